import './AppStatus.css';

import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker and, when a new version has been downloaded, offers to switch to it:
 * the person chooses when, so a scan or a form in progress is never cut off by a reload.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('The service worker could not be registered', error),
  });
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status" aria-labelledby="update-prompt-text" data-testid="update-prompt">
      <p id="update-prompt-text" className="update-prompt__text">
        {t('connection.update.available')}
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="button button--primary" onClick={() => void updateServiceWorker(true)}>
          {t('connection.update.reload')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setNeedRefresh(false)}>
          {t('connection.update.later')}
        </button>
      </div>
    </div>
  );
}
