import './ChangeAnswer.css';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemSearch } from '../../components/ItemSearch/ItemSearch';
import { type AnswerChoice, answerChoices } from '../../domain/identification/decision';
import { typedItem } from '../../domain/search/typedItem';
import type { IdentifiedItem } from '../../domain/types';

interface ChangeAnswerProps {
  item: IdentifiedItem;
  onChoose: (choice: AnswerChoice) => void;
  /** Given, the control also offers the item search: the person names the item itself. */
  onChooseItem?: (item: IdentifiedItem) => void;
  /** A change is being worked out: the choices wait for it. */
  busy?: boolean;
}

/**
 * One tap from a wrong answer to the right one, always on screen: every material, "hazardous", and the
 * item search. When the app is not sure it says why and asks first; otherwise it offers the same
 * choices quietly.
 */
export function ChangeAnswer({ item, onChoose, onChooseItem, busy = false }: ChangeAnswerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const asking = item.unsure !== undefined;
  const choices = answerChoices(item);
  const current: AnswerChoice | null = asking ? null : choices[0]!;
  return (
    <section
      className={`card change-answer${asking ? ' change-answer--asking' : ''}`}
      role="group"
      aria-labelledby={titleId}
      data-testid="change-answer"
      data-asking={asking ? 'true' : 'false'}
    >
      <h2 id={titleId} className="change-answer__title">
        {asking ? t(`identify.changeAnswer.ask.${item.unsure}`) : t('identify.changeAnswer.title')}
      </h2>
      <p className="change-answer__hint">
        {asking ? t('identify.changeAnswer.askHint') : t('identify.changeAnswer.hint')}
      </p>
      <ul className="change-answer__choices">
        {choices.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              className={`button ${asking && choice === choices[0] ? 'button--primary' : 'button--secondary'} change-answer__choice`}
              data-choice-material={choice}
              aria-pressed={choice === current}
              disabled={busy}
              onClick={() => onChoose(choice)}
            >
              {t(`identify.choices.${choice}`)}
              {asking && choice === choices[0] && (
                <span className="change-answer__likely"> · {t('identify.changeAnswer.likely')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {onChooseItem && (
        <ItemSearch
          label={t('search.changeLabel')}
          busy={busy}
          onChoose={(suggestion) => onChooseItem(typedItem(suggestion))}
        />
      )}
    </section>
  );
}
