import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 className="page__title">{t('login.title')}</h1>
      <p className="page__lead">{t('login.subtitle')}</p>
      <p>
        <Link to="/register">{t('login.registerLink')}</Link>
      </p>
    </div>
  );
}
