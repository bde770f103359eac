import './BadgesPanel.css';

import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';
import { badgeProgress, BADGES, type Progress } from '../../domain/progress';
import { Meter } from './Meter';
import { useFigures } from './useFigures';

/** The twelve badges of spec section 9, earned or still locked, and the way to the next one. */
export function BadgesPanel({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const unlocked = new Set(progress.unlockedBadges);
  const { nextBadge, currentBadgeProgress } = badgeProgress(progress.totalRecycled);
  return (
    <section className="dashboard-card badges" aria-labelledby="badges-heading">
      <div className="dashboard-card__header">
        <h2 id="badges-heading" className="dashboard-card__title">
          {t('dashboard.badges.heading')}
        </h2>
        <p className="dashboard-card__meta" data-testid="badges-count">
          {t('dashboard.badges.unlocked', { count: figures.count(unlocked.size), total: figures.count(BADGES.length) })}
        </p>
      </div>
      <p className="badges__next">
        {nextBadge
          ? t('dashboard.badges.next', {
              badge: t(`dashboard.badges.names.${nextBadge.id}`),
              threshold: figures.wholeKg(nextBadge.thresholdKg),
            })
          : t('dashboard.badges.all')}
      </p>
      {nextBadge && <Meter percent={currentBadgeProgress} label={t('dashboard.badges.nextProgress')} />}
      <ul className="badges__grid" role="list">
        {BADGES.map((badge) => {
          const earned = unlocked.has(badge.id);
          return (
            <li
              key={badge.id}
              className={`badge badge--${badge.tier} ${earned ? 'badge--earned' : 'badge--locked'}`}
              data-testid="badge"
              data-earned={earned}
            >
              <span className="badge__icon">
                <Icon name={earned ? 'medal' : 'lock'} size={22} />
              </span>
              <span className="badge__name">{t(`dashboard.badges.names.${badge.id}`)}</span>
              <span className="badge__threshold">
                {figures.wholeKg(badge.thresholdKg)}
                <span className="visually-hidden">
                  {' · '}
                  {earned ? t('dashboard.badges.earned') : t('dashboard.badges.locked')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
