import { meaningOfLabel, readCloudLabels } from '../../../../src/domain/identification/cloudLabels';

describe('cloud label keywords', () => {
  it('reads a specific label as one item', () => {
    expect(meaningOfLabel('Plastic bottle')).toEqual({ kind: 'item', id: 'plastic-bottle' });
    expect(meaningOfLabel('Beer bottle')).toEqual({ kind: 'item', id: 'glass-bottle' });
    expect(meaningOfLabel('Cardboard')).toEqual({ kind: 'item', id: 'cardboard-box' });
    expect(meaningOfLabel('Aluminum can')).toEqual({ kind: 'item', id: 'aluminium-can' });
  });

  it('lets the longest matching phrase win', () => {
    // "bottle" is a family, "glass" a material: "Glass bottle" is one item.
    expect(meaningOfLabel('Glass bottle')).toEqual({ kind: 'item', id: 'glass-bottle' });
    expect(meaningOfLabel('Tin can')).toEqual({ kind: 'item', id: 'food-tin' });
    expect(meaningOfLabel('Pizza box')).toEqual({ kind: 'item', id: 'pizza-box' });
    expect(meaningOfLabel('Paper bag')).toEqual({ kind: 'item', id: 'paper-bag' });
  });

  it('matches whole words, singular or plural, in any case', () => {
    expect(meaningOfLabel('BATTERIES')).toEqual({ kind: 'item', id: 'battery' });
    expect(meaningOfLabel('Shoes')).toEqual({ kind: 'item', id: 'shoes' });
    expect(meaningOfLabel('Candle')).toEqual({ kind: 'item', id: 'candle' });
    // "can" must not be found inside "Candle", nor "pan" inside "Pantry".
    expect(meaningOfLabel('Pantry')).toBeUndefined();
  });

  it('reads shapes as families and materials as materials', () => {
    expect(meaningOfLabel('Bottle')).toMatchObject({ kind: 'family', usual: 'plastic-bottle' });
    expect(meaningOfLabel('Drinkware')).toMatchObject({ kind: 'family', usual: undefined });
    expect(meaningOfLabel('Plastic')).toEqual({ kind: 'material', material: 'plastic', usual: undefined });
    expect(meaningOfLabel('Paper')).toEqual({ kind: 'material', material: 'paper', usual: 'paper' });
  });

  it('gives the scene around an item no meaning', () => {
    for (const label of ['Table', 'Plant', 'Wood', 'Nail', 'Sleeve', 'Liquid', 'Rectangle', 'Floor', 'Font']) {
      expect(meaningOfLabel(label), label).toBeUndefined();
    }
  });

  it('applies the > 0.5 rule to labels', () => {
    const evidence = readCloudLabels([
      { description: 'Plastic bottle', score: 0.5 },
      { description: 'Glass bottle', score: 0.51 },
      { description: 'Glass bottle', score: 0.9 },
    ]);
    expect([...evidence.items]).toEqual([['glass-bottle', 0.9]]);
  });
});
