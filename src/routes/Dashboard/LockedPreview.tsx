import './LockedPreview.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Icon } from '../../components/Icon/Icon';
import { emptyProgress } from '../../domain/progress';
import { middayOf, useToday } from '../../today';
import { DashboardWidgets } from './DashboardWidgets';

const ZERO_STREAK = { current: 0, longest: 0 };

/** Signed out: the dashboard's widgets at zero, blurred and faded behind the invitation to sign in. */
export function LockedPreview() {
  const { t } = useTranslation();
  const today = useToday();
  return (
    <div className="dashboard dashboard--locked">
      <div className="dashboard__preview" aria-hidden="true" inert data-testid="dashboard-preview">
        <DashboardWidgets
          progress={emptyProgress(middayOf(today))}
          streak={ZERO_STREAK}
          community={null}
          today={today}
        />
      </div>
      <div className="dashboard__lock">
        <div className="dashboard__lock-card">
          <span className="dashboard__lock-icon">
            <Icon name="lock" size={28} />
          </span>
          <h1 className="dashboard__lock-title">{t('dashboard.locked.title')}</h1>
          <p>{t('dashboard.locked.text')}</p>
          <Link to="/login" className="button button--primary button--large">
            {t('common.signInToContinue')}
          </Link>
        </div>
      </div>
    </div>
  );
}
