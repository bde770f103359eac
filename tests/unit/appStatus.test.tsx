import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { initI18n } from '../../src/i18n';
import { OfflineBanner } from '../../src/components/AppStatus/OfflineBanner';
import { UpdatePrompt } from '../../src/components/AppStatus/UpdatePrompt';

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
