import { useTranslation } from 'react-i18next';

/**
 * In place of a screen whose code or text could not be downloaded (a dropped connection): says so and
 * offers to try again, instead of a blank page. Its words are in every language's first-screen text.
 */
export function ScreenLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <div className="error-box" role="alert" data-testid="screen-load-failed">
        <p>{t('errors.screenFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}
