import type { Day, Progress } from '../../domain/progress';
import type { CommunityStats, StreakCounts } from '../../services/data/dataStore';
import { AchievementsPanel, NotificationsPanel } from './AchievementsPanel';
import { BadgesPanel } from './BadgesPanel';
import { ComparisonWidget } from './ComparisonWidget';
import { ImpactBasisNote } from './ImpactBasisNote';
import { MonthlyChart } from './MonthlyChart';
import { ProgressWidget } from './ProgressWidget';
import { StatCards } from './StatCards';

interface DashboardWidgetsProps {
  progress: Progress;
  streak: StreakCounts;
  community: CommunityStats | null;
  today: Day;
}

/** The figures of the dashboard: the same widgets signed in, and zeroed in the signed-out preview. */
export function DashboardWidgets({ progress, streak, community, today }: DashboardWidgetsProps) {
  return (
    <>
      <StatCards progress={progress} />
      <ImpactBasisNote basis={progress.impactBasis} />
      <ProgressWidget progress={progress} streak={streak} community={community} />
      <div className="dashboard__row">
        <ComparisonWidget progress={progress} today={today} />
        <MonthlyChart history={progress.monthlyHistory} today={today} />
      </div>
      <BadgesPanel progress={progress} />
      <div className="dashboard__row">
        <AchievementsPanel progress={progress} />
        <NotificationsPanel progress={progress} />
      </div>
    </>
  );
}
