import './ScanHistory.css';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Icon } from '../../components/Icon/Icon';
import { Spinner } from '../../components/Spinner/Spinner';
import { deleteHistoryEntryAtom, historyPageCount, historyViewAtom, loadHistoryAtom } from '../../state/dashboard';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { HistoryEntry } from './HistoryEntry';
import { useFigures } from './useFigures';

/** The person's scans, five a page, newest first. */
export function ScanHistory() {
  const { t } = useTranslation();
  const figures = useFigures();
  const history = useAtomValue(historyViewAtom);
  const loadPage = useSetAtom(loadHistoryAtom);
  const deleteEntry = useSetAtom(deleteHistoryEntryAtom);
  const pages = historyPageCount(history.count);
  // Another page, or an entry deleted: the button pressed goes (or is disabled), so the focus goes to
  // the first entry of the list that replaces the one shown when it was pressed (a reload the data's
  // change starts may be the one that brings it), or to the history itself when none is left.
  const sectionRef = useRef<HTMLElement>(null);
  const [focusAfter, setFocusAfter] = useState<typeof history | null>(null);
  useEffect(() => {
    if (!focusAfter || history === focusAfter || history.status !== 'ready') return;
    const section = sectionRef.current;
    (section?.querySelector<HTMLElement>('.history-entry__toggle') ?? section)?.focus();
    setFocusAfter(null);
  }, [focusAfter, history]);
  const showPage = (page: number) => {
    setFocusAfter(history);
    void loadPage(page);
  };
  const deleteAndRefocus = async (id: string) => {
    setFocusAfter(history);
    const deleted = await deleteEntry(id);
    if (!deleted) setFocusAfter(null);
    return deleted;
  };

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className="dashboard-card scan-history"
      aria-labelledby="scan-history-heading"
      aria-busy={history.status === 'loading'}
    >
      <div className="dashboard-card__header">
        <h2 id="scan-history-heading" className="dashboard-card__title">
          {t('dashboard.history.heading')}
        </h2>
        {history.count > 0 && (
          <p className="dashboard-card__meta">
            {t('dashboard.history.total', { count: figures.count(history.count) })}
          </p>
        )}
      </div>

      {history.status === 'loading' && history.entries.length === 0 ? (
        <Spinner size="small" label={t('dashboard.history.loading')} />
      ) : history.count === 0 && history.status === 'ready' ? (
        <div className="scan-history__empty">
          <p>{t('dashboard.history.empty')}</p>
          <Link to="/" className="button button--secondary">
            <Icon name="camera" size={20} />
            {t('dashboard.history.scanNow')}
          </Link>
        </div>
      ) : history.status === 'error' && history.entries.length === 0 ? (
        <div className="scan-history__empty">
          <p>{t('dashboard.history.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void loadPage()}>
            {t('dashboard.history.retry')}
          </button>
        </div>
      ) : (
        <>
          <ul className="scan-history__list" role="list">
            {history.entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} onDelete={deleteAndRefocus} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label={t('dashboard.history.pagination')}>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => showPage(history.page - 1)}
                disabled={history.page === 0}
              >
                <Icon name="arrowBack" size={18} className="flip-in-rtl" />
                {t('dashboard.history.previous')}
              </button>
              <p className="pager__status" aria-live="polite" data-testid="history-page">
                {t('dashboard.history.page', { page: figures.count(history.page + 1), pages: figures.count(pages) })}
              </p>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => showPage(history.page + 1)}
                disabled={history.page >= pages - 1}
              >
                {t('dashboard.history.next')}
                <Icon name="arrowForward" size={18} className="flip-in-rtl" />
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
