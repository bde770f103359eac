import { useTranslation } from 'react-i18next';

export function EducationPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('education.title')}</h1>
      <p className="page__lead">{t('education.subtitle')}</p>
    </div>
  );
}
