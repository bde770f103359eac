import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../state/toast';

/** Tells the person when the connection drops or returns, and that scanning keeps working offline. */
export function ConnectionToasts() {
  const { t } = useTranslation();
  useEffect(() => {
    const onOffline = () => toast.warning(t('connection.offline'));
    const onOnline = () => toast.success(t('connection.online'));
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [t]);
  return null;
}
