import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sessionAtom } from '../../state/session';
import { Spinner } from '../../components/Spinner/Spinner';

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signedOut') {
    return (
      <div className="page page--narrow">
        <h1 className="page__title">{t('dashboard.locked.title')}</h1>
        <p className="page__lead">{t('dashboard.locked.text')}</p>
        <Link to="/login" className="button button--primary">
          {t('common.signInToContinue')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page">
      <h1 className="page__title">{t('dashboard.title')}</h1>
      <p className="page__lead">{t('dashboard.subtitle')}</p>
    </div>
  );
}
