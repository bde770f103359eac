import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Icon } from '../../components/Icon/Icon';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p className="page__lead">{t('notFound.message')}</p>
      <Link to="/" className="button button--primary">
        <Icon name="arrowBack" size={20} className="flip-in-rtl" />
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
