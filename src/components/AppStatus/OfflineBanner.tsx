import { useTranslation } from 'react-i18next';
import { config, isOnDeviceOnly } from '../../config';
import { Icon } from '../Icon/Icon';
import { useOnline } from './useOnline';
import './AppStatus.css';

/** Stays on screen while offline and says what still works and what waits for the connection. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <div className="offline-banner__inner">
        <Icon name="warning" size={20} />
        <p className="offline-banner__text">
          <strong>{t('connection.banner.title')}</strong>{' '}
          {isOnDeviceOnly(config) ? t('connection.banner.onDevice') : t('connection.banner.cloud')}
        </p>
      </div>
    </div>
  );
}
