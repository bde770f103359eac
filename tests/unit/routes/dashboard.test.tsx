import 'fake-indexeddb/auto';

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { deriveProgress } from '../../../src/domain/progress';
import type { AnalysisResult, IdentifiedItem } from '../../../src/domain/types';
import i18n, { initI18n, screenText } from '../../../src/i18n';
import { DashboardPage } from '../../../src/routes/Dashboard/DashboardPage';
import type { DataStore } from '../../../src/services/data/dataStore';
import { createPendingBookmarkStore } from '../../../src/services/data/pendingBookmark';
import { createProgressCache } from '../../../src/services/data/progressCache';
import { recordActionAtom, writeScanHistoryAtom } from '../../../src/state/activity';
import { progressCacheAtom } from '../../../src/state/progressCache';
import { startSession } from '../../../src/state/sessionLifecycle';
import { signOutAtom } from '../../../src/state/signOut';
import { toastsAtom } from '../../../src/state/toast';
import { testLocalStore } from '../helpers/localStore';
import { ASKED_FOR_A_BATTERY } from '../helpers/scanStandIns';

let n = 0;
const offline = () => Promise.reject(new Error('offline'));

/** A signed-in person on a fresh device; `change` alters the data store the screen gets. */
async function signedInDevice(change: (store: DataStore) => DataStore = (s) => s) {
  n += 1;
  const local = testLocalStore({ dbName: `dashboard-${n}` });
  const { user } = await local.auth.signUp({ email: `ada.${n}@example.org`, password: 'secret1' });
  const store = createStore();
  store.set(progressCacheAtom, createProgressCache());
  await startSession(store, {
    dataStore: change(local),
    pendingBookmarks: createPendingBookmarkStore(`dashboard-device-${n}`),
  });
  return { store, local, userId: user.id };
}

function renderDashboard(store: ReturnType<typeof createStore>) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Suspense fallback={null}>
          <DashboardPage />
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
}

const stat = (id: string) => screen.getByTestId(`stat-${id}`);
const toastMessages = (store: ReturnType<typeof createStore>) => store.get(toastsAtom).map((t) => [t.type, t.message]);
const bottle = { action: 'recycled' as const, item: { label: 'Plastic bottle', material: 'plastic' }, city: 'Austin' };

const analysis: AnalysisResult = {
  classification: {
    category: 'Plastic bottle',
    material: 'plastic',
    disposal_type: 'recycling',
    confidence: 0.9,
    reasoning: '',
  },
  materialBreakdown: [{ part: 'Body', type: 'PET', recyclable: true, details: '' }],
  ecoTips: [],
  sustainableHabits: [],
  overallRecyclability: 80,
  disposalInstructions: { steps: [{ icon: '♻️', text: 'Rinse it' }], location: 'Austin' },
  source: 'knowledge-base',
};

/** The results screen's save of a scan of these items. */
const saveScan = (store: ReturnType<typeof createStore>, resultId: string, items: IdentifiedItem[]) =>
  store.set(writeScanHistoryAtom, {
    kind: 'save',
    scan: async () => ({ resultId, items, analysis, impact: null, facilities: [] }),
  });

beforeAll(async () => {
  await initI18n();
  // As App.tsx does before any screen but the home page.
  await screenText();
});

beforeEach(() => {
  localStorage.clear();
});

describe('the signed-in dashboard', () => {
  it('shows a spinner, then the totals, and refreshes without a reload when an action is recorded in this tab', async () => {
    const { store } = await signedInDevice();
    renderDashboard(store);
    // Once its code has come (it loads only for a person signed in).
    expect(await screen.findByText('Loading your progress…')).toBeInTheDocument();
    expect(await screen.findByTestId('stat-co2')).toHaveTextContent('0.00');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your impact dashboard');
    expect(screen.getByTestId('greeting')).toHaveTextContent(`Hi \u2068ada.${n}\u2069!`);

    await act(() => store.set(recordActionAtom, bottle));
    await waitFor(() => expect(stat('co2')).toHaveTextContent('0.05'));
    expect(stat('material')).toHaveTextContent('0.10');
    expect(stat('trees')).toHaveTextContent('0.01');
    expect(stat('water')).toHaveTextContent('0.3');
    expect(screen.getByTestId('streak-current')).toHaveTextContent('1 day');
    expect(screen.getByTestId('impact-basis')).toHaveTextContent(
      '0 with validated analysis figures, 1 with the fixed estimate',
    );

    const validated = {
      co2_saved: 0.4,
      material_reduced: 0.3,
      water_saved: 2,
      energy_saved: 1,
      trees_equivalent: 0.02,
    };
    await act(() => store.set(recordActionAtom, { ...bottle, analysedMetrics: validated }));
    await waitFor(() => expect(stat('co2')).toHaveTextContent('0.45'));
    expect(screen.getByTestId('impact-basis')).toHaveTextContent(
      '1 with validated analysis figures, 1 with the fixed estimate',
    );
  });

  it('lists a saved scan, and deleting it takes its action out of the totals', async () => {
    const { store } = await signedInDevice();
    renderDashboard(store);
    await act(async () => {
      await saveScan(store, 'scan-1', [
        { id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic', confidence: 0.9, source: 'device' },
      ]);
      await store.set(recordActionAtom, { ...bottle, scanId: 'scan-1' });
    });
    const entry = await screen.findByTestId('history-entry');
    await waitFor(() => expect(stat('material')).toHaveTextContent('0.10'));
    const user = userEvent.setup();
    await user.click(within(entry).getByRole('button', { name: 'Delete Plastic bottle from your history' }));
    expect(within(entry).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(entry).getByRole('button', { name: 'Delete Plastic bottle from your history' })).toHaveFocus();
    await user.click(within(entry).getByRole('button', { name: 'Delete Plastic bottle from your history' }));
    await user.click(within(entry).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByTestId('history-entry')).not.toBeInTheDocument());
    await waitFor(() => expect(stat('material')).toHaveTextContent('0.00'));
    expect(toastMessages(store)).toEqual([['success', 'History entry deleted successfully']]);
  });

  it('names a scan saved while the app still asked by its question, not by the hazard it held the advice to', async () => {
    const { store } = await signedInDevice();
    renderDashboard(store);
    await act(() => saveScan(store, 'scan-asked', [ASKED_FOR_A_BATTERY]));
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByRole('heading')).toHaveTextContent('Paper or a battery?');
    expect(
      within(entry).getByRole('button', { name: 'Delete Paper or a battery? from your history' }),
    ).toBeInTheDocument();
  });

  it("lists a scan's items as the language lists them", async () => {
    const { store } = await signedInDevice();
    const paper: IdentifiedItem = { id: 'paper', label: 'Paper', material: 'paper', confidence: 0.9, source: 'device' };
    const bottle: IdentifiedItem = { ...paper, id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic' };
    await act(() => saveScan(store, 'scan-two', [bottle, paper]));
    try {
      await i18n.changeLanguage('ar');
      await screenText();
      renderDashboard(store);
      const heading = within(await screen.findByTestId('history-entry')).getByRole('heading');
      expect(heading.textContent).toMatch(/^[^,]+، [^,]+$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('fails quietly when progress cannot be loaded: zeros, logged, no message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await signedInDevice((s) => ({ ...s, listActivity: offline }));
    renderDashboard(store);
    expect(await screen.findByTestId('stat-co2')).toHaveTextContent('0.00');
    expect(stat('water')).toHaveTextContent('0.0');
    expect(error).toHaveBeenCalledWith('Failed to load progress', expect.any(Error));
    expect(screen.queryByText(/saved on this device/)).not.toBeInTheDocument();
    expect(store.get(toastsAtom).filter((t) => t.type === 'error')).toEqual([]);
    error.mockRestore();
  });

  it("shows this device's copy when the data layer cannot be reached, and says so", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, userId } = await signedInDevice((s) => ({ ...s, listActivity: offline }));
    const { progress } = deriveProgress([
      {
        timestamp: new Date().toISOString(),
        impact: { co2_saved: 1.5, material_reduced: 3, water_saved: 9, energy_saved: 2, trees_equivalent: 0.3 },
      },
    ]);
    store.get(progressCacheAtom).writeProgress(userId, progress);
    renderDashboard(store);
    expect(await screen.findByTestId('stat-co2')).toHaveTextContent('1.50');
    expect(stat('material')).toHaveTextContent('3.00');
    expect(await screen.findByText(/Showing the figures saved on this device/)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("says 'Failed to sync progress' when a new badge cannot be saved, and keeps it on the device", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, local, userId } = await signedInDevice((s) => ({ ...s, saveProgress: offline }));
    await local.recordActivity({
      ...bottle,
      itemCategory: 'Crate',
      material: 'plastic',
      impact: { co2_saved: 5, material_reduced: 10, water_saved: 1, energy_saved: 1, trees_equivalent: 0.1 },
    });
    renderDashboard(store);
    expect(await screen.findByTestId('badges-count')).toHaveTextContent('1 of 12 unlocked');
    await waitFor(() => expect(toastMessages(store)).toContainEqual(['error', 'Failed to sync progress']));
    expect(store.get(progressCacheAtom).readProgress(userId)?.unlockedBadges).toEqual(['recycling-rookie']);
    expect(await local.loadProgress()).toEqual({ achievements: [], notifications: [] });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread');
    vi.restoreAllMocks();
  });

  it('marks a notification read, on the device and in the data layer', async () => {
    const { store, local } = await signedInDevice();
    await local.recordActivity({
      ...bottle,
      itemCategory: 'Crate',
      material: 'plastic',
      impact: { co2_saved: 5, material_reduced: 10, water_saved: 1, energy_saved: 1, trees_equivalent: 0.1 },
    });
    renderDashboard(store);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Mark as read: New badge unlocked: Recycling Rookie' }));
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    await waitFor(async () => expect((await local.loadProgress()).notifications.map((x) => x.read)).toEqual([true]));
  });

  it('falls back silently to the last known streak and community figures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, userId } = await signedInDevice((s) => ({ ...s, streaks: offline, communityStats: offline }));
    const cache = store.get(progressCacheAtom);
    cache.writeStreak(userId, { current: 3, longest: 8, lastActivityDate: '2026-03-01' });
    cache.writeCommunity({ date: '2026-03-01', totalWeight: 420, totalUsers: 4, monthWeight: 9000 });
    renderDashboard(store);
    await waitFor(() => expect(screen.getByTestId('streak-current')).toHaveTextContent('3 days'));
    expect(screen.getByTestId('streak-card')).toHaveTextContent('Longest: 8 days');
    expect(screen.getByTestId('community-card')).toHaveTextContent('People recycling today: 4');
    expect(screen.getByTestId('community-card')).toHaveTextContent('This month: 9,000.00 kg of the 30,000 kg goal');
    expect(store.get(toastsAtom)).toEqual([]);
    warn.mockRestore();
  });

  it("shows the spec's messages when the history cannot be loaded or an entry cannot be deleted", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = await signedInDevice((s) => ({ ...s, countScans: offline }));
    renderDashboard(failing.store);
    await waitFor(() => expect(toastMessages(failing.store)).toContainEqual(['error', 'Failed to load scan history']));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();

    const { store } = await signedInDevice((s) => ({ ...s, deleteScan: offline }));
    await saveScan(store, 'scan-1', []);
    renderDashboard(store);
    const entry = (await screen.findAllByTestId('history-entry')).at(-1)!;
    const user = userEvent.setup();
    await user.click(within(entry).getByRole('button', { name: /^Delete/ }));
    await user.click(within(entry).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(toastMessages(store)).toContainEqual(['error', 'Failed to delete history entry']));
    expect(within(entry).getByRole('heading')).toHaveTextContent('Unknown item');
    vi.restoreAllMocks();
  });

  it("forgets the person's figures on this device when they sign out", async () => {
    const { store, userId } = await signedInDevice();
    renderDashboard(store);
    await screen.findByTestId('stat-co2');
    await waitFor(() => expect(localStorage.getItem('recycle-smart-progress')).not.toBeNull());
    await act(() => store.set(signOutAtom));
    expect(store.get(progressCacheAtom).readProgress(userId)).toBeNull();
    expect(localStorage.getItem('impactStats')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Track Your Recycling Progress');
  });
});
