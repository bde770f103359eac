// The one place the app's Jotai store is created, so services outside React (toasts, the data
// layer's events) can read and write atoms, and tests can hand in a fresh store.
import { createStore } from './jotai';

export type AppStore = ReturnType<typeof createStore>;

export const appStore: AppStore = createStore();
