// @vitest-environment node
// The shipped rule on real photos, through the worker's own forward pass, the served weights and the
// material head's open-set score (each photo's bar):
// three taught photos of potatoes bring back a fourth, other potatoes' photos are recognised, and
// photos of other materials are not taken over (npm run measure:taught has the full figures).
import { join } from 'node:path';

import type * as tf from '@tensorflow/tfjs';

import headFile from '../../../models/material-head.json';
import { readModelCopy } from '../../../scripts/lib/browserPhoto';
import { loadNodeMobileNet, MOBILENET_INPUT_RANGE, SHARED_DATA_DIR } from '../../../scripts/lib/nodeMobileNet';
import { type MaterialHeadFile, readMaterialHead } from '../../../src/domain/identification/materialHead';
import { neighbourhood } from '../../../src/domain/identification/openSet';
import { buildMemoryIndex, recall, recallThreshold } from '../../../src/domain/taught/recall';
import { EMBEDDING_SIZE, graphModelOf, runMobileNet } from '../../../workers/mobileNet';

const wild = (folder: string, kind: string, hash: string) =>
  join(SHARED_DATA_DIR, 'wild-eval', folder, `${kind}-${hash}.jpg`);
const potato = (hash: string) => wild('organic', 'grocery-vegetables-potato', hash);

const { openSet } = readMaterialHead(headFile as MaterialHeadFile, EMBEDDING_SIZE);
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

/** What the worker answers for this photo, given the memory. */
async function recalled(memory: ReturnType<typeof buildMemoryIndex>, path: string) {
  const embedding = await embeddingOf(path);
  return recall(memory, embedding, recallThreshold(neighbourhood(openSet, embedding).familiarity));
}

it('recognises a fourth photo of a taught kind and leaves other materials alone', async () => {
  const taught = await Promise.all(['29f6b714', '3021abcc', 'a2496343'].map((hash) => embeddingOf(potato(hash))));
  const memory = buildMemoryIndex(taught.map((embedding) => ({ itemId: 'battery', material: 'battery', embedding })));

  for (const hash of ['6efb92b0', 'a2674d27']) {
    expect(await recalled(memory, potato(hash)), hash).toMatchObject({ itemId: 'battery' });
  }
  const unrelated = [
    wild('plastic', 'e-waste-pet-bottle', '1074175737'),
    wild('textile', 'clothing-tshirt', '01fd527c'),
    wild('e-waste', 'e-waste-keyboard', '1654aacb04'),
  ];
  for (const path of unrelated) expect(await recalled(memory, path), path).toBeNull();
}, 60_000);
