import { answerVerdicts } from '../../../../src/domain/analysis/answerVerdicts';
import { ANSWER_CHOICES, MAX_CHOICES } from '../../../../src/domain/identification/decision';
import {
  answeredPhotoItem,
  hazardQuestion,
  offeredAnswers,
  otherAnswers,
  shownName,
  showsSaferAnswer,
} from '../../../../src/domain/identification/question';
import { verdictWithRuling } from '../../../../src/domain/rules/verdict';
import type { IdentifiedItem } from '../../../../src/domain/types';
import { findWasteItem } from '../../../../src/domain/wasteItems';
import { GENERIC_PACK, RULE_PACKS } from '../../../../src/knowledge';

const bag: IdentifiedItem = {
  id: 'plastic-bag',
  label: 'Plastic bag',
  material: 'plastic',
  confidence: 0.6,
  source: 'device',
  unsure: 'uncertain',
  choices: ['plastic', 'paper', 'battery', 'glass'],
};
const TORONTO = { pack: RULE_PACKS.find((pack) => pack.id === 'ca-toronto')!, generic: GENERIC_PACK };

describe('what a question asked for a hazard’s sake is between', () => {
  const heldAs = (
    id: string,
    material: IdentifiedItem['material'],
    choices: IdentifiedItem['choices'],
  ): IdentifiedItem => ({
    id,
    label: id,
    material,
    confidence: 0.02,
    source: 'device',
    unsure: 'hazard',
    choices,
  });

  it('is the likeliest answer and the hazard the verdict is held to, when the two differ', () => {
    expect(hazardQuestion(heldAs('battery', 'battery', ['paper', 'other', 'battery']))).toEqual({
      likely: 'paper',
      hazard: 'battery',
    });
    // A hazardous item is the "hazardous" answer whatever it is made of.
    expect(hazardQuestion(heldAs('household-hazardous', 'other', ['cardboard', 'other', 'hazardous']))).toEqual({
      likely: 'cardboard',
      hazard: 'hazardous',
    });
    expect(hazardQuestion(heldAs('light-bulb', 'glass', ['glass', 'plastic', 'hazardous']))).toEqual({
      likely: 'glass',
      hazard: 'hazardous',
    });
  });

  it('whatever the reason given for asking, when the hazard is what the verdict is held to', () => {
    expect(
      hazardQuestion({ ...heldAs('battery', 'battery', ['other', 'cardboard', 'battery']), unsure: 'unfamiliar' }),
    ).toEqual({ likely: 'other', hazard: 'battery' });
  });

  it('is nothing when the hazard is itself the likeliest, when no hazard is held to, or when not asking', () => {
    expect(hazardQuestion(heldAs('battery', 'battery', ['battery', 'metal', 'other']))).toBeUndefined();
    expect(hazardQuestion(heldAs('battery', 'battery', ['hazardous', 'battery', 'metal']))).toBeUndefined();
    expect(hazardQuestion(heldAs('battery', 'battery', undefined))).toBeUndefined();
    expect(hazardQuestion(bag)).toBeUndefined();
    expect(
      hazardQuestion({ ...heldAs('battery', 'battery', ['paper', 'battery']), unsure: undefined }),
    ).toBeUndefined();
    // The cloud's phone put first for its battery (withHazardFirst): a device, not a hazard answer.
    expect(hazardQuestion(heldAs('mobile-phone', 'e-waste', ['e-waste', 'plastic', 'glass']))).toBeUndefined();
  });
});

describe('a question that shows a safer answer than the likeliest', () => {
  const asked = (material: IdentifiedItem['material'], choices: IdentifiedItem['choices'], unsure = 'conflict') =>
    ({
      ...bag,
      id: findWasteItem(`${material}-bottle`)?.id ?? 'general-waste',
      material,
      choices,
      unsure,
    }) as IdentifiedItem;

  it('is the shown answer not being the likeliest, for every question but a hazard’s', () => {
    // A drink carton likelier metal, shown plastic's bin meanwhile (a photo from a home).
    expect(showsSaferAnswer(asked('plastic', ['metal', 'plastic', 'other']))).toBe(true);
    expect(showsSaferAnswer(asked('plastic', ['plastic', 'metal', 'other']))).toBe(false);
    expect(showsSaferAnswer({ ...asked('plastic', ['metal', 'plastic', 'other']), unsure: undefined })).toBe(false);
    expect(showsSaferAnswer(asked('plastic', undefined))).toBe(false);
    // A hazard's question has its own note.
    expect(showsSaferAnswer({ ...asked('battery', ['paper', 'other', 'battery'], 'hazard'), id: 'battery' })).toBe(
      false,
    );
  });
});

describe('the name an answer is shown by', () => {
  // Keys and their values, so the test sees which words are asked for.
  const t = (key: string, values?: Record<string, string | number>) =>
    values ? `${key}(${Object.values(values).join(',')})` : key;

  it('names both answers of a question held to a hazard, the likeliest first', () => {
    const held: IdentifiedItem = {
      id: 'household-hazardous',
      label: 'Hazardous household item',
      material: 'other',
      confidence: 0.02,
      source: 'device',
      unsure: 'hazard',
      choices: ['metal', 'glass', 'hazardous'],
    };
    expect(shownName(held, t)).toBe('identify.results.orHazard.hazardous(identify.choices.metal)');
    expect(shownName({ ...held, id: 'battery', material: 'battery', choices: ['paper', 'battery'] }, t)).toBe(
      'identify.results.orHazard.battery(identify.choices.paper)',
    );
  });

  it('is the item’s own name otherwise', () => {
    expect(shownName(bag, t)).toBe('items.plastic-bag(Plastic bag)');
  });
});

describe('the question’s answers', () => {
  it('offers the item’s answers in their order, at most three, and keeps the rest behind Something else', () => {
    const offered = offeredAnswers(bag);
    expect(offered).toEqual(['plastic', 'paper', 'battery']);
    expect(offered).toHaveLength(MAX_CHOICES);
    expect(otherAnswers(offered)).toEqual(ANSWER_CHOICES.filter((choice) => !offered.includes(choice)));
    expect([...offered, ...otherAnswers(offered)].sort()).toEqual([...ANSWER_CHOICES].sort());
  });

  it('lists the answers behind Something else likeliest first when the photo ranked them', () => {
    const offered = offeredAnswers(bag);
    const ranking = ['plastic', 'paper', 'other', 'textile', 'battery', 'glass'] as const;
    const others = otherAnswers(offered, ranking);
    expect(others.slice(0, 3)).toEqual(['other', 'textile', 'glass']);
    // Those the ranking lacks follow in the full list's order; none is offered twice or left out.
    expect(others.slice(3)).toEqual(
      ANSWER_CHOICES.filter((choice) => ![...offered, ...others.slice(0, 3)].includes(choice)),
    );
    expect([...offered, ...others].sort()).toEqual([...ANSWER_CHOICES].sort());
  });

  it('puts an answer the person chose outside the offered ones first', () => {
    const chosen = { ...bag, id: 'clothing', material: 'textile' as const, materialConfirmed: true as const };
    expect(offeredAnswers(chosen)).toEqual(['textile', 'plastic', 'paper']);
    expect(offeredAnswers({ ...chosen, id: 'paper', material: 'paper' })).toEqual(['plastic', 'paper', 'battery']);
  });

  it('makes a confirmed item of an answer to a photo given none, keeping what was offered', () => {
    expect(answeredPhotoItem('battery', ['battery', 'hazardous'])).toEqual({
      id: 'battery',
      label: 'Battery',
      material: 'battery',
      confidence: 1,
      source: 'device',
      materialConfirmed: true,
      choices: ['battery', 'hazardous'],
    });
    expect(answeredPhotoItem('hazardous', [])).not.toHaveProperty('choices');
    expect(answeredPhotoItem('hazardous', []).id).toBe('household-hazardous');
    expect(answeredPhotoItem('paper', ['battery', 'paper'], ['battery', 'paper', 'other']).ranking).toEqual([
      'battery',
      'paper',
      'other',
    ]);
  });

  it('gives each offered answer the verdict of the item it makes; the item’s own is the item’s', () => {
    const answers = answerVerdicts(bag, TORONTO);
    expect(answers.map((answer) => answer.choice)).toEqual(['plastic', 'paper', 'battery']);
    // "Plastic" keeps the bag (its own answer): the bag's rule, not a bottle's.
    const bagVerdict = verdictWithRuling(TORONTO.pack, GENERIC_PACK, findWasteItem('plastic-bag')!, undefined);
    expect(answers[0]!.verdict).toEqual(bagVerdict);
    expect(answers[1]!.verdict.item).toBe('paper');
    expect(answers[2]!.verdict).toMatchObject({ item: 'battery', stream: 'hazardous' });
    expect(answers[2]!.verdict.bin.colour).toBe('none');
    // The verdict the results show for the item is the one its answer names.
    const shown = { ...bagVerdict, note: { en: 'n', es: 'n', zh: 'n', hi: 'n', ar: 'n' } };
    expect(answerVerdicts(bag, TORONTO, shown)[0]!.verdict).toBe(shown);
  });
});
