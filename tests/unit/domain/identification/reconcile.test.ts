import { readCloudLabels } from '../../../../src/domain/identification/cloudLabels';
import { toIdentifiedItem } from '../../../../src/domain/identification/identifiedItem';
import { itemsFromCloud, mergeItems, shownItems } from '../../../../src/domain/identification/reconcile';
import { withItemAnswer } from '../../../../src/domain/results/scanResult';

const labels = (...pairs: [string, number][]) =>
  readCloudLabels(pairs.map(([description, score]) => ({ description, score })));
const summary = (items: ReturnType<typeof mergeItems>) => items.map((i) => [i.id, i.source, i.confidence]);

describe('items from cloud labels', () => {
  it('reads a typical water bottle answer as a plastic bottle', () => {
    const items = itemsFromCloud(
      labels(
        ['Bottle', 0.97],
        ['Water bottle', 0.94],
        ['Plastic bottle', 0.93],
        ['Liquid', 0.88],
        ['Drinkware', 0.86],
        ['Plastic', 0.75],
      ),
    );
    expect(summary(items)).toEqual([['plastic-bottle', 'cloud', 0.94]]);
  });

  it('resolves "Bottle" by a material label', () => {
    expect(summary(itemsFromCloud(labels(['Bottle', 0.96], ['Glass', 0.8])))).toEqual([
      ['glass-bottle', 'cloud', 0.96],
    ]);
  });

  it('resolves "Bottle" by the device\'s view when no material is named', () => {
    const deviceScores = [
      { id: 'glass-bottle' as const, confidence: 0.4 },
      { id: 'plastic-bottle' as const, confidence: 0.3 },
    ];
    expect(summary(itemsFromCloud(labels(['Bottle', 0.96]), deviceScores))).toEqual([['glass-bottle', 'cloud', 0.96]]);
  });

  it('falls back to the usual member, and leaves a family without one unresolved', () => {
    expect(summary(itemsFromCloud(labels(['Bottle', 0.9])))).toEqual([['plastic-bottle', 'cloud', 0.9]]);
    expect(itemsFromCloud(labels(['Packaging and labeling', 0.9], ['Drinkware', 0.8]))).toEqual([]);
  });

  it('treats paper and cardboard as one material family', () => {
    expect(summary(itemsFromCloud(labels(['Box', 0.9], ['Paper', 0.85])))).toEqual([['cardboard-box', 'cloud', 0.9]]);
    expect(summary(itemsFromCloud(labels(['Paper', 0.85])))).toEqual([['paper', 'cloud', 0.85]]);
  });

  it('ignores labels at 0.5 or below', () => {
    expect(itemsFromCloud(labels(['Plastic bottle', 0.5], ['Bottle', 0.3]))).toEqual([]);
  });
});

describe('merging device and cloud items', () => {
  it('keeps the question the device asks first, whatever its confidence', () => {
    const question = { ...device('battery', 0.14), unsure: 'hazard' as const };
    expect(summary(mergeItems([question, device('snack-packet', 0.81)], []))).toEqual([
      ['battery', 'device', 0.14],
      ['snack-packet', 'device', 0.81],
    ]);
  });

  const device = (id: Parameters<typeof toIdentifiedItem>[0], c: number) => toIdentifiedItem(id, c, 'device');
  const cloud = (id: Parameters<typeof toIdentifiedItem>[0], c: number) => toIdentifiedItem(id, c, 'cloud');

  it('keeps the device result alone when the cloud has nothing', () => {
    expect(summary(mergeItems([device('plastic-bottle', 0.8)], []))).toEqual([['plastic-bottle', 'device', 0.8]]);
  });

  it("keeps the device's answer ahead of its other items, however MobileNet scored them", () => {
    // A photo from a home: the rule answers glass (0.89); MobileNet also named a plastic bottle (0.91).
    const answer = device('glass-bottle', 0.89);
    const named = device('plastic-bottle', 0.91);
    expect(summary(mergeItems([answer, named], []))).toEqual([
      ['glass-bottle', 'device', 0.89],
      ['plastic-bottle', 'device', 0.91],
    ]);
    // The cloud's items still compete with it by confidence, and its agreement lifts the other item.
    expect(summary(mergeItems([answer, named], [cloud('aluminium-can', 0.95)]))[0]).toEqual([
      'aluminium-can',
      'cloud',
      0.95,
    ]);
    expect(summary(mergeItems([answer, named], [cloud('plastic-bottle', 0.93)]))[0]).toEqual([
      'plastic-bottle',
      'both',
      0.93,
    ]);
  });

  it('keeps what the person taught first and as it is, the cloud agreeing or not', () => {
    const taught = toIdentifiedItem('battery', 0.61, 'memory');
    expect(summary(mergeItems([taught], [cloud('battery', 0.9), cloud('aluminium-can', 0.95)]))).toEqual([
      ['battery', 'memory', 0.61],
      ['aluminium-can', 'cloud', 0.95],
    ]);
  });

  it('merges items that agree, keeping the better confidence', () => {
    expect(summary(mergeItems([device('plastic-bottle', 0.62)], [cloud('plastic-bottle', 0.93)]))).toEqual([
      ['plastic-bottle', 'both', 0.93],
    ]);
    expect(summary(mergeItems([device('plastic-bottle', 0.97)], [cloud('plastic-bottle', 0.93)]))).toEqual([
      ['plastic-bottle', 'both', 0.97],
    ]);
  });

  it('keeps disagreeing items, the agreed ones first, then by confidence', () => {
    const merged = mergeItems(
      [device('snack-packet', 0.7), device('paper', 0.55)],
      [cloud('paper', 0.6), cloud('envelope', 0.95), cloud('book', 0.52)],
    );
    expect(summary(merged)).toEqual([
      ['paper', 'both', 0.6],
      ['envelope', 'cloud', 0.95],
      ['snack-packet', 'device', 0.7],
      ['book', 'cloud', 0.52],
    ]);
  });
});

describe('the items a photo shows', () => {
  const device = (id: Parameters<typeof toIdentifiedItem>[0], c: number) => toIdentifiedItem(id, c, 'device');
  const cloud = (id: Parameters<typeof toIdentifiedItem>[0], c: number) => toIdentifiedItem(id, c, 'cloud');

  it('shows one thing from the device: another item MobileNet named is another reading of it, not another thing', () => {
    // An eggshell photo the rule answered food waste; MobileNet also named shoes at 0.62.
    expect(summary(shownItems([device('eggshells', 0.7), device('shoes', 0.62)], []))).toEqual([
      ['eggshells', 'device', 0.7],
    ]);
  });

  it('still lets a hazard MobileNet named lead as a question, in the answer’s place, and nothing is left once answered', () => {
    const shown = shownItems([device('plastic-bottle', 0.8), device('lighter', 0.7)], []);
    expect(shown.map((item) => [item.id, item.unsure])).toEqual([['lighter', 'hazard']]);
    expect(shown[0]!.choices).toContain('plastic');
    expect(summary(withItemAnswer(shown, 0, 'plastic'))).toEqual([['plastic-bottle', 'device', 0.7]]);
  });

  it('keeps the cloud’s items, which can be other things, and the device’s answer beside them', () => {
    const shown = shownItems(
      [device('glass-bottle', 0.89), device('plastic-bottle', 0.91)],
      [cloud('aluminium-can', 0.95), cloud('cardboard-box', 0.6)],
    );
    expect(summary(shown)).toEqual([
      ['aluminium-can', 'cloud', 0.95],
      ['glass-bottle', 'device', 0.89],
      ['cardboard-box', 'cloud', 0.6],
    ]);
    // An item of the device's the cloud named too is a thing both saw.
    expect(
      summary(
        shownItems([device('glass-bottle', 0.89), device('plastic-bottle', 0.91)], [cloud('plastic-bottle', 0.93)]),
      ),
    ).toEqual([
      ['plastic-bottle', 'both', 0.93],
      ['glass-bottle', 'device', 0.89],
    ]);
  });
});
