import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';

import { OfflineBanner } from '../../src/components/AppStatus/OfflineBanner';
import { UpdatePrompt } from '../../src/components/AppStatus/UpdatePrompt';
import i18n, { initI18n } from '../../src/i18n';
import type { DataStore, WaitingWrites } from '../../src/services/data';
import { dataStoreAtom } from '../../src/state/account';

const registration = vi.hoisted(() => ({ needRefresh: false, updateServiceWorker: vi.fn(async () => undefined) }));

// The service worker registration is the plugin's; what the app decides is when to offer the reload.
vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: () => {
      const needRefresh = useState(registration.needRefresh);
      return { needRefresh, offlineReady: useState(false), updateServiceWorker: registration.updateServiceWorker };
    },
  };
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

afterEach(() => setOnline(true));

describe('offline banner', () => {
  it('appears when the connection drops, says what still works, and goes when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    // The default build has no cloud service, so nothing is unavailable.
    expect(screen.getByRole('status')).toHaveTextContent('your dashboard keep working');
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<OfflineBanner />);
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Estás sin conexión.');
    await act(() => i18n.changeLanguage('en'));
  });
});

/** A count of waiting writes the test sets, as the Supabase store's outbox would. */
function waitingWrites(initial: number): WaitingWrites & { set(count: number): void } {
  let count = initial;
  const listeners = new Set<() => void>();
  return {
    count: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      count = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderWithStore(dataStore: Partial<DataStore>) {
  const store = createStore();
  store.set(dataStoreAtom, dataStore as DataStore);
  render(
    <Provider store={store}>
      <OfflineBanner />
    </Provider>,
  );
}

describe('offline banner: changes waiting to be sent', () => {
  it('says how many changes wait, as they are queued and sent', () => {
    const waiting = waitingWrites(1);
    renderWithStore({ backend: 'supabase', waitingWrites: waiting });
    setOnline(false);
    expect(screen.getByTestId('offline-waiting')).toHaveTextContent(
      '1 change waits to be sent when you are back online.',
    );
    waiting.set(3);
    expect(screen.getByTestId('offline-waiting')).toHaveTextContent(
      '3 changes wait to be sent when you are back online.',
    );
    waiting.set(0);
    expect(screen.queryByTestId('offline-waiting')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });

  it('says nothing of waiting changes where none can wait (on the device)', () => {
    renderWithStore({ backend: 'local' });
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    expect(screen.queryByTestId('offline-waiting')).not.toBeInTheDocument();
  });

  it('uses the language’s own plural forms', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const waiting = waitingWrites(1);
    renderWithStore({ backend: 'supabase', waitingWrites: waiting });
    setOnline(false);
    const text = () => screen.getByTestId('offline-waiting').textContent;
    expect(text()).toBe('تغيير واحد ينتظر الإرسال عند عودة الاتصال.');
    waiting.set(2);
    expect(text()).toBe('تغييران ينتظران الإرسال عند عودة الاتصال.');
    waiting.set(5);
    expect(text()).toBe('5 تغييرات تنتظر الإرسال عند عودة الاتصال.');
    waiting.set(11);
    expect(text()).toBe('11 تغييرًا ينتظر الإرسال عند عودة الاتصال.');
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('update prompt', () => {
  it('shows nothing until a new version is waiting', () => {
    registration.needRefresh = false;
    render(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
  });

  it('offers the new version and reloads into it only when asked', async () => {
    registration.needRefresh = true;
    registration.updateServiceWorker.mockClear();
    render(<UpdatePrompt />);
    expect(screen.getByTestId('update-prompt')).toHaveTextContent('A new version of RecycleSmart is available.');
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload now' }));
    expect(registration.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('can be put off', async () => {
    registration.needRefresh = true;
    registration.updateServiceWorker.mockClear();
    render(<UpdatePrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();
  });
});
