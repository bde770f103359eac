import { deviceItems, disposalItemId, withConfirmedMaterial } from '../../../../src/domain/identification/deviceItems';
import type { ItemScore } from '../../../../src/domain/identification/imagenetTaxonomy';
import type { MaterialScore } from '../../../../src/domain/identification/materialHead';

const scores = (...pairs: [ItemScore['id'], number][]): ItemScore[] => pairs.map(([id, confidence]) => ({ id, confidence }));
const head = (...pairs: [MaterialScore['material'], number][]): MaterialScore[] => pairs.map(([material, confidence]) => ({ material, confidence }));

describe('the on-device item: name from ImageNet, material from the head', () => {
  it('keeps the ImageNet name that passes the rule and takes the material from a sure head', () => {
    const [item, ...rest] = deviceItems(scores(['plastic-bottle', 0.8]), head(['plastic', 0.93], ['glass', 0.05]));
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic', confidence: 0.8, materialConfidence: 0.93 });
    expect(item!.materialUnsure).toBeUndefined();
  });

  it('lets the head win the material when the two disagree', () => {
    const [item] = deviceItems(scores(['plastic-bottle', 0.7]), head(['glass', 0.88], ['plastic', 0.1]));
    expect(item).toMatchObject({ id: 'plastic-bottle', material: 'glass', materialConfidence: 0.88 });
    expect(item!.materialUnsure).toBeUndefined();
  });

  it('marks the material unsure when the head is at or below 0.5, keeping the named item\'s own material', () => {
    const [item] = deviceItems(scores(['glass-bottle', 0.9]), head(['plastic', 0.5], ['glass', 0.45]));
    expect(item).toMatchObject({ id: 'glass-bottle', material: 'glass', materialConfidence: 0.5, materialUnsure: true });
  });

  it('names the item by the likeliest ImageNet item of the head\'s material when no name passes', () => {
    const items = deviceItems(scores(['plastic-bottle', 0.3], ['glass-jar', 0.2], ['glass-bottle', 0.1]), head(['glass', 0.91]));
    expect(items).toEqual([
      expect.objectContaining({ id: 'glass-jar', material: 'glass', confidence: 0.91, materialConfidence: 0.91, source: 'device' }),
    ]);
    expect(items[0]!.materialUnsure).toBeUndefined();
  });

  it('falls back to the material\'s usual item, and asks, when nothing else is known', () => {
    expect(deviceItems([], head(['metal', 0.42], ['glass', 0.4]))).toEqual([
      expect.objectContaining({ id: 'aluminium-can', material: 'metal', confidence: 0.42, materialUnsure: true }),
    ]);
  });

  it('gives the ImageNet items alone when the head gave nothing', () => {
    expect(deviceItems(scores(['glass-bottle', 0.9]), null)).toEqual([expect.objectContaining({ id: 'glass-bottle', material: 'glass' })]);
    expect(deviceItems(scores(['glass-bottle', 0.4]), [])).toEqual([]);
  });

  it('makes a confirmed material sure', () => {
    const [unsure] = deviceItems([], head(['paper', 0.4], ['cardboard', 0.35]));
    const confirmed = withConfirmedMaterial(unsure!, 'cardboard');
    expect(confirmed).toMatchObject({ id: 'paper', material: 'cardboard', materialConfirmed: true });
    expect(confirmed.materialUnsure).toBeUndefined();
  });

  it('gives the advice of the material that won: the item itself, or the usual item of the overruling material', () => {
    const [agreed] = deviceItems(scores(['glass-bottle', 0.8]), head(['glass', 0.9]));
    expect(disposalItemId(agreed!)).toBe('glass-bottle');
    const [overruled] = deviceItems(scores(['plastic-bottle', 0.7]), head(['glass', 0.88]));
    expect(disposalItemId(overruled!)).toBe('glass-bottle');
    const [unsure] = deviceItems([], head(['paper', 0.4], ['metal', 0.35]));
    expect(disposalItemId(withConfirmedMaterial(unsure!, 'metal'))).toBe('aluminium-can');
  });
});
