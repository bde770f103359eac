import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../state/toast';

/**
 * The parts tried again for an opening: a failure seen at an opening is tried once more first, since the
 * connection may be back though the last try failed (a browser's 'online' can come before its network
 * is), and only a second failure is said. A part that then loads never fails again, so none is left over.
 */
const triedAgainForOpening = new WeakSet<() => void>();

/**
 * In place of a dialog whose code could not be downloaded (lazyPart; a connection dropped): opening it
 * downloads it again, still open, so it shows as soon as it arrives; if that fails too, it says so and
 * closes again at once, so its opener keeps the focus. The code is downloaded again then and when the
 * connection returns (lazyPart), so a later opening shows the dialog.
 */
export function DialogLoadFailed({ open, onClose, retry }: { open: boolean; onClose: () => void; retry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    if (!triedAgainForOpening.has(retry)) {
      triedAgainForOpening.add(retry);
      retry();
      return;
    }
    triedAgainForOpening.delete(retry);
    toast.error(t('errors.partFailed'));
    onClose();
    retry();
  }, [open, onClose, retry, t]);
  return null;
}
