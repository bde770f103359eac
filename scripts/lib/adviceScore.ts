// How an answer is scored against the truth (the identification issue's truth table, harm.ts): right,
// asked (counted right when the true answer is among the choices offered), harmless-wrong, or harmful;
// whether the person was asked at all (whatever was offered); and whether a thing that is no hazard
// was shown the hazardous-waste verdict (a false alarm).
import { ANSWER_CHOICES } from '../../src/domain/identification/answers';
import { harmKind } from '../../src/domain/identification/harm';
import type { AnswerChoice, DisposalStream } from '../../src/domain/types';

/** A labelled folder's name: an answer, 'trash' (TrashNet's), or 'not-waste' (drawings, screenshots). */
export type Truth = AnswerChoice | 'trash' | 'not-waste';

export type Outcome = 'right' | 'asked' | 'harmless-wrong' | 'harmful';

/** Every folder name a labelled folder may have. */
export const TRUTHS: readonly Truth[] = [...ANSWER_CHOICES, 'trash', 'not-waste'];

export interface Answer {
  item: string | null;
  stream: DisposalStream | null;
  unsure: boolean;
  choices: readonly string[];
}

export function scoreAnswer(truth: Truth, answer: Answer): Outcome {
  if (truth === 'not-waste') return answer.item === null || answer.unsure ? 'right' : 'harmless-wrong';
  const material: AnswerChoice = truth === 'trash' ? 'other' : truth;
  if (answer.unsure) return answer.choices.includes(material) ? 'asked' : 'harmless-wrong';
  if (!answer.stream) return 'harmless-wrong';
  const kind = harmKind(answer.stream, material);
  return kind === 'right' ? 'right' : kind === 'harmlessWrong' ? 'harmless-wrong' : 'harmful';
}

/** A thing that is no hazard shown the hazardous-waste verdict: an answer, or the verdict shown while asking. */
export function isFalseAlarm(truth: Truth, answer: Answer): boolean {
  return truth !== 'battery' && truth !== 'hazardous' && answer.stream === 'hazardous';
}

/** Everything one photo adds to a tally. */
export interface Judgement {
  outcome: Outcome;
  /** The app asked, whether or not the truth was among the answers offered. */
  asked: boolean;
  /** Judged not a piece of waste (no item) though it was one. */
  refused: boolean;
  falseAlarm: boolean;
}

export function judge(truth: Truth, answer: Answer): Judgement {
  return {
    outcome: scoreAnswer(truth, answer),
    asked: answer.unsure,
    refused: answer.item === null && truth !== 'not-waste',
    falseAlarm: isFalseAlarm(truth, answer),
  };
}

export interface Tally {
  photos: number;
  /** Right answers, and questions that offered the truth. */
  right: number;
  /** Every question, whatever it offered. */
  asked: number;
  harmlessWrong: number;
  harmful: number;
  /** Judged not a piece of waste (no item) though it was one. */
  refused: number;
  /** isFalseAlarm. */
  shownHazardous: number;
}

export const emptyTally = (): Tally => ({
  photos: 0,
  right: 0,
  asked: 0,
  harmlessWrong: 0,
  harmful: 0,
  refused: 0,
  shownHazardous: 0,
});

export function add(tally: Tally, { outcome, asked, refused, falseAlarm }: Judgement): void {
  tally.photos++;
  if (asked) tally.asked++;
  if (refused) tally.refused++;
  if (falseAlarm) tally.shownHazardous++;
  if (outcome === 'right' || outcome === 'asked') tally.right++;
  else if (outcome === 'harmful') tally.harmful++;
  else tally.harmlessWrong++;
}

/** The tallies added up. */
export function sumTallies(tallies: readonly Tally[]): Tally {
  return tallies.reduce(
    (sum, t) => ({
      photos: sum.photos + t.photos,
      right: sum.right + t.right,
      asked: sum.asked + t.asked,
      harmlessWrong: sum.harmlessWrong + t.harmlessWrong,
      harmful: sum.harmful + t.harmful,
      refused: sum.refused + t.refused,
      shownHazardous: sum.shownHazardous + t.shownHazardous,
    }),
    emptyTally(),
  );
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');

/**
 * A fixed-width table: one row per truth, then all. "right" includes the questions that offered the
 * truth; "asked" counts every question (a question that did not offer the truth is also counted wrong);
 * "shown hazardous" counts things that are no hazard (isFalseAlarm). rowName heads the first column.
 */
export function formatTallies(rows: readonly [string, Tally][], rowName = 'truth'): string {
  const header = [rowName, 'photos', 'right', 'asked', 'refused', 'harmless-wrong', 'harmful', 'shown hazardous'];
  const total = sumTallies(rows.map(([, t]) => t));
  const lines = [...rows, ['all', total] as [string, Tally]].map(([name, t]) => [
    name,
    String(t.photos),
    pct(t.right, t.photos),
    pct(t.asked, t.photos),
    pct(t.refused, t.photos),
    pct(t.harmlessWrong, t.photos),
    pct(t.harmful, t.photos),
    pct(t.shownHazardous, t.photos),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [header, ...lines].map((cells) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ')).join('\n');
}
