// @vitest-environment node
// Writes made while Supabase cannot be reached wait in IndexedDB (fake-indexeddb here) and are sent
// once, in order, when the connection returns: through the real supabase-js against the loopback
// Supabase stand-in (PGlite with our migrations and row-level security).
import 'fake-indexeddb/auto';

import WebSocket from 'ws';

import { DataStoreError, type NewActivity } from '../../../../src/services/data/dataStore';
import { createIdbOutbox, type Outbox } from '../../../../src/services/data/supabase/outbox';
import { createSupabaseDataStore, type SupabaseDataStore } from '../../../../src/services/data/supabase/supabaseStore';
import { memoryStorage, startSupabaseStandIn, type SupabaseStandIn } from '../../../standIns/supabaseStandIn';
import { freshEmail, scan, signedUp } from '../../../unit/services/data/dataStoreBehaviour';

let standIn: SupabaseStandIn;
beforeAll(async () => {
  standIn = await startSupabaseStandIn();
}, 60_000);
afterAll(async () => {
  await standIn?.close();
});

/** A connection the test cuts: requests fail as a browser's do with no network. */
class Connection {
  online = true;
  /** When set, requests reach the server but their answers are lost. */
  loseAnswers = false;
  readonly fetch: typeof fetch = async (input, init) => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const response = await fetch(input, init);
    if (this.loseAnswers) throw new TypeError('Failed to fetch');
    return response;
  };
}

let dbCounter = 0;
interface Device {
  store: SupabaseDataStore;
  connection: Connection;
  outbox: Outbox;
}
function openDevice({
  outbox = createIdbOutbox(`outbox-test-${++dbCounter}`),
  storage = memoryStorage(),
  tabStorage = memoryStorage(),
  connection = new Connection(),
} = {}): Device {
  const store = createSupabaseDataStore({
    url: standIn.url,
    anonKey: standIn.anonKey,
    storage,
    tabStorage,
    realtimeTransport: WebSocket as never,
    origin: 'http://app.example',
    outbox,
    fetch: connection.fetch,
    isOnline: () => connection.online,
  });
  return { store, connection, outbox };
}

const recycled = (itemCategory: string): NewActivity => ({
  action: 'recycled',
  itemCategory,
  material: 'glass',
  city: 'Lyon',
  impact: { co2_saved: 0.05, material_reduced: 0.1, water_saved: 0.3, energy_saved: 0.2, trees_equivalent: 0.01 },
});

describe('hardening: offline queue and storage quota (Supabase mode)', () => {
  it('keeps writes made offline and sends each once, in order, when the connection returns', async () => {
    const { store, connection, outbox } = openDevice();
    await signedUp(store, freshEmail('offline'));
    const stopWatching = store.waitingWrites!.subscribe(() => undefined);
    connection.online = false;

    const first = await store.recordActivity(recycled('Glass jar'));
    const second = await store.recordActivity(recycled('Wine bottle'));
    expect(first.recordId).not.toBe(second.recordId);
    expect(await store.saveScan(scan(crypto.randomUUID()))).toBe(true);
    expect((await outbox.pending()).map((w) => w.inserts[0]!.table)).toEqual([
      'recycling_records',
      'recycling_records',
      'scan_history',
    ]);
    // What the offline notice shows.
    await vi.waitFor(() => expect(store.waitingWrites!.count()).toBe(3));

    const heard: string[] = [];
    store.onChange((change) => heard.push(change.table));
    connection.online = true;
    // Two syncs at once (the online event and a sign-in) run one after the other: nothing is sent twice.
    const [left, leftToo] = await Promise.all([store.syncPending(), store.syncPending()]);
    expect([left, leftToo]).toEqual([0, 0]);
    expect(await outbox.pending()).toEqual([]);
    expect(heard).toEqual(expect.arrayContaining(['recycling_records', 'scan_history']));
    await vi.waitFor(() => expect(store.waitingWrites!.count()).toBe(0));
    stopWatching();

    const records = await store.listActivity();
    expect(records).toHaveLength(2);
    // The time of the action, not of the upload, so streaks count the day it was done.
    expect(records.map((r) => new Date(r.timestamp).toISOString()).sort()).toEqual(
      [first.timestamp, second.timestamp].sort(),
    );
    expect(await store.countScans()).toBe(1);
    expect(await store.syncPending()).toBe(0);
    expect(await store.listActivity()).toHaveLength(2);
  });

  it('takes back an action made offline before it is ever sent, and a sent one once back online', async () => {
    const { store, connection, outbox } = openDevice();
    await signedUp(store, freshEmail('taken-back'));
    connection.online = false;
    const queued = await store.recordActivity(recycled('Cardboard box'));
    const kept = await store.recordActivity(recycled('Glass jar'));
    await store.deleteActivity(queued.recordId);
    expect((await outbox.pending()).map((write) => write.id)).toEqual([kept.recordId]);
    connection.online = true;
    expect(await store.syncPending()).toBe(0);
    expect(await store.activityStats()).toMatchObject({ totalActions: 1 });

    const sent = await store.recordActivity(recycled('Wine bottle'));
    await store.deleteActivity(sent.recordId);
    expect((await store.exportAccountData()).actions.map((action) => action.item_category)).toEqual(['Glass jar']);
  });

  it('does not queue again a scan already stored from this tab (the results screen saves it, then Take Action)', async () => {
    const { store, connection, outbox } = openDevice();
    await signedUp(store, freshEmail('saved-scan'));
    const entry = scan(crypto.randomUUID());
    expect(await store.saveScan(entry)).toBe(true);
    connection.online = false;
    expect(await store.saveScan(entry)).toBe(false);
    await store.recordActivity(recycled('Glass jar'));
    expect((await outbox.pending()).map((w) => w.inserts[0]!.table)).toEqual(['recycling_records']);
    connection.online = true;
    expect(await store.syncPending()).toBe(0);
    expect(await store.countScans()).toBe(1);
  });

  it('remembers the scans it stored across a reload of the tab, so the results screen saving again offline queues nothing', async () => {
    const storage = memoryStorage();
    const tabStorage = memoryStorage();
    const outbox = createIdbOutbox(`outbox-test-${++dbCounter}`);
    const before = openDevice({ storage, tabStorage, outbox });
    await signedUp(before.store, freshEmail('reload-saved-scan'));
    const entry = scan(crypto.randomUUID());
    expect(await before.store.saveScan(entry)).toBe(true);

    const after = openDevice({ storage, tabStorage, outbox });
    after.connection.online = false;
    expect(await after.store.saveScan(entry)).toBe(false);
    expect(await outbox.pending()).toEqual([]);
    // Another tab has its own memory: there the save waits, and is found stored once sent.
    const otherTab = openDevice({ storage, outbox });
    otherTab.connection.online = false;
    expect(await otherTab.store.saveScan(entry)).toBe(true);
    otherTab.connection.online = true;
    expect(await otherTab.store.syncPending()).toBe(0);
    expect(await otherTab.store.countScans()).toBe(1);
  });

  it('brings a scan up to date only after its save, however the two are sent', async () => {
    const { store, connection, outbox } = openDevice();
    await signedUp(store, freshEmail('revised-scan'));
    const answered = (id: string) => ({
      ...scan(id, 88),
      identified_items: [{ id: 'paper-bag', label: 'Paper bag', material: 'paper' as const, confidence: 1 }],
    });

    // Both made offline: they wait, and go in the order they were made.
    const offline = crypto.randomUUID();
    connection.online = false;
    expect(await store.saveScan(scan(offline))).toBe(true);
    expect(await store.reviseScan(answered(offline))).toBe(true);
    expect(await outbox.pending()).toHaveLength(2);
    connection.online = true;
    expect(await store.syncPending()).toBe(0);
    expect(await store.listScans(0)).toEqual([{ ...answered(offline), scan_date: expect.any(String) }]);

    // Back online with the save still waiting: the revision does not overtake it.
    const waiting = crypto.randomUUID();
    connection.online = false;
    await store.saveScan(scan(waiting));
    connection.online = true;
    expect(await store.reviseScan(answered(waiting))).toBe(true);
    await vi.waitFor(async () => expect(await outbox.pending()).toEqual([]));
    expect(await store.countScans()).toBe(2);
    expect((await store.listScans(0)).find((entry) => entry.id === waiting)).toMatchObject(answered(waiting));

    // Nothing waiting: sent at once, and one never saved is said not to be.
    expect(await store.reviseScan({ ...answered(offline), overall_recyclability: 12 })).toBe(true);
    expect((await store.listScans(0)).find((entry) => entry.id === offline)!.overall_recyclability).toBe(12);
    expect(await store.reviseScan(answered(crypto.randomUUID()))).toBe(false);
    expect(await outbox.pending()).toEqual([]);
  });

  it('stores a write once when the server got it but the answer was lost', async () => {
    const { store, connection, outbox } = openDevice();
    await signedUp(store, freshEmail('lost-answer'));
    connection.loseAnswers = true;
    await store.recordActivity(recycled('Glass jar'));
    expect(await outbox.pending()).toHaveLength(1);
    connection.loseAnswers = false;
    expect(await store.syncPending()).toBe(0);
    expect(await store.listActivity()).toHaveLength(1);
    expect((await store.activityTotals()).total_material_reduced).toBeCloseTo(0.1);
  });

  it('survives a reload: another store on the same device sends what the first one queued', async () => {
    const storage = memoryStorage();
    const outbox = createIdbOutbox(`outbox-test-${++dbCounter}`);
    const before = openDevice({ storage, outbox });
    await signedUp(before.store, freshEmail('reload'));
    before.connection.online = false;
    await before.store.saveScan(scan(crypto.randomUUID()));

    const after = openDevice({ storage, outbox });
    expect(await after.store.syncPending()).toBe(0);
    expect(await after.store.countScans()).toBe(1);
  });

  it('sends a person’s queued writes only from their own session', async () => {
    const storage = memoryStorage();
    const outbox = createIdbOutbox(`outbox-test-${++dbCounter}`);
    const device = openDevice({ storage, outbox });
    await signedUp(device.store, freshEmail('first-person'));
    // The sign-in starts a pass of its own on the next tick. Let it end before the write is queued:
    // run late, it would find the write and send it under the first person's session, as it should,
    // and this test would see an empty outbox for a reason that is not the one it checks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await device.store.syncPending();
    device.connection.online = false;
    await device.store.recordActivity(recycled('Glass jar'));
    device.connection.online = true;
    await device.store.auth.signOut();
    await signedUp(device.store, freshEmail('second-person'));
    // The first person's write waits for them; the second person's session does not send it.
    expect(await device.store.syncPending()).toBe(0);
    expect(await outbox.pending()).toHaveLength(1);
    expect(await device.store.listActivity()).toEqual([]);
  });

  it('drops a write the server refuses, so it cannot block the ones after it', async () => {
    const { store, connection, outbox } = openDevice();
    await signedUp(store, freshEmail('refused'));
    connection.online = false;
    // The table allows at most 200 characters here.
    await store.recordActivity(recycled('x'.repeat(201)));
    await store.recordActivity(recycled('Glass jar'));
    connection.online = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.syncPending()).toBe(0);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(await outbox.pending()).toEqual([]);
    expect(await store.listActivity()).toHaveLength(1);
  });

  it('reports a failure, rather than losing the write, when the device cannot keep it (storage quota exceeded)', async () => {
    const full: Outbox = {
      add: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
      pending: async () => [],
      remove: async () => undefined,
    };
    const { store, connection } = openDevice({ outbox: full });
    await signedUp(store, freshEmail('quota'));
    connection.online = false;
    const failure = await store.recordActivity(recycled('Glass jar')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataStoreError);
    expect((failure as DataStoreError).code).toBe('network');
    connection.online = true;
    expect(await store.listActivity()).toEqual([]);
  });

  it('queues a correction suggestion made offline, signed out', async () => {
    const { store, connection, outbox } = openDevice();
    connection.online = false;
    await store.saveCorrection({
      itemLabel: 'Glass jar',
      actualItem: 'Candle holder',
      correctInstructions: 'Landfill: heat-resistant glass',
    });
    expect(await outbox.pending()).toHaveLength(1);
    connection.online = true;
    expect(await store.syncPending()).toBe(0);
    expect(await outbox.pending()).toEqual([]);
  });
});
