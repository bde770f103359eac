// @vitest-environment node
// The count of writes waiting in the outbox, as the offline notice watches it.
import 'fake-indexeddb/auto';

import { createIdbOutbox, type QueuedWrite } from '../../../../src/services/data/supabase/outbox';
import { countWaitingWrites } from '../../../../src/services/data/supabase/waitingWrites';

let counter = 0;
const names = () => ({ db: `waiting-test-${++counter}`, channel: `waiting-test-channel-${counter}` });

const write = (id: string): QueuedWrite => ({
  id,
  userId: 'person',
  queuedAt: new Date().toISOString(),
  changes: ['recycling_records'],
  inserts: [{ table: 'recycling_records', row: { record_id: id } }],
});

describe('writes waiting to be sent', () => {
  it('reads what was queued before it was watched, as after a reload', async () => {
    const { db, channel } = names();
    await createIdbOutbox(db).add(write('a'));
    await createIdbOutbox(db).add(write('b'));
    const { waiting } = countWaitingWrites(createIdbOutbox(db), channel);
    expect(waiting.count()).toBe(0);
    const heard = vi.fn();
    const stop = waiting.subscribe(heard);
    await vi.waitFor(() => expect(waiting.count()).toBe(2));
    expect(heard).toHaveBeenCalled();
    stop();
  });

  it('counts each write queued and sent through it, and tells its listeners', async () => {
    const { db, channel } = names();
    const { outbox, waiting } = countWaitingWrites(createIdbOutbox(db), channel);
    const seen: number[] = [];
    const stop = waiting.subscribe(() => seen.push(waiting.count()));
    await outbox.add(write('a'));
    await vi.waitFor(() => expect(waiting.count()).toBe(1));
    await outbox.add(write('b'));
    await vi.waitFor(() => expect(waiting.count()).toBe(2));
    // The same write queued again (a second tab, a retry) is kept, and counted, once.
    await outbox.add(write('b'));
    await outbox.remove('a');
    await vi.waitFor(() => expect(waiting.count()).toBe(1));
    await outbox.remove('b');
    await vi.waitFor(() => expect(waiting.count()).toBe(0));
    expect(seen).toEqual([1, 2, 1, 0]);
    stop();
  });

  it('hears writes queued and sent in another tab', async () => {
    const { db, channel } = names();
    const here = countWaitingWrites(createIdbOutbox(db), channel);
    const there = countWaitingWrites(createIdbOutbox(db), channel);
    const stop = here.waiting.subscribe(() => undefined);
    await there.outbox.add(write('a'));
    await vi.waitFor(() => expect(here.waiting.count()).toBe(1));
    await there.outbox.remove('a');
    await vi.waitFor(() => expect(here.waiting.count()).toBe(0));
    stop();
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { db, channel } = names();
    const { outbox, waiting } = countWaitingWrites(createIdbOutbox(db), channel);
    const heard = vi.fn();
    waiting.subscribe(heard)();
    await outbox.add(write('a'));
    await vi.waitFor(() => expect(waiting.count()).toBe(1));
    expect(heard).not.toHaveBeenCalled();
  });
});
