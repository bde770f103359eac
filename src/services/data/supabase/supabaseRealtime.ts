// The server's realtime feed, as DataStore changes: the person's own records, and the community
// figures' pulse. One channel per listener, opened once the session is known.
import type { SupabaseClient } from '@supabase/supabase-js';

import type { AuthUser, DataChange } from '../dataStore';

export function subscribeToChanges(
  client: SupabaseClient,
  currentUser: () => Promise<AuthUser | null>,
  listener: (change: DataChange) => void,
): () => void {
  let stopped = false;
  let channel: ReturnType<SupabaseClient['channel']> | null = null;
  void currentUser().then((user) => {
    if (stopped) return;
    channel = client.channel(`recyclesmart-changes-${crypto.randomUUID()}`);
    if (user) {
      channel.on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'recycling_records', filter: `user_id=eq.${user.id}` },
        () => listener({ table: 'recycling_records' }),
      );
    }
    // community_stats is a view summed on read; the pulse table is what changes (at most once a
    // second per day) when the community figures do.
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'community_stats_pulse' }, () =>
      listener({ table: 'community_stats' }),
    );
    channel.subscribe();
  });
  return () => {
    stopped = true;
    if (channel) void client.removeChannel(channel);
  };
}
