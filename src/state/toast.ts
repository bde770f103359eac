import { atom } from 'jotai';
import { appStore, type AppStore } from './store';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_DURATION_MS = 5000;

export const toastsAtom = atom<Toast[]>([]);

let nextToastId = 1;

/** Shows a toast from anywhere (components, atoms, services). Returns its id. */
export function showToast(type: ToastType, message: string, store: AppStore = appStore): number {
  const id = nextToastId++;
  store.set(toastsAtom, (toasts) => [...toasts, { id, type, message }]);
  return id;
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  warning: (message: string) => showToast('warning', message),
  info: (message: string) => showToast('info', message),
};
