import { useTranslation } from 'react-i18next';

export function CommunityPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('community.title')}</h1>
      <p className="page__lead">{t('community.subtitle')}</p>
    </div>
  );
}
