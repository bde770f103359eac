import './Toast.css';

import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useAtomValue, useSetAtom } from '../../state/jotai';
import { type Toast, TOAST_DURATION_MS, toastsAtom } from '../../state/toast';
import { Icon, type IconName } from '../Icon/Icon';

const ICONS: Record<Toast['type'], IconName> = {
  success: 'check',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const setToasts = useSetAtom(toastsAtom);
  const close = useCallback(
    () => setToasts((toasts) => toasts.filter((item) => item.id !== toast.id)),
    [toast.id, setToasts],
  );
  useEffect(() => {
    const timer = window.setTimeout(close, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [close]);
  return (
    <div
      className={`toast toast--${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-type={toast.type}
    >
      <Icon name={ICONS[toast.type]} size={20} />
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" onClick={close} aria-label={t('common.close')}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast-viewport" aria-live="polite">
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </div>
  );
}
