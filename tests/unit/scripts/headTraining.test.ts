// @vitest-environment node
// The head's training (scripts/lib/headTraining.ts) is a function of its rows, settings and seed: the
// same seed gives the same weights, dropout included, so `npm run train:material` makes the committed
// head again and two heads differ only by what they were trained on.
import * as tf from '@tensorflow/tfjs';
import { beforeAll, describe, expect, it } from 'vitest';

import { type HeadSettings, trainHead, type TrainingRows } from '../../../scripts/lib/headTraining';
import { seededRandom } from '../../../scripts/lib/seededRandom';

const CLASSES = 3;
const WIDTH = 6;

/** Three classes as three clusters, with noise: enough for the weights to move on every batch. */
function clusteredRows(count: number): TrainingRows {
  const random = seededRandom(7);
  const x = new Float32Array(count * WIDTH);
  const labels = new Int32Array(count);
  for (let row = 0; row < count; row++) {
    labels[row] = row % CLASSES;
    for (let c = 0; c < WIDTH; c++) x[row * WIDTH + c] = (c % CLASSES === labels[row] ? 2 : 0) + random() - 0.5;
  }
  return { x, labels, width: WIDTH };
}

const SETTINGS: HeadSettings = {
  hidden: 4,
  l2: 1e-4,
  dropout: 0.3,
  labelSmoothing: 0,
  epochs: 3,
  learningRate: 0.01,
};

beforeAll(async () => {
  await tf.setBackend('cpu');
  await tf.ready();
});

describe('trainHead', () => {
  const rows = clusteredRows(600);

  it('gives the same weights for the same seed, with dropout on', () => {
    expect(trainHead(rows, CLASSES, SETTINGS, 1)).toEqual(trainHead(rows, CLASSES, SETTINGS, 1));
  });

  it('gives other weights for another seed', () => {
    expect(trainHead(rows, CLASSES, SETTINGS, 2)).not.toEqual(trainHead(rows, CLASSES, SETTINGS, 1));
  });
});
