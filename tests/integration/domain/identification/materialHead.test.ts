// @vitest-environment node
// Real photos from ../shared/data through the real MobileNet and the shipped material head.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import {
  loadNodeMobileNet,
  MOBILENET_INPUT_RANGE,
  readImageTensor,
  TRASHNET_TRAIN_DIR,
} from '../../../../scripts/lib/nodeMobileNet';
import { scoreItems } from '../../../../src/domain/identification/imagenetTaxonomy';
import {
  classifyMaterial,
  HEAD_MATERIALS,
  type MaterialHeadFile,
  readMaterialHead,
} from '../../../../src/domain/identification/materialHead';
import { neighbourhood } from '../../../../src/domain/identification/openSet';
import { EMBEDDING_SIZE, graphModelOf, materialFeatures, runMobileNet } from '../../../../workers/mobileNet';

const HEAD_FILE = resolve(import.meta.dirname, '..', '..', '..', '..', 'models', 'material-head.json');
const committed = JSON.parse(readFileSync(HEAD_FILE, 'utf8')) as MaterialHeadFile;

async function materialsOf(file: string) {
  // Loading first also starts the wasm backend the photo's tensor is made on.
  const model = graphModelOf(await loadNodeMobileNet());
  const pixels = readImageTensor(join(TRASHNET_TRAIN_DIR, file));
  try {
    const output = await runMobileNet(model, pixels, MOBILENET_INPUT_RANGE, true);
    const head = readMaterialHead(committed, EMBEDDING_SIZE);
    const around = neighbourhood(head.openSet, output.embedding!);
    return {
      scores: classifyMaterial(head, materialFeatures(output), scoreItems(output.probabilities), around),
      familiarity: around.familiarity,
      threshold: head.openSet.threshold,
    };
  } finally {
    pixels.dispose();
  }
}

describe('the committed material head', () => {
  // Real photos through the real MobileNet and the shipped head: guards the feature order, the
  // folded standardisation and the file's encoding end to end.
  it.each([
    ['cardboard/cardboard3.jpg', 'cardboard'],
    ['cardboard/cardboard8.jpg', 'cardboard'],
    ['glass/glass9.jpg', 'glass'],
    ['glass/glass7.jpg', 'glass'],
    ['metal/metal10.jpg', 'metal'],
    ['metal/metal12.jpg', 'metal'],
    ['paper/paper10.jpg', 'paper'],
    // ImageNet calls this one a small appliance: the head is why the app still says paper.
    ['paper/paper9.jpg', 'paper'],
    ['plastic/plastic5.jpg', 'plastic'],
    ['plastic/plastic8.jpg', 'plastic'],
    ['trash/trash3.jpg', 'other'],
    ['trash/trash8.jpg', 'other'],
  ])('says %s is %s, is sure of it, and finds it familiar', async (file, material) => {
    const { scores, familiarity: score, threshold } = await materialsOf(file);
    const [best, ...rest] = scores;
    expect(score).toBeGreaterThanOrEqual(threshold);
    expect(best!.material).toBe(material);
    expect(best!.confidence).toBeGreaterThan(0.5);
    expect(rest).toHaveLength(HEAD_MATERIALS.length - 1);
    expect(rest.reduce((sum, s) => sum + s.confidence, best!.confidence)).toBeCloseTo(1, 5);
  });
});
