// @vitest-environment node
import type { AnswerChoice, DeviceEvidence } from '../../../../src/domain/identification/decision';
import { adviceStream, decideIdentification } from '../../../../src/domain/identification/decision';
import { isHouseholdBin } from '../../../../src/domain/identification/harm';
import { toIdentifiedItem } from '../../../../src/domain/identification/identifiedItem';
import { shownItems } from '../../../../src/domain/identification/reconcile';
import {
  answerVerdict,
  EMPTY_WINDOW,
  frameAnswer,
  LIVE_WINDOW,
  type LiveReading,
  type LiveWindow,
  voteOf,
  withReading,
} from '../../../../src/domain/live/settle';
import type { IdentifiedItem, UnsureReason } from '../../../../src/domain/types';
import { GENERIC_PACK } from '../../../../src/knowledge';
import { analyzeWithKnowledgeBase, RULE_PACKS } from '../../../../src/knowledge';

const evidence = (materials: [AnswerChoice, number][]): DeviceEvidence => ({
  items: [],
  materials: materials.map(([material, confidence]) => ({ material, confidence })),
  familiar: true,
  pictureScore: 0,
  digital: false,
  recollection: null,
});

const item = (id: string, unsure?: UnsureReason): IdentifiedItem => ({
  ...toIdentifiedItem(id, 0.9, 'device'),
  ...(unsure ? { unsure } : {}),
});
const BOTTLE = item('plastic-bottle');
const CAN = item('aluminium-can');
const BATTERY = item('battery');

/** A frame too dark to read: the viewfinder does not ask the model about it. */
const DARK = 'dark';

/**
 * Frames 100 ms apart (10 a second), each with the answer given; null for a frame that shows nothing,
 * DARK for one too dark to read.
 */
function play(answers: (IdentifiedItem | null | typeof DARK)[], start: LiveWindow<number> = EMPTY_WINDOW, from = 0) {
  let window = start;
  const shown: LiveWindow<number>['settlement'][] = [];
  answers.forEach((frame, k) => {
    const at = (from + k) * 100;
    const answer = frame === DARK ? null : frame;
    const vote = frame === DARK ? DARK : voteOf(answer);
    const reading: LiveReading<number> = { at, answer, vote, frame: from + k };
    window = withReading(window, reading);
    shown.push(window.settlement);
  });
  return { window, shown, states: shown.map((s) => s.state) };
}

const settledOn = (settlement: LiveWindow<number>['settlement']) =>
  settlement.state === 'settled' ? settlement.reading.answer?.id : undefined;

describe('a frame’s answer', () => {
  it('is the answer a photo of it gets: the decision rule, then the items a photo shows', () => {
    for (const materials of [
      [
        ['plastic', 0.96],
        ['glass', 0.03],
        ['metal', 0.01],
      ],
      [
        ['plastic', 0.7],
        ['battery', 0.3],
      ],
      [
        ['paper', 0.45],
        ['cardboard', 0.4],
        ['plastic', 0.15],
      ],
    ] as [AnswerChoice, number][][]) {
      const frame = evidence(materials);
      expect(frameAnswer(frame)).toEqual(shownItems(decideIdentification(frame).items, [])[0]);
    }
  });

  it('votes a battery the decision asks about as a hazard, never as its bin', () => {
    const answer = frameAnswer(
      evidence([
        ['plastic', 0.7],
        ['battery', 0.3],
      ]),
    );
    expect(answer).toMatchObject({ id: 'battery', unsure: 'hazard' });
    expect(voteOf(answer)).toBe('hazard');
  });

  it('votes for an item only when sure; a doubt, an unfamiliar picture or nothing vote for no answer', () => {
    expect(voteOf(BOTTLE)).toEqual({ item: 'plastic-bottle' });
    expect(voteOf(item('plastic-bottle', 'uncertain'))).toBe('notSure');
    expect(voteOf(item('plastic-bottle', 'conflict'))).toBe('notSure');
    expect(voteOf(item('plastic-bottle', 'unfamiliar'))).toBe('closer');
    expect(voteOf(null)).toBe('closer');
    expect(voteOf(item('mobile-phone', 'hazard'))).toBe('hazard');
    expect(voteOf(item('household-hazardous'))).toBe('hazard');
  });
});

describe('the live vote', () => {
  it('looks until three frames agree, then settles on the latest frame that gave the answer', () => {
    const { shown, states } = play([BOTTLE, BOTTLE, BOTTLE]);
    expect(states).toEqual(['looking', 'looking', 'settled']);
    expect(shown[2]).toMatchObject({ state: 'settled', reading: { frame: 2, answer: BOTTLE } });
  });

  it('holds a settled answer through stray frames and switches after three frames of the new scene', () => {
    const { shown } = play([BOTTLE, BOTTLE, BOTTLE, CAN, CAN, null, CAN]);
    expect(shown.map(settledOn)).toEqual([
      undefined,
      undefined,
      'plastic-bottle',
      'plastic-bottle',
      'plastic-bottle',
      // Bottle, bottle, can, can, nothing: no answer has three frames, and two still give the bottle.
      'plastic-bottle',
      'aluminium-can',
    ]);
  });

  it('says it is not sure while the frames disagree, rather than flicker between answers', () => {
    const { states, shown } = play([BOTTLE, CAN, item('glass-bottle'), CAN, BOTTLE]);
    expect(states).toEqual(['looking', 'looking', 'unsure', 'unsure', 'unsure']);
    expect(shown.at(-1)).toEqual({ state: 'unsure', why: 'notSure' });
  });

  it('asks to hold the item closer when the frames show nothing it knows', () => {
    const { shown } = play([null, item('plastic-bottle', 'unfamiliar'), null]);
    expect(shown.at(-1)).toEqual({ state: 'unsure', why: 'closer' });
  });

  it('says it is too dark while most frames are, and settles once the item is lit', () => {
    const { shown } = play([DARK, DARK, DARK, BOTTLE, BOTTLE, BOTTLE]);
    expect(shown[2]).toEqual({ state: 'unsure', why: 'dark' });
    expect(shown[4]).toEqual({ state: 'unsure', why: 'dark' });
    expect(settledOn(shown[5]!)).toBe('plastic-bottle');
  });

  it('lets a settled answer go once the light does, rather than keep naming what it can no longer see', () => {
    const { shown } = play([BOTTLE, BOTTLE, BOTTLE, DARK, DARK, DARK]);
    // Bottle, bottle, bottle, dark, dark: the bottle still has three of five frames.
    expect(settledOn(shown[4]!)).toBe('plastic-bottle');
    expect(shown[5]).toEqual({ state: 'unsure', why: 'dark' });
  });

  it('gives the reason most frames give when none has a majority', () => {
    const { shown } = play([DARK, BOTTLE, DARK, null, CAN]);
    expect(shown.at(-1)).toEqual({ state: 'unsure', why: 'dark' });
  });

  it('does not count frames older than the window', () => {
    const first = play([BOTTLE, BOTTLE]);
    const frame = (LIVE_WINDOW.ms + 200) / 100;
    const later = play([BOTTLE], first.window, frame);
    expect(later.window.readings.map((r) => r.frame)).toEqual([frame]);
    expect(later.states).toEqual(['looking']);
  });

  it('lets one hazard frame hold back a steady bin answer, and two name the hazard', () => {
    const { shown } = play([BOTTLE, BOTTLE, BOTTLE, BOTTLE, BATTERY, BATTERY]);
    expect(shown[3]).toMatchObject({ state: 'settled' });
    expect(shown[4]).toEqual({ state: 'unsure', why: 'notSure' });
    expect(shown[5]).toMatchObject({ state: 'settled', reading: { answer: BATTERY, frame: 5 } });
  });

  it('names only a hazard the decision sends to no household bin; a bin answer asked about as a hazard stays unsure', () => {
    const asked = item('plastic-bottle', 'hazard');
    const { shown } = play([BOTTLE, BOTTLE, BOTTLE, asked, asked, asked]);
    expect(shown.slice(3)).toEqual(Array(3).fill({ state: 'unsure', why: 'notSure' }));
  });

  it('keeps every household bin away while a hazard frame is in the window, whatever the frames around it', () => {
    // A seeded walk over bottles, cans, batteries and blanks.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pool = [BOTTLE, CAN, BATTERY, null, item('plastic-bottle', 'hazard')];
    const answers = Array.from({ length: 2000 }, () => pool[Math.floor(next() * pool.length)]!);
    const shown: LiveWindow<number>['settlement'][] = [];
    let window: LiveWindow<number> = EMPTY_WINDOW;
    answers.forEach((answer, k) => {
      window = withReading(window, { at: k * 100, answer, vote: voteOf(answer), frame: k });
      shown.push(window.settlement);
      const hazardInView = window.readings.some((r) => r.vote === 'hazard');
      const settled = window.settlement.state === 'settled' ? window.settlement.reading.answer : null;
      if (hazardInView && settled) expect(isHouseholdBin(adviceStream(settled))).toBe(false);
    });
    expect(shown.some((s) => s.state === 'settled')).toBe(true);
  });
});

describe('the live answer’s verdict', () => {
  it('is the verdict the results give the same item, in every pack', () => {
    const location = { city: '', latitude: 0, longitude: 0 };
    for (const pack of RULE_PACKS) {
      const rules = { pack, generic: GENERIC_PACK };
      for (const answer of [BOTTLE, CAN, BATTERY, item('food-leftovers'), item('mobile-phone')]) {
        const analysis = analyzeWithKnowledgeBase({ items: [answer], location, language: 'en' }, rules);
        expect(answerVerdict(answer, rules), `${answer.id} in ${pack.id}`).toEqual(analysis!.verdicts[0]);
      }
    }
  });

  it('never sends a battery to a household bin', () => {
    const verdict = answerVerdict(BATTERY, { pack: GENERIC_PACK, generic: GENERIC_PACK })!;
    expect(verdict.stream).toBe('hazardous');
    expect(verdict.bin.colour).toBe('none');
  });
});
