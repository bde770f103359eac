// How many writes wait in the outbox, for the offline notice: read from IndexedDB when first watched
// (a reload keeps them), then again whenever a write is queued or sent, in this tab or another one.
import type { WaitingWrites } from '../dataStore';
import type { Outbox } from './outbox';

const CHANNEL = 'recyclesmart-outbox';

const broadcastAvailable = () => typeof BroadcastChannel !== 'undefined';

/** The outbox, counted: each add and remove through it, here or in the app's other tabs, updates the count. */
export function countWaitingWrites(inner: Outbox, channelName = CHANNEL): { outbox: Outbox; waiting: WaitingWrites } {
  let count = 0;
  let reads = 0;
  const listeners = new Set<() => void>();
  let channel: BroadcastChannel | null = null;

  async function read(): Promise<void> {
    const started = ++reads;
    const next = (await inner.pending()).length;
    // A slower, older read must not overwrite a newer one.
    if (started !== reads || next === count) return;
    count = next;
    for (const listener of listeners) listener();
  }
  // The count only informs; a failed read leaves the last one and the writes themselves are untouched.
  const reread = () => void read().catch(() => undefined);

  function changed(): void {
    // While watched, this tab's listening channel hears the message below and reads the count then:
    // one read per change either way.
    if (!channel) reread();
    if (!broadcastAvailable()) return;
    // Sent from a channel of its own, so the listening channels of this tab and every other one hear it.
    const sender = new BroadcastChannel(channelName);
    sender.postMessage('changed');
    sender.close();
  }

  const outbox: Outbox = {
    add: async (write) => {
      await inner.add(write);
      changed();
    },
    pending: () => inner.pending(),
    remove: async (id) => {
      await inner.remove(id);
      changed();
    },
  };

  const waiting: WaitingWrites = {
    count: () => count,
    subscribe(listener) {
      listeners.add(listener);
      // Opened only while watched, so a store nobody watches holds no channel open.
      if (!channel && broadcastAvailable()) {
        channel = new BroadcastChannel(channelName);
        channel.onmessage = reread;
      }
      reread();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          channel?.close();
          channel = null;
        }
      };
    },
  };
  return { outbox, waiting };
}
