import { useTranslation } from 'react-i18next';

import type { ScanImpact } from '../../domain/results/scanResult';
import { shareFigures, shareLinks } from '../../domain/results/share';

/**
 * The result as a message for the social networks: one item's saving, times 10,000 people. Without an
 * item (`itemName` null: the app is still asking what it is) the message names none, since the advice
 * held meanwhile is a hazard's and the person has not sorted one.
 */
export function SharePanel({ itemName, impact }: { itemName: string | null; impact: ScanImpact | null }) {
  const { t, i18n } = useTranslation();
  const message =
    itemName === null
      ? t('results.share.messageAsking')
      : impact
        ? t('results.share.message', {
            item: itemName,
            ...shareFigures(impact.metrics, i18n.resolvedLanguage ?? i18n.language ?? 'en'),
          })
        : t('results.share.messageNoImpact', { item: itemName });
  const url = window.location.origin + import.meta.env.BASE_URL;
  const share = () => navigator.share?.({ title: 'RecycleSmart', text: message, url }).catch(() => undefined);
  return (
    <section className="card results-card" aria-labelledby="share-title" data-testid="share-panel">
      <h2 id="share-title">{t('results.share.title')}</h2>
      <p className="share__message" data-testid="share-message">
        {message}
      </p>
      <div className="share__links">
        {typeof navigator.share === 'function' && (
          <button type="button" className="button button--primary" onClick={() => void share()} data-testid="web-share">
            {t('results.share.native')}
          </button>
        )}
        {shareLinks(message, url).map((link) => (
          <a
            key={link.network}
            className="button button--secondary"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-network={link.network}
          >
            {t(`results.share.networks.${link.network}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
