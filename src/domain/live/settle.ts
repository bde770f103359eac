// The live camera's answer: each frame is answered exactly as a photo is (the decision rule, then the
// items a photo shows), and the viewfinder shows an answer only once the last frames agree on it, so it
// never flickers between answers. Hazard first holds here too: one recent frame whose answer is a
// hazard keeps every household bin off the screen, and two make the hazard the answer, however
// steady the bin answer before them was. Pure: the frames' times come in with them.
import type { RuleContext } from '../analysis/analysis';
import { HAZARD_ANSWERS } from '../identification/answers';
import {
  adviceStream,
  choiceOf,
  decideIdentification,
  type DeviceEvidence,
  disposalItemId,
} from '../identification/decision';
import { isHouseholdBin } from '../identification/harm';
import { shownItems } from '../identification/reconcile';
import { type Verdict, verdictWithRuling } from '../rules/verdict';
import type { IdentifiedItem } from '../types';
import { findWasteItem } from '../wasteItems';

/** The frames a vote counts: the last few, and none older than this (a scene long gone does not vote). */
export const LIVE_WINDOW = { frames: 5, ms: 1500 } as const;
/** Frames of the window that must agree for an answer to show: a majority of a full window. */
export const SETTLE_VOTES = 3;
/** A shown answer stays while this many frames of the window still give it and no other has a majority. */
export const STAY_VOTES = 2;
/** Frames of the window whose answer is a hazard that make the hazard the answer. */
export const HAZARD_VOTES = 2;

/**
 * Why no answer shows: nothing recognisable in view ('closer'), frames that disagree or doubt
 * ('notSure'), or frames too dark to read at all ('dark': the model is not asked to guess).
 */
export type UnsureWhy = 'closer' | 'notSure' | 'dark';

/** When frames disagree on why there is no answer, the reason most of them give; ties go to the first. */
const UNSURE_REASONS: readonly UnsureWhy[] = ['notSure', 'closer', 'dark'];

/** What one frame voted for: a sure item, a hazard, or one of the reasons for no answer. */
export type Vote = { item: string } | 'hazard' | UnsureWhy;

export interface LiveReading<Frame> {
  /** When the frame was taken, in ms. */
  at: number;
  /** The answer a photo of this frame gets: the first item it shows; null when it shows none or was too dark to read. */
  answer: IdentifiedItem | null;
  vote: Vote;
  /** The frame itself, for "Use this". */
  frame: Frame;
}

export type LiveSettlement<Frame> =
  { state: 'looking' } | { state: 'settled'; reading: LiveReading<Frame> } | { state: 'unsure'; why: UnsureWhy };

export interface LiveWindow<Frame> {
  /** The frames that vote, oldest first. */
  readings: readonly LiveReading<Frame>[];
  settlement: LiveSettlement<Frame>;
}

export const EMPTY_WINDOW: LiveWindow<never> = { readings: [], settlement: { state: 'looking' } };

/** The answer a photo of this frame would lead with: the same decision and the same shown items as a photo's. */
export function frameAnswer(evidence: DeviceEvidence): IdentifiedItem | null {
  const decided = decideIdentification(evidence);
  return shownItems(decided.items, [])[0] ?? null;
}

/** An answer the viewfinder must treat as a hazard: a battery or hazardous answer, or one asked about as a hazard. */
export function isHazardAnswer(answer: IdentifiedItem): boolean {
  return answer.unsure === 'hazard' || HAZARD_ANSWERS.includes(choiceOf(answer));
}

export function voteOf(answer: IdentifiedItem | null): Vote {
  if (!answer) return 'closer';
  if (isHazardAnswer(answer)) return 'hazard';
  // A photo unlike those the model learned from is best taken again from nearer; doubt between answers is not.
  if (answer.unsure === 'unfamiliar') return 'closer';
  if (answer.unsure) return 'notSure';
  return { item: answer.id };
}

const keyOf = (vote: Vote) => (typeof vote === 'string' ? vote : `item:${vote.item}`);

/** The window with a new frame's reading in it, and what the viewfinder shows now. */
export function withReading<Frame>(window: LiveWindow<Frame>, reading: LiveReading<Frame>): LiveWindow<Frame> {
  const readings = [...window.readings, reading]
    .filter((r) => reading.at - r.at <= LIVE_WINDOW.ms)
    .slice(-LIVE_WINDOW.frames);
  return { readings, settlement: settle(readings, window.settlement) };
}

function settle<Frame>(
  readings: readonly LiveReading<Frame>[],
  previous: LiveSettlement<Frame>,
): LiveSettlement<Frame> {
  const latestOf = (key: string) => readings.findLast((r) => keyOf(r.vote) === key)!;
  const counts = new Map<string, number>();
  for (const { vote } of readings) counts.set(keyOf(vote), (counts.get(keyOf(vote)) ?? 0) + 1);
  const hazards = counts.get('hazard') ?? 0;
  // The hazard named is one the decision sends to no household bin (a battery asked about, not the
  // bottle shown while asking whether it is one).
  const named = readings.findLast((r) => r.vote === 'hazard' && !isHouseholdBin(adviceStream(r.answer!)));
  if (hazards >= HAZARD_VOTES && named) return { state: 'settled', reading: named };
  // One hazard frame is too few to name the hazard, and enough to hold back any bin.
  if (hazards > 0) return { state: 'unsure', why: 'notSure' };

  const [leader, votes] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
  if (votes >= SETTLE_VOTES && votes * 2 > readings.length) {
    return leader.startsWith('item:')
      ? { state: 'settled', reading: latestOf(leader) }
      : { state: 'unsure', why: leader as UnsureWhy };
  }
  if (previous.state === 'settled') {
    const kept = keyOf(previous.reading.vote);
    if ((counts.get(kept) ?? 0) >= STAY_VOTES) return { state: 'settled', reading: latestOf(kept) };
  }
  if (readings.length < SETTLE_VOTES) return { state: 'looking' };
  const why = UNSURE_REASONS.reduce((a, b) => ((counts.get(b) ?? 0) > (counts.get(a) ?? 0) ? b : a));
  return { state: 'unsure', why };
}

/** Where the place's rules send the answer: the verdict the results give it. */
export function answerVerdict(answer: IdentifiedItem, rules: Pick<RuleContext, 'pack' | 'generic'>): Verdict | null {
  const definition = findWasteItem(disposalItemId(answer));
  return definition ? verdictWithRuling(rules.pack, rules.generic, definition, answer.ruling) : null;
}
