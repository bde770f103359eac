// @vitest-environment node
import {
  adviceStream,
  ANSWER_CHOICES,
  answerChoices,
  decideIdentification,
  type DeviceEvidence,
  deviceEvidence,
  isHarmful,
  withChosenAnswer,
  withHazardFirst,
} from '../../../../src/domain/identification/decision';
import { toIdentifiedItem } from '../../../../src/domain/identification/identifiedItem';
import type { ItemScore } from '../../../../src/domain/identification/imagenetTaxonomy';
import type { HeadMaterial, MaterialScore } from '../../../../src/domain/identification/materialHead';
import type { IdentifiedItem } from '../../../../src/domain/types';
import type { WasteItemId } from '../../../../src/domain/wasteItems';

const items = (...pairs: [WasteItemId, number][]): ItemScore[] => pairs.map(([id, confidence]) => ({ id, confidence }));
const head = (...pairs: [HeadMaterial, number][]): MaterialScore[] =>
  pairs.map(([material, confidence]) => ({ material, confidence }));
const evidence = (extra: Partial<DeviceEvidence>): DeviceEvidence => ({
  items: [],
  materials: null,
  familiar: true,
  pictureScore: 0,
  digital: false,
  recollection: null,
  ...extra,
});
const answer = (extra: Partial<DeviceEvidence>) => decideIdentification(evidence(extra)).items[0];

describe('the decision rule', () => {
  it('takes the head’s material for a familiar photo it is sure of, named by MobileNet when they agree', () => {
    const item = answer({ items: items(['plastic-bottle', 0.8]), materials: head(['plastic', 0.93], ['glass', 0.05]) });
    expect(item).toMatchObject({ id: 'plastic-bottle', material: 'plastic', confidence: 0.93 });
    expect(item!.unsure).toBeUndefined();
    expect(adviceStream(item!)).toBe('recycling');
  });

  it('lets the head decide among its own materials', () => {
    const item = answer({ items: items(['plastic-bottle', 0.7]), materials: head(['glass', 0.88], ['plastic', 0.1]) });
    expect(item).toMatchObject({ id: 'glass-bottle', material: 'glass' });
    expect(item!.unsure).toBeUndefined();
  });

  it('keeps a confident name the head cannot judge, with its own stream (a lighter is hazardous)', () => {
    const item = answer({ items: items(['lighter', 0.6]), materials: head(['plastic', 0.9]) });
    expect(item).toMatchObject({ id: 'lighter' });
    expect(adviceStream(item!)).toBe('hazardous');
    expect(item!.unsure).toBeUndefined();
  });

  it('keeps a surely named fruit organic when the photo is unlike the head’s photos', () => {
    const item = answer({ items: items(['fruit', 1]), materials: head(['paper', 0.99]), familiar: false });
    expect(item).toMatchObject({ id: 'fruit', material: 'organic' });
    expect(adviceStream(item!)).toBe('compost');
    expect(item!.unsure).toBeUndefined();
  });

  it('asks rather than send a plausible fruit to recycling', () => {
    const item = answer({ items: items(['fruit', 0.95]), materials: head(['paper', 0.99]) });
    expect(item).toMatchObject({ material: 'paper', unsure: 'conflict' });
  });

  it('asks about a less surely named item in an unfamiliar photo', () => {
    expect(
      answer({ items: items(['clothing', 0.7]), materials: head(['textile', 0.6]), familiar: false }),
    ).toMatchObject({ id: 'clothing', unsure: 'unfamiliar' });
  });

  it('shows a plausible hazard and asks, never a bin: a battery MobileNet calls hair spray', () => {
    const item = answer({ items: items(['aerosol-can', 0.95]), materials: head(['metal', 0.9]) });
    expect(item).toMatchObject({ id: 'household-hazardous', unsure: 'hazard' });
    expect(adviceStream(item!)).toBe('hazardous');
  });

  it('shows a plausible phone (a battery inside) rather than a bin, and asks', () => {
    const item = answer({
      items: items(['mobile-phone', 0.2], ['plastic-food-container', 0.1]),
      materials: head(['plastic', 0.95]),
    });
    expect(item).toMatchObject({ id: 'mobile-phone', unsure: 'hazard' });
    expect(adviceStream(item!)).toBe('drop-off');
  });

  it('asks when no model is sure, offering its likeliest guess first', () => {
    const item = answer({
      items: items(['plastic-bottle', 0.3]),
      materials: head(['paper', 0.46], ['cardboard', 0.4]),
    });
    expect(item).toMatchObject({ id: 'paper', unsure: 'uncertain' });
    expect(answerChoices(item!)).toEqual(['paper', ...ANSWER_CHOICES.filter((c) => c !== 'paper')]);
  });

  it('asks about an unfamiliar photo nobody names', () => {
    expect(answer({ materials: head(['metal', 0.7]), familiar: false })).toMatchObject({
      id: 'aluminium-can',
      unsure: 'unfamiliar',
    });
  });

  it('says a picture of a screen that is like no waste photo is not waste', () => {
    const probabilities = new Float32Array(1000);
    probabilities[916] = 0.97; // web site
    const decided = decideIdentification(deviceEvidence(probabilities, head(['paper', 0.9]), false));
    expect(decided).toEqual({ kind: 'notWaste', items: [] });
    // A familiar photo of a printed page is paper, not "not waste".
    expect(decideIdentification(deviceEvidence(probabilities, head(['paper', 0.9]), true)).kind).toBe('item');
  });

  it('says a drawing or screenshot is not waste, unless it clearly shows a thing, which it asks about', () => {
    expect(
      decideIdentification(
        evidence({ digital: true, materials: head(['paper', 0.95]), items: items(['envelope', 0.4]) }),
      ),
    ).toEqual({ kind: 'notWaste', items: [] });
    expect(answer({ digital: true, items: items(['plastic-bottle', 0.8]) })).toMatchObject({
      id: 'plastic-bottle',
      unsure: 'unfamiliar',
    });
  });

  it('puts a product picture through the hazard check too', () => {
    // A "lighter" may be a battery to MobileNet: shown as a hazardous item, and asked about.
    expect(answer({ digital: true, items: items(['aluminium-can', 0.7], ['lighter', 0.25]) })).toMatchObject({
      id: 'household-hazardous',
      unsure: 'hazard',
    });
  });

  it('gives nothing when nothing is named and the head gave nothing', () => {
    expect(decideIdentification(evidence({ items: [] }))).toEqual({ kind: 'item', items: [] });
  });
});

describe('hazard first over both identifiers’ items', () => {
  const item = (id: WasteItemId, confidence: number, extra: Partial<IdentifiedItem> = {}): IdentifiedItem => ({
    ...toIdentifiedItem(id, confidence, 'cloud'),
    ...extra,
  });

  it('puts a hazard named beside a bin answer first, and asks', () => {
    const [first, second] = withHazardFirst([item('plastic-bottle', 0.95, { source: 'both' }), item('battery', 0.8)]);
    expect(first).toMatchObject({ id: 'battery', unsure: 'hazard' });
    expect(second).toMatchObject({ id: 'plastic-bottle' });
  });

  it('keeps the device’s hazard question ahead of an item the cloud confirmed', () => {
    const question = item('household-hazardous', 0.3, { source: 'device', unsure: 'hazard' });
    expect(withHazardFirst([item('aluminium-can', 0.9, { source: 'both' }), question])[0]).toEqual(question);
  });

  it('leaves a list alone when the answer is no bin, names no hazard, or is the person’s own', () => {
    const battery = item('battery', 0.6);
    const list = [item('mobile-phone', 0.9), battery];
    expect(withHazardFirst(list)).toEqual(list);
    const safe = [item('glass-bottle', 0.9), item('metal-lid', 0.6)];
    expect(withHazardFirst(safe)).toEqual(safe);
    const chosen = [item('plastic-bottle', 0.9, { materialConfirmed: true }), battery];
    expect(withHazardFirst(chosen)).toEqual(chosen);
  });
});

describe('the person’s answer', () => {
  const bottle = answer({ items: items(['plastic-bottle', 0.8]), materials: head(['plastic', 0.93]) })!;

  it('turns an item into the usual item of the chosen material, sure from then on', () => {
    const battery = withChosenAnswer({ ...bottle, unsure: 'unfamiliar' }, 'battery');
    expect(battery).toMatchObject({ id: 'battery', material: 'battery', materialConfirmed: true });
    expect(battery.unsure).toBeUndefined();
    expect(adviceStream(battery)).toBe('hazardous');
    expect(withChosenAnswer(bottle, 'hazardous')).toMatchObject({ id: 'household-hazardous', material: 'other' });
    expect(adviceStream(withChosenAnswer(bottle, 'organic'))).toBe('compost');
    expect(adviceStream(withChosenAnswer(bottle, 'textile'))).toBe('drop-off');
    expect(adviceStream(withChosenAnswer(bottle, 'other'))).toBe('landfill');
  });

  it('keeps the item when its material is the one chosen', () => {
    expect(withChosenAnswer(bottle, 'plastic')).toMatchObject({ id: 'plastic-bottle', materialConfirmed: true });
  });

  it('offers every material and hazardous, each once', () => {
    for (const choice of ANSWER_CHOICES) {
      const chosen = withChosenAnswer(bottle, choice);
      expect(new Set(answerChoices(chosen)).size).toBe(ANSWER_CHOICES.length);
      expect(answerChoices(chosen)[0]).toBe(choice);
    }
  });
});

describe('what is harmful', () => {
  it.each([
    ['battery', 'recycling', true],
    ['battery', 'landfill', true],
    ['battery', 'hazardous', false],
    ['e-waste', 'landfill', false],
    ['organic', 'recycling', true],
    ['organic', 'landfill', false],
    ['textile', 'recycling', true],
    ['glass', 'compost', true],
    ['plastic', 'landfill', false],
    ['other', 'recycling', true],
    ['paper', 'compost', false],
  ] as const)('%s in %s: %s', (material, stream, harmful) => {
    expect(isHarmful(stream, material)).toBe(harmful);
  });
});

describe('what the person taught', () => {
  const taught = (itemId: string, material: IdentifiedItem['material'], similarity = 0.7) => ({
    recollection: { itemId, material, similarity, examples: 3 },
  });

  it('answers from the correction, over what the models say, and stays changeable', () => {
    const first = answer({ ...taught('battery', 'battery'), items: items(['plastic-bottle', 0.9]) });
    expect(first).toMatchObject({ id: 'battery', material: 'battery', source: 'memory' });
    expect(first?.unsure).toBeUndefined();
    expect(first?.materialConfirmed).toBeUndefined();
  });

  it('is not second-guessed by the head: the person said what this kind of thing is', () => {
    const first = answer({ ...taught('clothing', 'textile'), materials: head(['plastic', 0.8]) });
    expect(first).toMatchObject({ id: 'clothing', source: 'memory' });
    expect(first?.unsure).toBeUndefined();
  });

  it('still asks before a bin when the photo may show a hazard', () => {
    const first = answer({ ...taught('plastic-bottle', 'plastic'), items: items(['lighter', 0.4]) });
    expect(first).toMatchObject({ unsure: 'hazard', id: 'household-hazardous' });
  });

  it('falls back to the usual item of the material for an item this catalogue lacks', () => {
    expect(answer(taught('a-future-item', 'glass'))).toMatchObject({ id: 'glass-bottle', source: 'memory' });
  });
});
