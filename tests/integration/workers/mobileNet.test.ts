// @vitest-environment node
import { join } from 'node:path';

import * as tf from '@tensorflow/tfjs';

import { loadNodeMobileNet, readImageTensor, TRASHNET_TRAIN_DIR } from '../../../scripts/lib/nodeMobileNet';
import { confidentDeviceItems, scoreItems } from '../../../src/domain/identification/imagenetTaxonomy';
import { EMBEDDING_SIZE, graphModelOf, runMobileNet, topClasses } from '../../../workers/mobileNet';

const INPUT_RANGE = [-1, 1] as const;

async function identify(file: string, withEmbedding = false) {
  const net = await loadNodeMobileNet();
  const pixels = readImageTensor(join(TRASHNET_TRAIN_DIR, file));
  try {
    return await runMobileNet(graphModelOf(net), pixels, INPUT_RANGE, withEmbedding);
  } finally {
    pixels.dispose();
  }
}

const maxDifference = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  Array.from(a).reduce((max, value, i) => Math.max(max, Math.abs(value - (b[i] ?? Infinity))), 0);

// The worker's single forward pass must give exactly what the package gives in two.
describe("the worker's MobileNet pass, on the real weights", () => {
  it.each(['plastic/plastic5.jpg', 'metal/metal10.jpg'])('matches the package on %s', async (file) => {
    const net = await loadNodeMobileNet();
    const pixels = readImageTensor(join(TRASHNET_TRAIN_DIR, file));
    const packageProbabilities = tf.tidy(() => tf.softmax(net.infer(pixels) as tf.Tensor2D).dataSync());
    const packageEmbedding = tf.tidy(() => net.infer(pixels, true).dataSync());
    pixels.dispose();

    const output = await identify(file, true);
    expect(output.probabilities).toHaveLength(1000);
    expect(output.embedding).toHaveLength(EMBEDDING_SIZE);
    expect(maxDifference(output.probabilities, packageProbabilities)).toBeLessThan(1e-5);
    expect(maxDifference(output.embedding!, packageEmbedding)).toBeLessThan(1e-4);
  });

  it("names the top classes as the package's classify() does", async () => {
    const net = await loadNodeMobileNet();
    const pixels = readImageTensor(join(TRASHNET_TRAIN_DIR, 'glass/glass9.jpg'));
    const expected = await net.classify(pixels, 3);
    pixels.dispose();
    const top = topClasses((await identify('glass/glass9.jpg')).probabilities, 3);
    expect(top.map((c) => c.className)).toEqual(expected.map((c) => c.className));
    top.forEach((c, i) => expect(c.probability).toBeCloseTo(expected[i]!.probability, 5));
  });

  it('leaves the embedding out unless asked', async () => {
    const output = await identify('plastic/plastic5.jpg');
    expect(output.embedding).toBeUndefined();
    expect(output.probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 3);
  });
});

describe('real photos through the taxonomy', () => {
  it.each([
    ['plastic/plastic5.jpg', 'plastic-bottle', 'plastic'],
    ['glass/glass9.jpg', 'glass-bottle', 'glass'],
    ['cardboard/cardboard3.jpg', 'cardboard-box', 'cardboard'],
    ['trash/trash109.jpg', 'snack-packet', 'plastic'],
  ])('%s is a %s', async (file, id, material) => {
    const { probabilities } = await identify(file);
    const items = confidentDeviceItems(scoreItems(probabilities));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id, material, source: 'device' });
    expect(items[0]!.confidence).toBeGreaterThan(0.5);
  });
});
