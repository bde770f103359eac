// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  classifyMaterial,
  encodeFloats,
  HEAD_MATERIALS,
  readMaterialHead,
  type MaterialHeadFile,
} from '../../../../src/domain/identification/materialHead';
import { graphModelOf, MATERIAL_FEATURE_SIZE, materialFeatures, runMobileNet } from '../../../../workers/mobileNet';
import { loadNodeMobileNet, MOBILENET_INPUT_RANGE, readImageTensor, TRASHNET_TRAIN_DIR } from '../../../../scripts/lib/nodeMobileNet';

const HEAD_FILE = resolve(import.meta.dirname, '..', '..', '..', '..', 'models', 'material-head.json');
const committed = JSON.parse(readFileSync(HEAD_FILE, 'utf8')) as MaterialHeadFile;

async function materialsOf(file: string) {
  // Loading first also starts the wasm backend the photo's tensor is made on.
  const model = graphModelOf(await loadNodeMobileNet());
  const pixels = readImageTensor(join(TRASHNET_TRAIN_DIR, file));
  try {
    const output = await runMobileNet(model, pixels, MOBILENET_INPUT_RANGE, true);
    return classifyMaterial(readMaterialHead(committed), materialFeatures(output));
  } finally {
    pixels.dispose();
  }
}

describe('the committed material head', () => {
  it('is small, and reads the features the worker computes', () => {
    expect(readFileSync(HEAD_FILE).byteLength).toBeLessThan(400 * 1024);
    expect(committed.classes).toEqual(HEAD_MATERIALS);
    expect(committed.inputSize).toBe(MATERIAL_FEATURE_SIZE);
  });

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
  ])('says %s is %s, and is sure of it', async (file, material) => {
    const [best, ...rest] = await materialsOf(file);
    expect(best!.material).toBe(material);
    expect(best!.confidence).toBeGreaterThan(0.5);
    expect(rest).toHaveLength(HEAD_MATERIALS.length - 1);
    expect(rest.reduce((sum, s) => sum + s.confidence, best!.confidence)).toBeCloseTo(1, 5);
  });
});

describe('reading a head file', () => {
  const tiny: MaterialHeadFile = {
    format: 'recyclesmart-material-head@1',
    classes: ['glass', 'metal'],
    inputSize: 2,
    layers: [{ inputs: 2, outputs: 2, activation: 'none', weights: encodeFloats(Float32Array.from([1, 0, 0, 1])), bias: [0, 0] }],
    temperature: 2,
  };

  it('applies the layers and the temperature', () => {
    const scores = classifyMaterial(readMaterialHead(tiny), [0, 2]);
    // Logits [0, 2] over temperature 2: softmax of [0, 1].
    expect(scores.map((s) => s.material)).toEqual(['metal', 'glass']);
    expect(scores[0]!.confidence).toBeCloseTo(Math.E / (1 + Math.E), 6);
  });

  it('refuses files whose shapes do not chain, before any photo', () => {
    expect(() => readMaterialHead({ ...tiny, inputSize: 3 })).toThrow(/shapes/);
    expect(() => readMaterialHead({ ...tiny, classes: ['glass'] })).toThrow(/classes/);
    expect(() => readMaterialHead({ ...tiny, layers: [{ ...tiny.layers[0]!, weights: encodeFloats(new Float32Array(3)) }] })).toThrow(/weights/);
    expect(() => readMaterialHead({ ...tiny, temperature: 0 })).toThrow(/temperature/);
  });

  it('refuses features of the wrong length', () => {
    expect(() => classifyMaterial(readMaterialHead(tiny), [1, 2, 3])).toThrow(/expected 2/);
  });
});
