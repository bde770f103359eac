import { atom } from './jotai';
import { type AppStore, appStore } from './store';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_DURATION_MS = 5000;

export const toastsAtom = atom<Toast[]>([]);

/** The last toast id given out, per store. */
const lastToastIdAtom = atom(0);

/** Shows a toast from inside an atom's write, on whichever store runs it. Returns its id. */
export const showToastAtom = atom(null, (get, set, { type, message }: Omit<Toast, 'id'>) => {
  const id = get(lastToastIdAtom) + 1;
  set(lastToastIdAtom, id);
  set(toastsAtom, (toasts) => [...toasts, { id, type, message }]);
  return id;
});

/** Shows a toast from anywhere (components, atoms, services). Returns its id. */
export function showToast(type: ToastType, message: string, store: AppStore = appStore): number {
  return store.set(showToastAtom, { type, message });
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  warning: (message: string) => showToast('warning', message),
  info: (message: string) => showToast('info', message),
};
