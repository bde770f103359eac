import { IMAGENET_CLASSES } from '@tensorflow-models/mobilenet/dist/imagenet_classes';

import {
  confidentDeviceItems,
  IMAGENET_TAXONOMY,
  itemOfImageNetClass,
  scoreItems,
} from '../../../../src/domain/identification/imagenetTaxonomy';
import { findWasteItem } from '../../../../src/domain/wasteItems';

const refs = Object.entries(IMAGENET_TAXONOMY).flatMap(([id, list]) =>
  (list ?? []).map(([index, name]) => ({ id, index, name })),
);

/** Probabilities over the 1,000 classes with the given values at the given indices. */
function probabilities(values: Record<number, number>): Float32Array {
  const p = new Float32Array(1000);
  for (const [index, value] of Object.entries(values)) p[Number(index)] = value;
  return p;
}

describe('the ImageNet taxonomy', () => {
  it("names each class as the model's class list does", () => {
    for (const { index, name } of refs) expect(IMAGENET_CLASSES[index]?.split(', ')[0], `class ${index}`).toBe(name);
  });

  it('maps a class to one item only, and only to catalogue items', () => {
    const indices = refs.map((r) => r.index);
    expect(new Set(indices).size).toBe(indices.length);
    for (const { id } of refs) expect(findWasteItem(id), id).toBeDefined();
  });

  it('gives animals no waste meaning (classes 0-397 are all animals)', () => {
    for (let index = 0; index < 398; index++)
      expect(itemOfImageNetClass(index), IMAGENET_CLASSES[index]).toBeUndefined();
    expect(itemOfImageNetClass(281)).toBeUndefined(); // tabby cat
  });

  it('sums the classes of one item before applying the > 0.5 rule', () => {
    // water bottle 0.3 + pop bottle 0.25: neither class passes alone, the item does.
    const p = probabilities({ 898: 0.3, 737: 0.25, 907: 0.2 });
    expect(scoreItems(p)[0]).toEqual({ id: 'plastic-bottle', confidence: expect.closeTo(0.55, 6) });
    expect(confidentDeviceItems(scoreItems(p))).toEqual([
      {
        id: 'plastic-bottle',
        label: 'Plastic bottle',
        material: 'plastic',
        confidence: expect.closeTo(0.55, 6),
        source: 'device',
      },
    ]);
  });

  it('keeps nothing at exactly 0.5 or below', () => {
    expect(confidentDeviceItems(scoreItems(probabilities({ 898: 0.25, 737: 0.25 })))).toEqual([]);
    expect(confidentDeviceItems(scoreItems(probabilities({ 478: 0.45, 549: 0.4 })))).toEqual([]);
  });

  it('ignores classes with no waste meaning, however likely', () => {
    const p = probabilities({ 281: 0.9, 478: 0.08 });
    expect(scoreItems(p)).toEqual([{ id: 'cardboard-box', confidence: expect.closeTo(0.08, 6) }]);
    expect(confidentDeviceItems(scoreItems(p))).toEqual([]);
  });
});
