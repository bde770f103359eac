import '../../styles/binColours.css';
import './AnswerChoices.css';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { otherAnswers } from '../../domain/identification/question';
import { binPaint } from '../../domain/rules/binPaint';
import { typedItem } from '../../domain/search/typedItem';
import type { AnswerChoice, DisposalStream, IdentifiedItem } from '../../domain/types';
import { Icon } from '../Icon/Icon';
import { ItemSearch } from '../ItemSearch/ItemSearch';
import { AnswerIcon } from './answerIcons';

/** Where an answer leads: the bin's name in the reader's language and its colour (the rule pack's), when known. */
export interface AnswerBin {
  name: string;
  colour?: string;
  /** The stream it is for: a drop-off is painted as a hazard only for a hazard (binPaint). */
  stream?: DisposalStream;
}

interface AnswerChoicesProps {
  /** The answers offered, likeliest first (at most three). */
  offered: readonly AnswerChoice[];
  /** Every answer, likeliest first, when the photo's probabilities ranked them: the order of the others. */
  ranking?: readonly AnswerChoice[] | undefined;
  /** The answer the result holds now, shown pressed; none while the app asks. */
  current?: AnswerChoice | null;
  /** The app asks: the likeliest answer is the primary action. */
  asking?: boolean;
  /** The bin each offered answer leads to, where it is known. */
  binOf?: (choice: AnswerChoice) => AnswerBin | undefined;
  onChoose: (choice: AnswerChoice) => void;
  /** The person names the item in the search, opened by "Something else". */
  onChooseItem: (item: IdentifiedItem) => void;
  searchLabel: string;
  /** A choice is being worked out: the answers wait for it. */
  busy?: boolean;
  /** Open "Something else" from the start (nothing is offered). */
  startOpen?: boolean;
}

/**
 * The answers to a question about an item: the offered ones as large buttons, each with its picture
 * and the bin it leads to, then "Something else", which opens the item search (focused) and every
 * other answer, likeliest first, so no answer is ever out of reach.
 */
export function AnswerChoices({
  offered,
  ranking,
  current = null,
  asking = false,
  binOf,
  onChoose,
  onChooseItem,
  searchLabel,
  busy = false,
  startOpen = false,
}: AnswerChoicesProps) {
  const { t } = useTranslation();
  const moreId = useId();
  const [open, setOpen] = useState(startOpen);
  const opened = useRef(false);
  const more = useRef<HTMLDivElement>(null);
  const somethingElse = useRef<HTMLButtonElement>(null);
  const others = otherAnswers(offered, ranking);
  // An answer found behind "Something else" is given like any other: the search has done its job.
  const chooseInside = (choice: AnswerChoice) => {
    setOpen(false);
    onChoose(choice);
  };

  useEffect(() => {
    // Opened by the person: the search is what they came for. Open from the start, focus stays put.
    if (open && opened.current) more.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);

  return (
    <div className="answer-choices">
      <ul className="answer-choices__offered">
        {offered.map((choice, i) => {
          const bin = binOf?.(choice);
          const primary = asking && i === 0;
          return (
            <li key={choice}>
              <button
                type="button"
                className={`button ${primary ? 'button--primary' : 'button--secondary'} answer-choice`}
                data-choice-material={choice}
                aria-pressed={choice === current}
                disabled={busy}
                onClick={() => onChoose(choice)}
              >
                <span className="answer-choice__icon">
                  <AnswerIcon choice={choice} size={26} />
                </span>
                <span className="answer-choice__text">
                  <span className="answer-choice__name">
                    {t(`identify.choices.${choice}`)}
                    {primary && <span className="answer-choice__likely"> · {t('identify.changeAnswer.likely')}</span>}
                  </span>{' '}
                  {bin && (
                    <span
                      className={`answer-choice__bin${bin.colour ? ` bin--${binPaint(bin.colour, bin.stream)}` : ''}`}
                      data-testid="choice-bin"
                      {...(bin.colour ? { 'data-bin-colour': bin.colour } : {})}
                    >
                      {/* The swatch and the name say it on a phone; the label is read out there, and shown wider. */}
                      <span className="answer-choice__bin-label">{t('identify.changeAnswer.binHint')}</span>{' '}
                      {bin.colour && <span className="bin-swatch answer-choice__swatch" aria-hidden="true" />}
                      <span>{bin.name}</span>
                    </span>
                  )}
                </span>
                {/* The answer held now is marked by more than a colour: the likeliest answer is a solid button too. */}
                {choice === current && <Icon name="check" size={22} className="answer-choice__check" />}
              </button>
            </li>
          );
        })}
        <li>
          <button
            ref={somethingElse}
            type="button"
            className="button button--ghost answer-choice answer-choice--else"
            data-testid="choice-something-else"
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => {
              opened.current = true;
              setOpen((was) => !was);
            }}
          >
            <span className="answer-choice__icon">
              <Icon name="search" size={22} />
            </span>
            <span className="answer-choice__text">
              <span className="answer-choice__name">{t('identify.changeAnswer.somethingElse')}</span>
            </span>
            <Icon name="chevronDown" size={20} className="answer-choice__chevron" />
          </button>
        </li>
      </ul>
      <div
        id={moreId}
        ref={more}
        className="answer-choices__more"
        hidden={!open}
        data-testid="choice-more"
        onKeyDown={(event) => {
          // Escape the search has no use for (its list closed, its box empty) closes the panel.
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          setOpen(false);
          somethingElse.current?.focus();
        }}
      >
        {open && (
          <>
            <ItemSearch
              label={searchLabel}
              busy={busy}
              onChoose={(suggestion) => {
                setOpen(false);
                onChooseItem(typedItem(suggestion));
              }}
            />
            {others.length > 0 && (
              <>
                <p className="answer-choices__all-title">{t('identify.changeAnswer.allAnswers')}</p>
                <ul className="answer-choices__all">
                  {others.map((choice) => (
                    <li key={choice}>
                      <button
                        type="button"
                        className="button button--ghost answer-choices__small"
                        data-choice-material={choice}
                        aria-pressed={choice === current}
                        disabled={busy}
                        onClick={() => chooseInside(choice)}
                      >
                        <AnswerIcon choice={choice} size={18} />
                        {t(`identify.choices.${choice}`)}
                        {choice === current && <Icon name="check" size={18} />}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
