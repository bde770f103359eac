import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../components/Spinner/Spinner';
import { firstPages } from '../../domain/community';
import { TipCard } from './TipCard';
import { TipsFailed } from './TipsFailed';
import type { TipsState } from './tipsState';

interface RecentSubmissionsProps {
  tips: TipsState;
  /** Who is signed in ('nobody' otherwise): each card starts afresh for another person. */
  person: string;
  signedIn: boolean;
  onSignInNeeded: () => void;
}

/** Every tip, newest first (people's own and the samples), a page at a time. */
export function RecentSubmissions({ tips, person, signedIn, onSignInNeeded }: RecentSubmissionsProps) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  // After "Load more", focus goes to the first newly shown tip, so keyboard and screen reader users
  // carry on reading where the list grew (and the button may be gone).
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const page = firstPages(tips.status === 'ready' ? tips.tips : [], pages);

  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('.tip-card')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);

  const loadMore = () => {
    setFocusFrom(page.shown.length);
    setPages((n) => n + 1);
  };

  return (
    <section className="community-section" aria-labelledby="recent-heading" data-testid="recent-submissions">
      <div className="community-section__header">
        <h2 id="recent-heading" className="community-section__heading">
          {t('community.recent.heading')}
        </h2>
        {tips.status === 'ready' && (
          <p className="community-section__count" role="status">
            {t('community.recent.count', { shown: page.shown.length, total: page.total })}
          </p>
        )}
      </div>
      {tips.status === 'loading' && <Spinner label={t('community.loading')} />}
      {tips.status === 'failed' && <TipsFailed />}
      {tips.status === 'ready' && (
        <>
          <ul className="tip-grid" role="list" ref={listRef}>
            {page.shown.map((tip) => (
              <li key={`${tip.id}:${person}`}>
                <TipCard
                  tip={tip}
                  headingId={`recent-tip-${tip.id}`}
                  signedIn={signedIn}
                  onSignInNeeded={onSignInNeeded}
                />
              </li>
            ))}
          </ul>
          {page.hasMore && (
            <div className="community-section__more">
              <button type="button" className="button button--secondary" onClick={loadMore}>
                {t('community.recent.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
