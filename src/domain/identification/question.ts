// The question the app asks about a photo, as the person sees it: what it is between, the answers
// shown as buttons, the ones kept behind "Something else", and the item an answer makes of a photo
// the app gave none for.
// The answers and their order are the decision rule's (decision.ts); this only arranges them.
import type { AnswerChoice, IdentifiedItem, Translate } from '../types';
import { itemName } from '../wasteItems';
import { HAZARD_ANSWERS } from './answers';
import { ANSWER_CHOICES, answerChoices, choiceOf, MAX_CHOICES, USUAL_ITEM, withChosenAnswer } from './decision';
import { toIdentifiedItem } from './identifiedItem';

type Answered = Pick<IdentifiedItem, 'id' | 'material' | 'choices' | 'materialConfirmed'>;

/** What a question asked for a hazard's sake is between: the likeliest answer, and the hazard. */
export interface HazardQuestion {
  likely: AnswerChoice;
  hazard: AnswerChoice;
}

/**
 * A question whose verdict is held to a hazard offered (a battery or hazard passed the bar, decision.ts)
 * while the likeliest answer is something else: the item shown is then the hazard, so its name alone
 * would say the app takes a paper bag for a battery. Undefined for every other item.
 */
export function hazardQuestion(
  item: Pick<IdentifiedItem, 'id' | 'material' | 'unsure' | 'choices'>,
): HazardQuestion | undefined {
  if (item.unsure === undefined) return undefined;
  const hazard = choiceOf(item);
  const likely = item.choices?.[0];
  if (!likely || !HAZARD_ANSWERS.includes(hazard) || HAZARD_ANSWERS.includes(likely)) return undefined;
  return { likely, hazard };
}

/**
 * A question whose verdict meanwhile is not the likeliest answer's and is no hazard: the advice shown is
 * the offered answer of least expected harm (a drink carton likelier metal is shown plastic's bin), so
 * the card says why, beside a likeliest answer that names another bin. A hazard's question says its own.
 */
export function showsSaferAnswer(item: Pick<IdentifiedItem, 'id' | 'material' | 'unsure' | 'choices'>): boolean {
  const likely = item.choices?.[0];
  return item.unsure !== undefined && likely !== undefined && likely !== choiceOf(item) && !hazardQuestion(item);
}

/**
 * The name a photo's answer is shown by: for a question held to a hazard, both answers it is between,
 * the likeliest first ("Paper or a battery?"); else the item's own name.
 */
export function shownName(
  item: Pick<IdentifiedItem, 'id' | 'label' | 'typedName' | 'material' | 'unsure' | 'choices'>,
  t: Translate,
): string {
  const between = hazardQuestion(item);
  if (!between) return itemName(item, t);
  return t(`identify.results.orHazard.${between.hazard === 'battery' ? 'battery' : 'hazardous'}`, {
    likely: t(`identify.choices.${between.likely}`),
  });
}

/**
 * The item a result is shared as having been sorted: none (null) while the app asks, since the person
 * has not said what they hold (held to a hazard, the advice shown is not even the likeliest answer's;
 * otherwise "Just sorted: General waste" went out for what was likelier cardboard).
 */
export function sharedName(
  item: Pick<IdentifiedItem, 'id' | 'label' | 'typedName' | 'material' | 'unsure' | 'choices'>,
  t: Translate,
): string | null {
  return item.unsure !== undefined ? null : itemName(item, t);
}

/**
 * The answers shown as buttons, likeliest first, at most MAX_CHOICES: the item's own (answerChoices).
 * An answer the person gave that was not among them comes first, so what they chose stays in sight.
 */
export function offeredAnswers(item: Answered): AnswerChoice[] {
  const offered = answerChoices(item);
  const own = choiceOf(item);
  if (!item.materialConfirmed || offered.includes(own)) return offered;
  return [own, ...offered].slice(0, MAX_CHOICES);
}

/**
 * Every answer not offered, behind "Something else" so none is out of reach: likeliest first by the
 * photo's ranking, then any the ranking lacks in the full list's order (the full list's order alone
 * for an answer no model ranked).
 */
export function otherAnswers(offered: readonly AnswerChoice[], ranking: readonly AnswerChoice[] = []): AnswerChoice[] {
  return [...new Set([...ranking, ...ANSWER_CHOICES])].filter((choice) => !offered.includes(choice));
}

/**
 * A photo the app gave no answer for (not waste), answered by the person: the answer's usual item,
 * confirmed as a changed answer is, keeping the answers that were offered, and their ranking, so
 * /results offers them too.
 */
export function answeredPhotoItem(
  choice: AnswerChoice,
  offered: readonly AnswerChoice[],
  ranking: readonly AnswerChoice[] = [],
): IdentifiedItem {
  const item = withChosenAnswer(toIdentifiedItem(USUAL_ITEM[choice], 1, 'device'), choice);
  if (!offered.length) return item;
  return { ...item, choices: [...offered], ...(ranking.length ? { ranking: [...ranking] } : {}) };
}
