import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';
import { Spinner } from '../../components/Spinner/Spinner';
import { localTips } from '../../domain/community';
import { TipCard } from './TipCard';
import { TipsFailed } from './TipsFailed';
import type { TipsState } from './tipsState';

interface LocalTipsProps {
  tips: TipsState;
  city: string | null;
  signedIn: boolean;
  /** Who is signed in ('nobody' otherwise): each card starts afresh for another person. */
  person: string;
  onAddTip: () => void;
  onSignInNeeded: () => void;
}

/** The most upvoted tips whose location names the person's city (of all tips when there is no city). */
export function LocalTips({ tips, city, person, signedIn, onAddTip, onSignInNeeded }: LocalTipsProps) {
  const { t } = useTranslation();
  const shown = tips.status === 'ready' ? localTips(tips.tips, city) : [];

  return (
    <section className="community-section" aria-labelledby="local-tips-heading" data-testid="local-tips">
      <div className="community-section__header">
        <div>
          <h2 id="local-tips-heading" className="community-section__heading">
            {city ? t('community.local.headingForCity', { city }) : t('community.local.heading')}
          </h2>
          <p className="community-section__lead">
            {city ? t('community.local.leadForCity') : t('community.local.lead')}
          </p>
        </div>
        <button type="button" className="button button--primary" onClick={onAddTip}>
          <Icon name="plus" size={20} />
          {t('community.addTip')}
        </button>
      </div>
      {tips.status === 'loading' && <Spinner label={t('community.loading')} />}
      {tips.status === 'failed' && <TipsFailed announce />}
      {tips.status === 'ready' &&
        (shown.length > 0 ? (
          <ul className="tip-grid" role="list">
            {shown.map((tip) => (
              <li key={`${tip.id}:${person}`}>
                <TipCard
                  tip={tip}
                  headingId={`local-tip-${tip.id}`}
                  signedIn={signedIn}
                  onSignInNeeded={onSignInNeeded}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="community-empty">{t('community.local.empty')}</p>
        ))}
    </section>
  );
}
