// How an answer is scored against the truth (the identification issue's truth table): right, asked
// (counted right when the true material is among the choices), harmless-wrong, or harmful.
import { isHarmful } from '../../src/domain/identification/decision';
import type { DisposalStream, Material } from '../../src/domain/types';

/** A labelled folder's name: a material, 'trash' (TrashNet's), 'hazardous', or 'not-waste' (drawings, screenshots). */
export type Truth = Material | 'trash' | 'hazardous' | 'not-waste';

export type Outcome = 'right' | 'asked' | 'harmless-wrong' | 'harmful';

/** The streams that are right for a thing of this truth. */
export const RIGHT_STREAMS: Readonly<Record<Exclude<Truth, 'not-waste'>, readonly DisposalStream[]>> = {
  battery: ['hazardous', 'drop-off'],
  hazardous: ['hazardous'],
  organic: ['compost'],
  textile: ['drop-off'],
  'e-waste': ['drop-off'],
  glass: ['recycling'],
  metal: ['recycling'],
  plastic: ['recycling'],
  paper: ['recycling'],
  cardboard: ['recycling'],
  trash: ['landfill'],
  other: ['landfill'],
};

export interface Answer {
  item: string | null;
  stream: DisposalStream | null;
  unsure: boolean;
  choices: readonly string[];
}

export function scoreAnswer(truth: Truth, answer: Answer): Outcome {
  if (truth === 'not-waste') return answer.item === null || answer.unsure ? 'right' : 'harmless-wrong';
  const material = truth === 'trash' ? 'other' : truth;
  if (answer.unsure)
    return answer.choices.includes(material) || (truth === 'hazardous' && answer.choices.includes('other'))
      ? 'asked'
      : 'harmless-wrong';
  if (answer.stream && RIGHT_STREAMS[truth].includes(answer.stream)) return 'right';
  return answer.stream && isHarmful(answer.stream, material) ? 'harmful' : 'harmless-wrong';
}

export interface Tally {
  photos: number;
  right: number;
  asked: number;
  harmlessWrong: number;
  harmful: number;
}

export const emptyTally = (): Tally => ({ photos: 0, right: 0, asked: 0, harmlessWrong: 0, harmful: 0 });

export function add(tally: Tally, outcome: Outcome): void {
  tally.photos++;
  if (outcome === 'right') tally.right++;
  else if (outcome === 'asked') {
    tally.asked++;
    tally.right++;
  } else if (outcome === 'harmful') tally.harmful++;
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
    }),
    emptyTally(),
  );
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');

/** A fixed-width table: one row per truth, then all. "right" includes the photos asked about. */
export function formatTallies(rows: readonly [string, Tally][]): string {
  const header = ['material', 'photos', 'right', 'asked', 'harmless-wrong', 'harmful'];
  const total = sumTallies(rows.map(([, t]) => t));
  const lines = [...rows, ['all', total] as [string, Tally]].map(([name, t]) => [
    name,
    String(t.photos),
    pct(t.right, t.photos),
    pct(t.asked, t.photos),
    pct(t.harmlessWrong, t.photos),
    pct(t.harmful, t.photos),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [header, ...lines].map((cells) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ')).join('\n');
}
