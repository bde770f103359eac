// @vitest-environment node
// The shipped threshold on real photos, through the worker's own forward pass and the served weights:
// three taught photos of potatoes bring back a fourth, other potatoes' photos are recognised, and
// photos of other materials are not taken over (npm run measure:taught has the full figures).
import { join } from 'node:path';

import type * as tf from '@tensorflow/tfjs';

import { readModelCopy } from '../../../scripts/lib/browserPhoto';
import { loadNodeMobileNet, MOBILENET_INPUT_RANGE, SHARED_DATA_DIR } from '../../../scripts/lib/nodeMobileNet';
import { buildMemoryIndex, recall } from '../../../src/domain/taught/recall';
import { graphModelOf, runMobileNet } from '../../../workers/mobileNet';

const wild = (folder: string, kind: string, hash: string) =>
  join(SHARED_DATA_DIR, 'wild-eval', folder, `${kind}-${hash}.jpg`);
const potato = (hash: string) => wild('organic', 'grocery-vegetables-potato', hash);

let model: tf.GraphModel;
beforeAll(async () => {
  model = graphModelOf(await loadNodeMobileNet());
}, 60_000);

async function embeddingOf(path: string): Promise<Float32Array> {
  const { pixels } = await readModelCopy(path);
  try {
    return (await runMobileNet(model, pixels, MOBILENET_INPUT_RANGE, true)).embedding!;
  } finally {
    pixels.dispose();
  }
}

it('recognises a fourth photo of a taught kind and leaves other materials alone', async () => {
  const taught = await Promise.all(['29f6b714', '3021abcc', 'a2496343'].map((hash) => embeddingOf(potato(hash))));
  const memory = buildMemoryIndex(taught.map((embedding) => ({ itemId: 'battery', material: 'battery', embedding })));

  for (const hash of ['6efb92b0', 'a2674d27']) {
    expect(recall(memory, await embeddingOf(potato(hash))), hash).toMatchObject({ itemId: 'battery' });
  }
  const unrelated = [
    wild('plastic', 'e-waste-pet-bottle', '1074175737'),
    wild('textile', 'clothing-tshirt', '01fd527c'),
    wild('e-waste', 'e-waste-keyboard', '1654aacb04'),
  ];
  for (const path of unrelated) expect(recall(memory, await embeddingOf(path)), path).toBeNull();
}, 60_000);
