// What the on-device models say about one photo's pixels: MobileNet's ImageNet probabilities and
// embedding (one forward pass), the material head's probabilities and the open-set score. The worker
// and the Node identification command (scripts/identify.ts) both run exactly this, so figures
// measured in Node hold for the app. No DOM and no worker APIs.
import type * as tf from '@tensorflow/tfjs';

import { scoreItems } from '../src/domain/identification/imagenetTaxonomy';
import { classifyMaterial, type MaterialHead, type MaterialScore } from '../src/domain/identification/materialHead';
import { isFamiliar, neighbourhood } from '../src/domain/identification/openSet';
import { isDigitalPicture } from '../src/domain/identification/pixelStats';
import { materialFeatures, runMobileNet } from './mobileNet';

export interface PhotoAnalysis {
  /** All 1,000 ImageNet class probabilities, in the model's order. */
  probabilities: Float32Array;
  /** The 1280-value embedding. */
  embedding: Float32Array;
  /** Every answer with its calibrated probability (the head fused with MobileNet's items), most likely first. */
  materials: MaterialScore[];
  /** The open-set score, and whether it counts as familiar. */
  familiarity: number;
  familiar: boolean;
  /** Made on a screen (a drawing, a screenshot) rather than taken with a camera (pixelStats.ts). */
  digital: boolean;
  /** The head and the open-set score alone, after the forward pass. */
  headMs: number;
}

/** The model's copy of a photo, as the worker or the Node command reads it. */
export interface ModelCopy {
  /** RGB [height, width, 3], 0..255. */
  pixels: tf.Tensor3D;
  /**
   * flatShare() of the same pixels, measured by the reader on the bytes it already holds: reading
   * the tensor back would cost a GPU round trip on the WebGL backend.
   */
  flatShare: number;
}

export async function analysePixels(
  model: tf.GraphModel,
  head: MaterialHead,
  { pixels, flatShare }: ModelCopy,
  inputRange: readonly [number, number],
): Promise<PhotoAnalysis> {
  const output = await runMobileNet(model, pixels, inputRange, true);
  const started = performance.now();
  const embedding = output.embedding!;
  const around = neighbourhood(head.openSet, embedding);
  const materials = classifyMaterial(head, materialFeatures(output), scoreItems(output.probabilities), around);
  return {
    probabilities: output.probabilities,
    embedding,
    materials,
    familiarity: around.familiarity,
    familiar: isFamiliar(head.openSet, around.familiarity),
    digital: isDigitalPicture(flatShare),
    headMs: performance.now() - started,
  };
}
