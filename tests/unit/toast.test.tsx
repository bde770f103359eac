import '../../src/i18n';

import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';

import { ToastViewport } from '../../src/components/Toast/ToastViewport';
import { showToast, TOAST_DURATION_MS, toastsAtom } from '../../src/state/toast';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('can be raised from outside React and closes itself after 5000 ms', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <ToastViewport />
      </Provider>,
    );
    act(() => {
      showToast('error', 'Something broke', store);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something broke');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('keeps each type and closes only the one asked', () => {
    const store = createStore();
    const first = showToast('success', 'saved', store);
    showToast('info', 'note', store);
    expect(store.get(toastsAtom).map((t) => t.type)).toEqual(['success', 'info']);
    store.set(toastsAtom, (toasts) => toasts.filter((t) => t.id !== first));
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['note']);
  });
});
