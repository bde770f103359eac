import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../state/toast';
import { useRetryWhenOnline } from './PartLoadFailed';

/**
 * In place of a dialog whose code could not be downloaded (lazyPart; a connection dropped): opening it
 * says so and closes it again at once, so its opener keeps the focus. The code is downloaded again then
 * and when the connection returns, so a later opening shows the dialog.
 */
export function DialogLoadFailed({ open, onClose, retry }: { open: boolean; onClose: () => void; retry: () => void }) {
  const { t } = useTranslation();
  useRetryWhenOnline(retry);
  useEffect(() => {
    if (!open) return;
    toast.error(t('errors.partFailed'));
    onClose();
    retry();
  }, [open, onClose, retry, t]);
  return null;
}
