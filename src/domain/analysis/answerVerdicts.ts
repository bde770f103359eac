// Where each answer the app offers would send the item, under the rules the analysis follows: the
// bin the change-answer control names beside each answer, so the person sees what a tap leads to.
import { choiceOf, disposalItemId, withChosenAnswer } from '../identification/decision';
import { offeredAnswers } from '../identification/question';
import { type Verdict, verdictWithRuling } from '../rules/verdict';
import type { AnswerChoice, IdentifiedItem } from '../types';
import { findWasteItem } from '../wasteItems';
import type { RuleContext } from './analysis';

export interface AnswerVerdict {
  choice: AnswerChoice;
  verdict: Verdict;
}

/**
 * The pack's verdict for the item each offered answer makes (withChosenAnswer), the offered order
 * kept. The item's own answer is the item itself: its verdict, given, is the one the results show.
 */
export function answerVerdicts(
  item: IdentifiedItem,
  rules: Pick<RuleContext, 'pack' | 'generic'>,
  itemVerdict?: Verdict,
): AnswerVerdict[] {
  const own = choiceOf(item);
  return offeredAnswers(item).flatMap((choice) => {
    const answered = choice === own ? item : withChosenAnswer(item, choice);
    const definition = findWasteItem(disposalItemId(answered));
    if (!definition) return [];
    const verdict =
      choice === own && itemVerdict?.item === definition.id
        ? itemVerdict
        : verdictWithRuling(rules.pack, rules.generic, definition, answered.ruling);
    return [{ choice, verdict }];
  });
}
