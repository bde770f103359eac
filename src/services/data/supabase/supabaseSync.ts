// Writes that wait on the device while the server cannot be reached, and the passes that send them
// when it can: on the online event, on sign-in, and when asked. Each write carries the ids it will be
// stored under, so sending it twice stores it once.
import type { SupabaseClient } from '@supabase/supabase-js';

import { type AuthUser, type DataChange, DataStoreError } from '../dataStore';
import { dataFailure, refusedForItsData } from './dataFailure';
import type { Outbox, QueuedInsert, QueuedUpdate, QueuedWrite } from './outbox';

/**
 * sent: stored now; duplicate: its id was already stored; missing: no row of the id an update names;
 * unreachable: no answer from the server.
 */
export type SendOutcome = 'sent' | 'duplicate' | 'missing' | 'unreachable';

export interface SupabaseSyncOptions {
  outbox: Outbox;
  isOnline: () => boolean;
  currentUser: () => Promise<AuthUser | null>;
  /** Tells the store's listeners a table changed once a write is stored. */
  changed: (table: DataChange['table']) => void;
}

export function createSupabaseSync(
  client: SupabaseClient,
  { outbox, isOnline, currentUser, changed }: SupabaseSyncOptions,
) {
  async function insertOnce(insert: QueuedInsert): Promise<SendOutcome> {
    const result = await client.from(insert.table).insert(insert.row);
    // postgrest-js answers a fetch that never reached the server with status 0.
    if (result.status === 0) return 'unreachable';
    // The id is taken: an earlier send got through even if its answer was lost.
    if (result.error?.code === '23505') return 'duplicate';
    if (result.error) throw dataFailure(result.error);
    return 'sent';
  }

  async function updateOnce(update: QueuedUpdate): Promise<SendOutcome> {
    const result = await client.from(update.table).update(update.values).eq('id', update.id).select('id');
    if (result.status === 0) return 'unreachable';
    if (result.error) throw dataFailure(result.error);
    return result.data.length > 0 ? 'sent' : 'missing';
  }

  /** The outcome of the write's first row; the rest follow it (each is idempotent on its own id). */
  async function send(write: QueuedWrite): Promise<SendOutcome> {
    let first: SendOutcome | undefined;
    for (const insert of write.inserts) {
      const outcome = await insertOnce(insert);
      if (outcome === 'unreachable') return outcome;
      first ??= outcome;
    }
    for (const update of write.updates ?? []) {
      const outcome = await updateOnce(update);
      if (outcome === 'unreachable') return outcome;
      first ??= outcome;
    }
    for (const table of write.changes) changed(table);
    return first ?? 'sent';
  }

  /** Sends the write now, or keeps it for later when the server cannot be reached. */
  async function sendOrQueue(write: QueuedWrite): Promise<SendOutcome | 'queued'> {
    // An update must not overtake the writes still waiting, the insert of the very row among them: it
    // waits behind them, and the pass that sends them sends it after.
    const behind = Boolean(write.updates?.length) && (await outbox.pending()).length > 0;
    if (isOnline() && !behind) {
      const outcome = await send(write);
      if (outcome !== 'unreachable') return outcome;
    }
    try {
      await outbox.add(write);
    } catch (error) {
      // Storage full or unavailable: nothing is dropped silently, the caller hears it failed.
      throw new DataStoreError(
        'network',
        'The server cannot be reached and this device could not keep the change for later',
        { cause: error },
      );
    }
    if (behind && isOnline()) syncInBackground();
    return 'queued';
  }

  /** One pass over the outbox: sends what belongs to the current session, oldest first. */
  async function sendPending(): Promise<number> {
    // Nothing waiting: no session read, so no token refresh racing the app's own start.
    if ((await outbox.pending()).length === 0) return 0;
    // Read now, not taken from the event that started the sync: the session may have changed since.
    const current = (await currentUser())?.id ?? null;
    const mine = (w: QueuedWrite) => w.userId === null || w.userId === current;
    for (const write of (await outbox.pending()).filter(mine)) {
      try {
        if ((await send(write)) === 'unreachable') break;
      } catch (error) {
        // Refused for its data (a check, a missing reference: SQLSTATE classes 22 and 23), it always
        // will be and must not hold up the rest. Refused for anything else (the session changed or
        // lapsed, a permission), it waits for the next try.
        if (!refusedForItsData(error)) {
          console.warn('A change made offline waits for the next try', error);
          break;
        }
        console.error('The server refused a change made offline', error);
      }
      await outbox.remove(write.id);
    }
    return (await outbox.pending()).filter(mine).length;
  }

  // Passes run one after another (the online event, a sign-in and a caller may ask at once), each for
  // the session current when it starts, so no write is sent twice or under the wrong person.
  let lastPass: Promise<unknown> = Promise.resolve();
  function syncPending(): Promise<number> {
    const pass = lastPass.then(sendPending, sendPending);
    lastPass = pass.catch(() => undefined);
    return pass;
  }

  const syncInBackground = () =>
    void syncPending().catch((error: unknown) => console.error('Changes made offline could not be sent yet', error));
  globalThis.addEventListener?.('online', syncInBackground);
  client.auth.onAuthStateChange((event, session) => {
    // After the callback: supabase-js holds its lock while calling back.
    if (session && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION')) setTimeout(syncInBackground, 0);
  });

  return { sendOrQueue, syncPending };
}
