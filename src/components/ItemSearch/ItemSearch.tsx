import '../../styles/binColours.css';
import './ItemSearch.css';

import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { localisedName } from '../../domain/analysis/renderAnalysis';
import { binPaint } from '../../domain/rules/binPaint';
import type { SearchSuggestion } from '../../domain/search/itemSearch';
import { groupByStream } from '../../domain/search/searchGroups';
import { primarySubtag } from '../../i18n';
import { itemIndexAtom, loadItemIndexAtom } from '../../state/itemSearch';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { detectLocationIfAllowedAtom, userLocationAtom } from '../../state/location';
import { Spinner } from '../Spinner/Spinner';

/** The element id of the list's option at `index`, for the box's aria-activedescendant. */
const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface ItemSearchProps {
  label: string;
  onChoose: (suggestion: SearchSuggestion) => void;
  /** Enter with no option chosen (e.g. open the full search page). */
  onSubmit?: (query: string) => void;
  query?: string;
  onQueryChange?: (query: string) => void;
  /** The suggestions always shown under the box (the search page), rather than as a popup. */
  inline?: boolean;
  /** Shown in place of the list when nothing matches. */
  renderNothingFound?: (query: string) => ReactNode;
  /** A choice is being worked out: the box says so and waits. */
  busy?: boolean;
}

/**
 * "Type what it is": the ARIA combobox pattern (a text box with a list of suggestions, arrows to move,
 * Enter to pick, Escape to close), grouped by where things go under the person's rules. The index loads
 * on first focus, so the pages that carry the box do not.
 */
export function ItemSearch({
  label,
  onChoose,
  onSubmit,
  query: controlledQuery,
  onQueryChange,
  inline = false,
  renderNothingFound,
  busy = false,
}: ItemSearchProps) {
  const { t, i18n } = useTranslation();
  const language = primarySubtag(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const indexState = useAtomValue(itemIndexAtom);
  const loadIndex = useSetAtom(loadItemIndexAtom);
  const detectLocation = useSetAtom(detectLocationIfAllowedAtom);
  const place = useAtomValue(userLocationAtom);
  const [ownQuery, setOwnQuery] = useState('');
  const query = controlledQuery ?? ownQuery;
  const [open, setOpen] = useState(inline);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!query.trim()) return;
    void loadIndex();
    void detectLocation();
  }, [query, place, loadIndex, detectLocation]);

  const suggestions = useMemo(
    () => (indexState.status === 'ready' ? indexState.search(query, place, { language }) : []),
    [indexState, query, place, language],
  );
  const groups = useMemo(() => groupByStream(suggestions), [suggestions]);
  // Options in the order they are shown (grouped), for the arrow keys.
  const ordered = groups.flatMap((group) => group.suggestions);
  const typed = query.trim().length > 0;
  const expanded = (inline || open) && typed;

  // The focus stays in the box while the arrows move through the options: the one they reach is brought
  // into view, as focus would bring it (on a phone the list runs below the screen).
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const setQuery = (next: string) => {
    setActive(-1);
    setOpen(true);
    if (onQueryChange) onQueryChange(next);
    else setOwnQuery(next);
  };

  const choose = (suggestion: SearchSuggestion) => {
    if (!inline) setOpen(false);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (busy) return;
    const count = ordered.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Enter') {
      const picked = ordered[active];
      if (picked && expanded) {
        event.preventDefault();
        choose(picked);
      } else if (onSubmit && typed) {
        event.preventDefault();
        onSubmit(query.trim());
      }
    } else if (event.key === 'Escape') {
      if (expanded && !inline) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (typed) {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  const status =
    indexState.status === 'loading' || (indexState.status === 'idle' && typed)
      ? t('search.loading')
      : indexState.status === 'failed'
        ? t('search.failed')
        : typed
          ? t('search.count', { count: ordered.length })
          : '';

  const binName = (suggestion: SearchSuggestion) => localisedName(suggestion.verdict.bin.names, language);
  let position = -1;
  return (
    <div ref={rootRef} className={`item-search${inline ? ' item-search--inline' : ''}`}>
      <label htmlFor={`${id}-input`} className="item-search__label">
        {label}
      </label>
      <div className="item-search__box">
        <input
          id={`${id}-input`}
          type="search"
          className="text-input item-search__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={hintId}
          aria-activedescendant={expanded && active >= 0 ? optionId(id, active) : undefined}
          aria-busy={busy || undefined}
          data-testid="item-search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          value={query}
          disabled={busy}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={() => {
            void loadIndex();
            // Answers follow the person's rules: their place, when it is known without asking.
            void detectLocation();
          }}
          onBlur={(event) => {
            // Focus moving into the list (a click on an option) keeps it open.
            if (!inline && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        {busy && <Spinner size="small" label={t('search.working')} />}
      </div>
      <p id={hintId} className="visually-hidden">
        {t('search.hint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className="item-search__list"
        hidden={!expanded || ordered.length === 0}
      >
        {groups.map((group) => (
          <ul key={group.stream} role="group" aria-labelledby={`${id}-${group.stream}`} className="item-search__group">
            <li role="presentation" id={`${id}-${group.stream}`} className="item-search__group-title">
              {t(`identify.streams.${group.stream}`)}
            </li>
            {group.suggestions.map((suggestion) => {
              position += 1;
              const index = position;
              const words = suggestion.entry?.keyword ?? suggestion.matched;
              return (
                <li
                  key={suggestion.key}
                  id={optionId(id, index)}
                  role="option"
                  aria-selected={index === active}
                  data-item={suggestion.item}
                  data-stream={suggestion.verdict.stream}
                  data-bin-colour={suggestion.verdict.bin.colour}
                  className="item-search__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => !busy && choose(suggestion)}
                >
                  <span className="item-search__name">
                    {suggestion.entry ? (
                      <bdi lang={suggestion.entry.keyword.language}>{suggestion.entry.keyword.text}</bdi>
                    ) : (
                      t(`items.${suggestion.item}`)
                    )}
                    {words && !suggestion.entry && (
                      <span className="item-search__matched">
                        {' · '}
                        <bdi lang={words.language}>{words.text}</bdi>
                      </span>
                    )}
                  </span>
                  <span className="item-search__bin">
                    <span
                      className={`bin-swatch item-search__swatch bin--${binPaint(suggestion.verdict.bin.colour, suggestion.verdict.stream)}`}
                      aria-hidden="true"
                    />
                    {binName(suggestion) !== t(`identify.streams.${group.stream}`) && binName(suggestion)}
                  </span>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
      {expanded && indexState.status === 'ready' && ordered.length === 0 && (
        <div className="item-search__none" data-testid="item-search-none">
          {renderNothingFound ? renderNothingFound(query.trim()) : <p>{t('search.none', { query: query.trim() })}</p>}
        </div>
      )}
      {typed && indexState.status === 'loading' && <p className="item-search__note">{t('search.loading')}</p>}
      {indexState.status === 'failed' && (
        <p className="item-search__note" role="alert">
          {t('search.failed')}{' '}
          <button type="button" className="link-button" onClick={() => void loadIndex()}>
            {t('common.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
