import { useTranslation } from 'react-i18next';

import { Spinner } from '../../components/Spinner/Spinner';
import { localDay } from '../../domain/progress';
import type { SessionUser } from '../../state/account';
import { communityStatsAtom, progressViewAtom, streakViewAtom } from '../../state/dashboard';
import { useAtomValue } from '../../state/jotai';
import { DashboardWidgets } from './DashboardWidgets';
import { ScanHistory } from './ScanHistory';
import { useDashboardData } from './useDashboardData';
import { YourDataPanel } from './YourData/YourDataPanel';

/**
 * A profile name when there is one (Google); on-device accounts have only an e-mail address, whose
 * local part stands in. Isolated (FSI…PDI) so a Latin name keeps its place in a right-to-left greeting.
 */
function greetingName(user: SessionUser): string {
  const name = user.name?.trim() || user.email.split('@')[0] || user.email;
  return `\u2068${name}\u2069`;
}

export function SignedInDashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  useDashboardData(user.id);
  const view = useAtomValue(progressViewAtom);
  const streakView = useAtomValue(streakViewAtom);
  const community = useAtomValue(communityStatsAtom);
  const mine = view.userId === user.id;
  const progress = view.progress;
  const streak =
    streakView.userId === user.id && streakView.streak
      ? streakView.streak
      : { current: progress.currentStreak, longest: progress.longestStreak };

  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <p className="eyebrow dashboard__greeting" data-testid="greeting">
          {t('dashboard.greeting', { name: greetingName(user) })}
        </p>
        <h1 className="dashboard__title">{t('dashboard.title')}</h1>
        <p className="dashboard__subtitle">{t('dashboard.subtitle')}</p>
      </header>

      {!mine || view.status === 'loading' ? (
        <Spinner label={t('dashboard.loading')} />
      ) : (
        <>
          {view.source === 'cache' && (
            <p className="dashboard__cache-note" role="status">
              {t('dashboard.cacheNote')}
            </p>
          )}
          <DashboardWidgets progress={progress} streak={streak} community={community} today={localDay(new Date())} />
        </>
      )}
      <ScanHistory />
      <YourDataPanel email={user.email} />
    </div>
  );
}
