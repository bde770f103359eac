import './ChangeAnswer.css';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { type AnswerBin, AnswerChoices } from '../../components/AnswerChoices/AnswerChoices';
import type { AnswerVerdict } from '../../domain/analysis/answerVerdicts';
import { localisedName } from '../../domain/analysis/renderAnalysis';
import { adviceStream, choiceOf, withChosenAnswer } from '../../domain/identification/decision';
import { offeredAnswers } from '../../domain/identification/question';
import type { AnswerChoice, IdentifiedItem } from '../../domain/types';
import { primarySubtag } from '../../i18n';

interface ChangeAnswerProps {
  item: IdentifiedItem;
  /** Where each offered answer leads under the place's rule pack (the analysis's answers). */
  answers?: readonly AnswerVerdict[] | undefined;
  onChoose: (choice: AnswerChoice) => void;
  /** The person names the item itself, in the search behind "Something else". */
  onChooseItem: (item: IdentifiedItem) => void;
  /** A change is being worked out: the choices wait for it. */
  busy?: boolean;
  /** The answer the person gave is stored and teaches the app (data-remembered). */
  remembered?: boolean;
}

/**
 * One tap from a wrong answer to the right one, always on screen: the likeliest answers (at most
 * three), each with the bin it leads to here, and "Something else" for the item search and every
 * other answer. When the app is not sure it says why and asks first; otherwise it offers the same
 * choices quietly, the current answer pressed.
 */
export function ChangeAnswer({
  item,
  answers,
  onChoose,
  onChooseItem,
  busy = false,
  remembered = false,
}: ChangeAnswerProps) {
  const { t, i18n } = useTranslation();
  const language = primarySubtag(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  const titleId = useId();
  const asking = item.unsure !== undefined;
  const offered = offeredAnswers(item);
  const binOf = (choice: AnswerChoice): AnswerBin => {
    const verdict = answers?.find((answer) => answer.choice === choice)?.verdict;
    if (verdict)
      return { name: localisedName(verdict.bin.names, language), colour: verdict.bin.colour, stream: verdict.stream };
    // A result kept by an earlier version has no answers: the general stream stands in, with no bin colour.
    const answered = choice === choiceOf(item) ? item : withChosenAnswer(item, choice);
    return { name: t(`identify.streams.${adviceStream(answered)}`) };
  };
  return (
    <section
      className={`card change-answer${asking ? ' change-answer--asking' : ''}`}
      role="group"
      aria-labelledby={titleId}
      data-testid="change-answer"
      data-asking={asking ? 'true' : 'false'}
      data-remembered={remembered ? 'true' : 'false'}
    >
      <h2 id={titleId} className="change-answer__title">
        {asking ? t(`identify.changeAnswer.ask.${item.unsure}`) : t('identify.changeAnswer.title')}
      </h2>
      <p className="change-answer__hint">
        {asking ? t('identify.changeAnswer.askHint') : t('identify.changeAnswer.hint')}
      </p>
      <AnswerChoices
        offered={offered}
        ranking={item.ranking}
        current={asking ? null : choiceOf(item)}
        asking={asking}
        binOf={binOf}
        onChoose={onChoose}
        onChooseItem={onChooseItem}
        searchLabel={t('search.changeLabel')}
        busy={busy}
      />
    </section>
  );
}
