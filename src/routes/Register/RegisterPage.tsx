import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1 className="page__title">{t('register.title')}</h1>
      <p className="page__lead">
        <Link to="/login">{t('register.signInLink')}</Link>
      </p>
    </div>
  );
}
