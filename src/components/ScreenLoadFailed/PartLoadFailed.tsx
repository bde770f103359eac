import { useTranslation } from 'react-i18next';

/** A part nobody misses for a while (the update prompt): nothing in its place until lazyPart has it again. */
export function NothingUntilLoaded() {
  return null;
}

/**
 * In place of a part of a screen whose code could not be downloaded: says so, offers to try again (lazyPart
 * also does when the connection returns), and leaves the rest of the screen (a photo being worked on) as it is.
 */
export function PartLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-box" role="alert" data-testid="part-load-failed">
      <p>{t('errors.partFailed')}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
