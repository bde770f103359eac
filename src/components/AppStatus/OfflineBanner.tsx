import './AppStatus.css';

import { useTranslation } from 'react-i18next';

import { config, isOnDeviceOnly } from '../../config';
import { dataStoreAtom } from '../../state/account';
import { useAtomValue } from '../../state/jotai';
import { Icon } from '../Icon/Icon';
import { useOnline } from './useOnline';
import { useWaitingWrites } from './useWaitingWrites';

/** Stays on screen while offline and says what still works, what waits for the connection and how many changes do. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const waiting = useWaitingWrites(useAtomValue(dataStoreAtom)?.waitingWrites);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <div className="offline-banner__inner">
        <Icon name="warning" size={20} />
        <p className="offline-banner__text">
          <strong>{t('connection.banner.title')}</strong>{' '}
          {isOnDeviceOnly(config) ? t('connection.banner.onDevice') : t('connection.banner.cloud')}
          {waiting > 0 && (
            <>
              {' '}
              <span data-testid="offline-waiting">{t('connection.banner.waiting', { count: waiting })}</span>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
