import './ProgressWidget.css';

import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';
import {
  COMMUNITY_MONTHLY_GOAL_KG,
  communityDailyGoal,
  communityDailyProgress,
  communityMonthlyProgress,
  nextStreakMilestone,
  type Progress,
  tierAfter,
} from '../../domain/progress';
import type { CommunityStats, StreakCounts } from '../../services/data/dataStore';
import { Meter } from './Meter';
import { ProgressWheel } from './ProgressWheel';
import { useFigures } from './useFigures';

interface ProgressWidgetProps {
  progress: Progress;
  streak: StreakCounts;
  community: CommunityStats | null;
}

/** The tier wheel and the streak, month and community cards. */
export function ProgressWidget({ progress, streak, community }: ProgressWidgetProps) {
  const { t } = useTranslation();
  const figures = useFigures();
  const tier = t(`dashboard.tiers.${progress.currentTier}`);
  const following = tierAfter(progress.currentTier);
  const topTier = following === null;
  const nextTier = following ? t(`dashboard.tiers.${following}`) : tier;
  const milestone = nextStreakMilestone(streak.current);

  return (
    <section className="dashboard-card progress-widget" aria-labelledby="progress-widget-heading">
      <h2 id="progress-widget-heading" className="dashboard-card__title">
        {t('dashboard.progress.heading')}
      </h2>
      <div className="progress-widget__body">
        <div className="progress-widget__tier">
          <p className={`tier-chip tier-chip--${progress.currentTier}`}>{t('dashboard.progress.label', { tier })}</p>
          <ProgressWheel
            percent={progress.tierProgress}
            centre={figures.percent(progress.tierProgress)}
            label={
              topTier ? t('dashboard.progress.wheelTop', { tier }) : t('dashboard.progress.wheel', { tier: nextTier })
            }
          />
          <p className="progress-widget__caption">
            {t(topTier ? 'dashboard.progress.topTier' : 'dashboard.progress.toNextTier', {
              current: figures.withUnit(progress.totalRecycled, 'kg'),
              target: figures.wholeKg(progress.nextTierTarget),
              tier: nextTier,
            })}
          </p>
        </div>

        <div className="progress-widget__cards">
          <article className="mini-card" data-testid="streak-card">
            <h3 className="mini-card__title">
              <Icon name="flame" size={20} /> {t('dashboard.streak.title')}
            </h3>
            <p className="mini-card__value" data-testid="streak-current">
              {figures.days(streak.current)}
            </p>
            <p className="mini-card__note">{t('dashboard.streak.longest', { days: figures.days(streak.longest) })}</p>
            <p className="mini-card__note">
              {milestone === null
                ? t('dashboard.streak.allMilestones')
                : t('dashboard.streak.nextMilestone', {
                    days: figures.days(milestone - streak.current),
                    milestone: figures.days(milestone),
                  })}
            </p>
          </article>

          <article className="mini-card" data-testid="monthly-card">
            <h3 className="mini-card__title">
              <Icon name="calendar" size={20} /> {t('dashboard.monthly.title')}
            </h3>
            <p className="mini-card__value">{figures.withUnit(progress.monthlyTotal, 'kg')}</p>
            <p className="mini-card__note">
              {t('dashboard.monthly.allTime', { value: figures.withUnit(progress.totalRecycled, 'kg') })}
            </p>
            <p className="mini-card__note">
              {t('dashboard.monthly.dailyAverage', { value: figures.withUnit(progress.dailyAverage, 'kg') })}
            </p>
          </article>

          <article className="mini-card" data-testid="community-card">
            <h3 className="mini-card__title">
              <Icon name="users" size={20} /> {t('dashboard.community.title')}
            </h3>
            {community ? (
              <>
                <p className="mini-card__note">
                  {t('dashboard.community.today', {
                    value: figures.withUnit(community.totalWeight, 'kg'),
                    goal: figures.wholeKg(communityDailyGoal(community.totalUsers)),
                  })}
                </p>
                <Meter
                  percent={communityDailyProgress(community.totalWeight, community.totalUsers)}
                  label={t('dashboard.community.todayGoal')}
                />
                <p className="mini-card__note">
                  {t('dashboard.community.people', { count: figures.count(community.totalUsers) })}
                </p>
                <p className="mini-card__note">
                  {t('dashboard.community.month', {
                    value: figures.withUnit(community.monthWeight, 'kg'),
                    goal: figures.wholeKg(COMMUNITY_MONTHLY_GOAL_KG),
                  })}
                </p>
                <Meter
                  percent={communityMonthlyProgress(community.monthWeight)}
                  label={t('dashboard.community.monthGoal')}
                />
              </>
            ) : (
              <p className="mini-card__note">{t('dashboard.community.unavailable')}</p>
            )}
          </article>
        </div>
      </div>
    </section>
  );
}
