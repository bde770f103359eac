// The harm of advice: what it costs to tell a person to put a thing in a stream, given what the
// thing truly is (the identification issue's truth table), in units of one question asked. The costs
// are data (knowledge/harm-costs.json); the decision rule (decision.ts) minimises their expectation.
import costs from '../../../knowledge/harm-costs.json';
import type { AnswerChoice, DisposalStream } from '../types';

export interface HarmCosts {
  /** Advice right for the thing. */
  right: number;
  /** Wrong but harmless: a bottle to a drop-off, a jar to general waste. */
  harmlessWrong: number;
  /** Harmful: food or clothes in recycling, glass, metal or plastic in compost, trash in recycling. */
  harmful: number;
  /** A battery or a hazardous item in a household bin: fires in trucks, poison in compost. */
  hazardInHouseholdBin: number;
  /** Asking the person, who then picks the right answer. */
  ask: number;
}

export const HARM_COSTS: Readonly<HarmCosts> = costs;

const HOUSEHOLD_BINS: ReadonlySet<DisposalStream> = new Set(['recycling', 'compost', 'landfill']);

export function isHouseholdBin(stream: DisposalStream): boolean {
  return HOUSEHOLD_BINS.has(stream);
}

/** The streams that are right for a thing that is truly `truth`. */
export const RIGHT_STREAMS: Readonly<Record<AnswerChoice, readonly DisposalStream[]>> = {
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
  other: ['landfill'],
};

/** Whether advice to put it in `stream` is harmful for a thing that is truly `truth`. */
export function isHarmful(stream: DisposalStream, truth: AnswerChoice): boolean {
  switch (truth) {
    case 'battery':
    case 'hazardous':
      return isHouseholdBin(stream);
    case 'organic':
    case 'textile':
      return stream === 'recycling';
    case 'glass':
    case 'metal':
    case 'plastic':
      return stream === 'compost';
    case 'other':
      return stream === 'recycling';
    default:
      return false;
  }
}

export type HarmKind = 'right' | 'harmlessWrong' | 'harmful' | 'hazardInHouseholdBin';

export function harmKind(stream: DisposalStream, truth: AnswerChoice): HarmKind {
  if (RIGHT_STREAMS[truth].includes(stream)) return 'right';
  if (!isHarmful(stream, truth)) return 'harmlessWrong';
  return truth === 'battery' || truth === 'hazardous' ? 'hazardInHouseholdBin' : 'harmful';
}

/** The cost of advising `stream` for a thing that is truly `truth`. */
export function harmOf(stream: DisposalStream, truth: AnswerChoice, table: HarmCosts = HARM_COSTS): number {
  return table[harmKind(stream, truth)];
}
