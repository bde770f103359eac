// Trains the material head on MobileNet features with TensorFlow.js (the wasm backend in Node): a softmax
// regression or one hidden layer, with L2 weight decay, dropout and label smoothing, mini-batch Adam.
// Returns the weights in the shipped file's layout, input standardisation folded into the first layer.
import * as tf from '@tensorflow/tfjs';

import { softmax } from '../../src/domain/identification/answerProbabilities';
import type { HeadLayerFile, MaterialHead } from '../../src/domain/identification/materialHead';
import { seededRandom } from './seededRandom';

export interface HeadSettings {
  /** 0: softmax regression. */
  hidden: number;
  l2: number;
  /** Dropout on the standardised input, and on the hidden layer. */
  dropout: number;
  /** Share of each label spread evenly over the classes (0: none). */
  labelSmoothing: number;
  epochs: number;
  learningRate: number;
}

export interface TrainingRows {
  /** rows x width */
  x: Float32Array;
  labels: Int32Array;
  width: number;
}

const BATCH = 256;

/** Per-feature mean and 1 / standard deviation of the rows. */
function standardisation(rows: TrainingRows): { mean: Float32Array; scale: Float32Array } {
  const n = rows.labels.length;
  const mean = new Float32Array(rows.width);
  const square = new Float64Array(rows.width);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < rows.width; c++) {
      const v = rows.x[r * rows.width + c]!;
      mean[c]! += v / n;
      square[c]! += (v * v) / n;
    }
  }
  const scale = mean.map((m, c) => 1 / Math.sqrt(Math.max(square[c]! - m * m, 0) + 1e-3));
  return { mean, scale };
}

/** Trains on the rows; returns the head's layers (untempered) for readMaterialHead-shaped use. */
export function trainHead(
  rows: TrainingRows,
  classes: number,
  settings: HeadSettings,
  seed: number,
): MaterialHead['layers'] {
  const { mean, scale } = standardisation(rows);
  const n = rows.labels.length;
  const random = seededRandom(seed);
  const init = (inputs: number, outputs: number) =>
    tf.variable(
      tf.randomNormal([inputs, outputs], 0, Math.sqrt(2 / (inputs + outputs)), 'float32', Math.floor(random() * 1e9)),
    );
  const shapes = settings.hidden ? [rows.width, settings.hidden, classes] : [rows.width, classes];
  const weights = shapes.slice(1).map((outputs, i) => init(shapes[i]!, outputs));
  const biases = shapes.slice(1).map((outputs) => tf.variable(tf.zeros([outputs])));
  const meanT = tf.tensor1d(mean);
  const scaleT = tf.tensor1d(scale);
  const optimizer = tf.train.adam(settings.learningRate);
  const order = Array.from({ length: n }, (_, i) => i);

  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let start = 0; start < n; start += BATCH) {
      const batch = order.slice(start, start + BATCH);
      const xb = new Float32Array(batch.length * rows.width);
      batch.forEach((row, k) => xb.set(rows.x.subarray(row * rows.width, (row + 1) * rows.width), k * rows.width));
      tf.tidy(() => {
        const x = tf.mul(tf.sub(tf.tensor2d(xb, [batch.length, rows.width]), meanT), scaleT);
        const y = tf.oneHot(
          tf.tensor1d(
            Int32Array.from(batch, (row) => rows.labels[row]!),
            'int32',
          ),
          classes,
        );
        optimizer.minimize(() => {
          let h: tf.Tensor = x;
          weights.forEach((w, layer) => {
            // Seeded, like the weights and the order: unseeded dropout made every retrain a different head.
            if (settings.dropout > 0) h = tf.dropout(h, settings.dropout, undefined, Math.floor(random() * 1e9));
            h = tf.add(tf.matMul(h as tf.Tensor2D, w), biases[layer]!);
            if (layer < weights.length - 1) h = tf.relu(h);
          });
          const penalty = weights.reduce<tf.Scalar>((sum, w) => tf.add(sum, tf.sum(tf.square(w))), tf.scalar(0));
          return tf.add(
            tf.losses.softmaxCrossEntropy(y, h, undefined, settings.labelSmoothing),
            tf.mul(penalty, settings.l2),
          ) as tf.Scalar;
        });
      });
    }
  }

  // Fold (x - mean) * scale into the first layer: W' = scale * W, b' = b - (mean * scale) . W.
  const layers = weights.map((w, layer) => {
    const [inputs, outputs] = w.shape as [number, number];
    let values = w.dataSync() as Float32Array;
    let bias = biases[layer]!.dataSync() as Float32Array;
    if (layer === 0) {
      const folded = new Float32Array(values.length);
      const shift = Float32Array.from(bias);
      for (let i = 0; i < inputs; i++) {
        for (let j = 0; j < outputs; j++) {
          folded[i * outputs + j] = values[i * outputs + j]! * scale[i]!;
          shift[j]! -= mean[i]! * folded[i * outputs + j]!;
        }
      }
      values = folded;
      bias = shift;
    }
    return { inputs, outputs, relu: layer < weights.length - 1, weights: values, bias: Float32Array.from(bias) };
  });
  [...weights, ...biases, meanT, scaleT].forEach((t) => t.dispose());
  optimizer.dispose();
  return layers;
}

export function toLayerFiles(
  layers: MaterialHead['layers'],
  encode: (values: Float32Array) => string,
): HeadLayerFile[] {
  return layers.map((layer) => ({
    inputs: layer.inputs,
    outputs: layer.outputs,
    activation: layer.relu ? 'relu' : 'none',
    weights: encode(layer.weights),
    // Six or a few dozen numbers: readable in the file, and float32-exact after the round trip.
    bias: Array.from(layer.bias),
  }));
}

/** The temperature that minimises the negative log-likelihood of the labels (golden-section search). */
export function fitTemperature(logits: readonly Float32Array[], labels: ArrayLike<number>): number {
  const nll = (t: number) =>
    logits.reduce((sum, row, i) => sum - Math.log(Math.max(softmax(row, t)[labels[i]!]!, 1e-12)), 0);
  let [lo, hi] = [0.05, 20];
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let step = 0; step < 60; step++) {
    const a = hi - ratio * (hi - lo);
    const b = lo + ratio * (hi - lo);
    if (nll(a) < nll(b)) hi = b;
    else lo = a;
  }
  return (lo + hi) / 2;
}
