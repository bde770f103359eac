import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Downloads a failed part again as soon as the browser is back online. */
export function useRetryWhenOnline(retry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
}

/** A part nobody misses for a while (the update prompt): nothing, until the connection returns. */
export function RetryWhenOnline({ retry }: { retry: () => void }) {
  useRetryWhenOnline(retry);
  return null;
}

/**
 * In place of a part of a screen whose code could not be downloaded: says so, tries again when the
 * connection returns or on the button, and leaves the rest of the screen (a photo being worked on) as it is.
 */
export function PartLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  useRetryWhenOnline(retry);
  return (
    <div className="error-box" role="alert" data-testid="part-load-failed">
      <p>{t('errors.partFailed')}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
