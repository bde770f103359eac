// @vitest-environment node
// The head file's format and the committed head's shape; the real photos through it are an integration
// test (tests/integration/domain/identification/materialHead.test.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { encodeBase64 } from '../../../../src/domain/identification/base64';
import {
  classifyMaterial,
  encodeFloats,
  HEAD_MATERIALS,
  type MaterialHeadFile,
  readMaterialHead,
} from '../../../../src/domain/identification/materialHead';
import { neighbourhood, type OpenSetFile } from '../../../../src/domain/identification/openSet';
import { MATERIAL_FEATURE_SIZE } from '../../../../workers/mobileNet';

const HEAD_FILE = resolve(import.meta.dirname, '..', '..', '..', '..', 'models', 'material-head.json');
const committed = JSON.parse(readFileSync(HEAD_FILE, 'utf8')) as MaterialHeadFile;

describe('the committed material head', () => {
  it('is small, and reads the features the worker computes', () => {
    expect(readFileSync(HEAD_FILE).byteLength).toBeLessThan(600 * 1024);
    expect(committed.classes).toEqual(HEAD_MATERIALS);
    expect(committed.inputSize).toBe(MATERIAL_FEATURE_SIZE);
  });
});

describe('reading a head file', () => {
  // A one-component open set over two-value embeddings: the first axis is "familiar".
  const openSet: OpenSetFile = {
    components: 1,
    mean: encodeFloats(new Float32Array(2)),
    projection: encodeBase64(new Uint8Array(Int8Array.from([127, 0]).buffer)),
    projectionScale: [1 / 127],
    bank: encodeBase64(new Uint8Array(Int8Array.from([127]).buffer)),
    labels: encodeBase64(Uint8Array.from([1])),
    neighbours: 1,
    voters: 1,
    threshold: 0.5,
  };
  const tiny: MaterialHeadFile = {
    format: 'recyclesmart-material-head@4',
    classes: ['glass', 'metal'],
    inputSize: 2,
    layers: [
      {
        inputs: 2,
        outputs: 2,
        activation: 'none',
        weights: encodeFloats(Float32Array.from([1, 0, 0, 1])),
        bias: [0, 0],
      },
    ],
    temperature: 2,
    openSet,
    // The head's probabilities as they are: no item evidence, no prior.
    fusion: {
      headWeight: 1,
      familiarityWeight: 0,
      familiarityCentre: 0,
      itemWeight: 0,
      neighbourWeight: 0,
      neighbourFamiliarityWeight: 0,
      logPrior: [0, 0],
    },
  };

  it('applies the layers and the temperature', () => {
    const scores = classifyMaterial(readMaterialHead(tiny, 2), [0, 2], [], { familiarity: 1, votes: [0, 1] });
    // Logits [0, 2] over temperature 2: softmax of [0, 1].
    expect(scores.map((s) => s.material)).toEqual(['metal', 'glass']);
    expect(scores[0]!.confidence).toBeCloseTo(Math.E / (1 + Math.E), 6);
  });

  it('scores how like its training photos an embedding is', () => {
    const head = readMaterialHead(tiny, 2);
    expect(neighbourhood(head.openSet, [3, 0]).familiarity).toBeCloseTo(1, 5);
    expect(neighbourhood(head.openSet, [-3, 0]).familiarity).toBeCloseTo(-1, 5);
  });

  it('counts the labels of the nearest training photos, one vote each', () => {
    // Two photos at either end of the axis: a metal one at +1, a glass one at -1.
    const twoPhotos: OpenSetFile = {
      ...openSet,
      bank: encodeBase64(new Uint8Array(Int8Array.from([127, -127]).buffer)),
      labels: encodeBase64(Uint8Array.from([1, 0])),
    };
    const head = readMaterialHead({ ...tiny, openSet: twoPhotos }, 2);
    expect(neighbourhood(head.openSet, [3, 0]).votes).toEqual([0, 1]);
    expect(neighbourhood(head.openSet, [-3, 0]).votes).toEqual([1, 0]);
    const both = readMaterialHead({ ...tiny, openSet: { ...twoPhotos, voters: 2 } }, 2);
    expect(neighbourhood(both.openSet, [3, 0])).toEqual({ familiarity: expect.closeTo(1, 5), votes: [1, 1] });
  });

  it('refuses files whose shapes do not chain, before any photo', () => {
    expect(() => readMaterialHead({ ...tiny, inputSize: 3 }, 2)).toThrow(/shapes/);
    expect(() => readMaterialHead({ ...tiny, classes: ['glass'] }, 2)).toThrow(/classes/);
    expect(() => readMaterialHead({ ...tiny, classes: ['glass', 'wood' as 'glass'] }, 2)).toThrow(/unknown class/);
    expect(() =>
      readMaterialHead({ ...tiny, layers: [{ ...tiny.layers[0]!, weights: encodeFloats(new Float32Array(3)) }] }, 2),
    ).toThrow(/weights/);
    expect(() => readMaterialHead({ ...tiny, temperature: 0 }, 2)).toThrow(/temperature/);
    expect(() => readMaterialHead({ ...tiny, fusion: { ...tiny.fusion, logPrior: [0] } }, 2)).toThrow(/prior/);
    expect(() => readMaterialHead(tiny, 3)).toThrow(/mean of 3/);
    expect(() => readMaterialHead({ ...tiny, openSet: { ...openSet, projectionScale: [] } }, 2)).toThrow(/projection/);
    expect(() =>
      readMaterialHead({ ...tiny, openSet: { ...openSet, labels: encodeBase64(Uint8Array.from([2])) } }, 2),
    ).toThrow(/labels/);
    expect(() => readMaterialHead({ ...tiny, openSet: { ...openSet, labels: '' } }, 2)).toThrow(/labels/);
  });

  it('refuses features of the wrong length', () => {
    expect(() => classifyMaterial(readMaterialHead(tiny, 2), [1, 2, 3], [], { familiarity: 1, votes: [0, 1] })).toThrow(
      /expected 2/,
    );
  });
});
