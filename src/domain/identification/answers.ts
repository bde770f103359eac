// The answers a person can give about a photo, and the catalogue item each stands for: the classes
// the on-device model gives probabilities over (materialHead.ts) and the decision rule chooses among.
import { type AnswerChoice, type IdentifiedItem, MATERIALS } from '../types';
import { findWasteItem, type WasteItemId } from '../wasteItems';

/** Every answer, in the order the full list shows them: the materials, "hazardous", then "other". */
export const ANSWER_CHOICES: readonly AnswerChoice[] = [
  ...MATERIALS.filter((material) => material !== 'other'),
  'hazardous',
  'other',
];

/** Answers whose things must never go in a household bin. */
export const HAZARD_ANSWERS: readonly AnswerChoice[] = ['battery', 'hazardous'];

/** The item an answer stands for when no model names one of it. */
export const USUAL_ITEM: Readonly<Record<AnswerChoice, WasteItemId>> = {
  plastic: 'plastic-bottle',
  glass: 'glass-bottle',
  metal: 'aluminium-can',
  paper: 'paper',
  cardboard: 'cardboard-box',
  organic: 'food-leftovers',
  textile: 'clothing',
  'e-waste': 'small-appliance',
  battery: 'battery',
  hazardous: 'household-hazardous',
  other: 'general-waste',
};

/** A question offers at most this many answers, then "Something else" (the item search). */
export const MAX_CHOICES = 3;

/**
 * The answer a catalogue item stands for: its material, or "hazardous" for a hazardous item that is
 * not a battery (a light bulb is glass, but must not go with the glass).
 */
export function answerOfItem(id: WasteItemId): AnswerChoice | undefined {
  const definition = findWasteItem(id);
  if (!definition) return undefined;
  return definition.stream === 'hazardous' && definition.material !== 'battery' ? 'hazardous' : definition.material;
}

/** The answer an identified item stands for (an item the catalogue lacks keeps its material). */
export function choiceOf(item: Pick<IdentifiedItem, 'material' | 'id'>): AnswerChoice {
  const answer = answerOfItem(item.id);
  return answer === 'hazardous' ? answer : item.material;
}
