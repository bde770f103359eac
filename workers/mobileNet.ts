// One forward pass of MobileNet V2 giving both what the app needs now (the ImageNet class
// probabilities) and what the material head needs (the 1280-value embedding), with exactly the
// preprocessing of @tensorflow-models/mobilenet (tests compare the two on real photos).
// No DOM and no worker APIs: the worker and the Node tests share it.
import * as tf from '@tensorflow/tfjs';
import type { MobileNet } from '@tensorflow-models/mobilenet';
import { IMAGENET_CLASSES } from '@tensorflow-models/mobilenet/dist/imagenet_classes';

export const MOBILENET_INPUT_SIZE = 224;
export const EMBEDDING_SIZE = 1280;
/** The pooled layer the package reads for infer(img, true). */
const EMBEDDING_NODE = 'module_apply_default/MobilenetV2/Logits/AvgPool';
/**
 * Mid-level layers, pooled per channel: they describe surface and texture, which the last layer has
 * mostly traded for object identity. Added to the embedding they lift the material head's
 * cross-validated accuracy by about five points (scripts/train-material.ts), at no extra cost: the
 * pass computes these layers anyway.
 */
const MID_LEVEL: readonly { node: string; pool: 'mean' | 'max'; size: number }[] = [
  { node: 'module_apply_default/MobilenetV2/expanded_conv_13/expand/Relu6', pool: 'mean', size: 576 },
  { node: 'module_apply_default/MobilenetV2/expanded_conv_13/expand/Relu6', pool: 'max', size: 576 },
  { node: 'module_apply_default/MobilenetV2/expanded_conv_5/expand/Relu6', pool: 'mean', size: 192 },
  { node: 'module_apply_default/MobilenetV2/expanded_conv_9/expand/Relu6', pool: 'mean', size: 384 },
];
const MID_LEVEL_NODES = [...new Set(MID_LEVEL.map((m) => m.node))];
export const MID_LEVEL_SIZE = MID_LEVEL.reduce((sum, m) => sum + m.size, 0);
/** What the material head reads: the embedding, then the pooled mid-level layers. */
export const MATERIAL_FEATURE_SIZE = EMBEDDING_SIZE + MID_LEVEL_SIZE;

export interface MobileNetOutput {
  /** Softmax over the 1,000 ImageNet classes, in the order of the package's class list. */
  probabilities: Float32Array;
  /** Present when asked for: the same values as net.infer(img, true). */
  embedding?: Float32Array;
  /** Present with the embedding: the pooled channels of the mid-level layers, in MID_LEVEL's order. */
  midLevel?: Float32Array;
}

/** The material head's input from one pass's output (asked for with its embedding). */
export function materialFeatures(output: MobileNetOutput): Float32Array {
  if (!output.embedding || !output.midLevel)
    throw new Error('The material features need the pass run with its embedding');
  const features = new Float32Array(MATERIAL_FEATURE_SIZE);
  features.set(output.embedding);
  features.set(output.midLevel, EMBEDDING_SIZE);
  return features;
}

/**
 * The loaded package keeps its graph model in a field its typings leave out. Reading it lets one
 * execute() return two nodes; checked here so a package change fails loudly, not silently.
 */
export function graphModelOf(net: MobileNet): tf.GraphModel {
  const model = (net as unknown as { model?: unknown }).model;
  if (!(model instanceof tf.GraphModel))
    throw new Error('@tensorflow-models/mobilenet no longer exposes its graph model');
  return model;
}

/** pixels: RGB [height, width, 3], 0..255. inputRange: the model's, from models/manifest.json. */
export async function runMobileNet(
  model: tf.GraphModel,
  pixels: tf.Tensor3D,
  inputRange: readonly [number, number],
  withEmbedding = false,
): Promise<MobileNetOutput> {
  const [probabilities, embedding, midLevel] = tf.tidy(() => {
    const [min, max] = inputRange;
    const normalized = tf.add(tf.mul(tf.cast(pixels, 'float32'), (max - min) / 255), min) as tf.Tensor3D;
    const resized =
      pixels.shape[0] === MOBILENET_INPUT_SIZE && pixels.shape[1] === MOBILENET_INPUT_SIZE
        ? normalized
        : tf.image.resizeBilinear(normalized, [MOBILENET_INPUT_SIZE, MOBILENET_INPUT_SIZE], true);
    const batch = tf.expandDims(resized, 0);
    const logitsNode = model.outputNodes[0]!;
    // execute() returns a bare tensor when asked for one node, an array for several.
    const outputs = [
      model.execute(batch, withEmbedding ? [logitsNode, EMBEDDING_NODE, ...MID_LEVEL_NODES] : logitsNode),
    ].flat();
    // Index 0 of the 1,001 logits is "background"; the package drops it before the softmax.
    const logits = tf.slice(outputs[0] as tf.Tensor2D, [0, 1], [-1, 1000]);
    const [, pooled, ...mids] = outputs;
    const midLevel = pooled
      ? tf.concat(
          MID_LEVEL.map(({ node, pool }) => {
            const layer = mids[MID_LEVEL_NODES.indexOf(node)]!;
            return pool === 'mean' ? tf.mean(layer, [0, 1, 2]) : tf.max(layer, [0, 1, 2]);
          }),
        )
      : undefined;
    return [tf.softmax(logits), pooled && tf.reshape(pooled, [-1]), midLevel] as const;
  });
  try {
    const [p, e, m] = await Promise.all([probabilities.data(), embedding?.data(), midLevel?.data()]);
    return e && m
      ? { probabilities: p as Float32Array, embedding: e as Float32Array, midLevel: m as Float32Array }
      : { probabilities: p as Float32Array };
  } finally {
    probabilities.dispose();
    embedding?.dispose();
    midLevel?.dispose();
  }
}

export interface ClassPrediction {
  className: string;
  probability: number;
}

/** The k most likely ImageNet classes, named as the package's classify() names them. */
export function topClasses(probabilities: Float32Array, k: number): ClassPrediction[] {
  return Array.from(probabilities, (probability, index) => ({ index, probability }))
    .sort((a, b) => b.probability - a.probability)
    .slice(0, k)
    .map(({ index, probability }) => ({ className: IMAGENET_CLASSES[index] ?? String(index), probability }));
}
