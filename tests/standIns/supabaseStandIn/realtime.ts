import type { Server } from 'node:http';

import type { PGlite } from '@electric-sql/pglite';
import { type WebSocket, WebSocketServer } from 'ws';

import { type Claims, claimsOf } from './jwt';

interface Subscription {
  socket: WebSocket;
  topic: string;
  claims: Claims | null;
  bindings: { id: number; event: string; schema: string; table: string; filter?: string }[];
}

export type Realtime = ReturnType<typeof createRealtime>;

export function createRealtime(db: PGlite) {
  const subscriptions: Subscription[] = [];
  let bindingIds = 1;

  function notify(table: string, type: 'INSERT' | 'UPDATE' | 'DELETE', record: Record<string, unknown>): void {
    for (const subscription of subscriptions) {
      for (const binding of subscription.bindings) {
        if (binding.table !== table || (binding.event !== '*' && binding.event !== type)) continue;
        if (binding.filter) {
          const [column, condition] = binding.filter.split('=');
          if (String(record[column!]) !== condition!.replace(/^eq\./, '')) continue;
        }
        // Realtime applies row-level security: a person hears only about their own records.
        if (table === 'recycling_records' && subscription.claims?.sub !== record.user_id) continue;
        subscription.socket.send(
          JSON.stringify([
            null,
            null,
            subscription.topic,
            'postgres_changes',
            {
              ids: [binding.id],
              data: {
                schema: 'public',
                table,
                commit_timestamp: new Date().toISOString(),
                type,
                record,
                old_record: {},
                columns: [],
                errors: null,
              },
            },
          ]),
        );
      }
    }
  }

  // Realtime publishes the pulse row when a write touches it, at most once a second per day; the
  // stand-in speaks after every write to the records, so tests need not wait out that second.
  async function notifyCommunityStats(): Promise<void> {
    const { rows } = await db.query<Record<string, unknown>>(
      `select * from community_stats_pulse where date = (now() at time zone 'UTC')::date`,
    );
    if (rows[0]) notify('community_stats_pulse', 'UPDATE', rows[0]);
  }

  function attach(server: Server): WebSocketServer {
    const sockets = new WebSocketServer({ server, path: '/realtime/v1/websocket' });
    sockets.on('connection', (socket) => {
      socket.on('message', (raw) => {
        const [joinRef, ref, topic, event, payload] = JSON.parse(String(raw)) as [
          string | null,
          string | null,
          string,
          string,
          any,
        ];
        const reply = (response: unknown) =>
          socket.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]));
        if (event === 'phx_join') {
          const bindings = ((payload?.config?.postgres_changes ?? []) as Subscription['bindings']).map((b) => ({
            ...b,
            id: bindingIds++,
          }));
          subscriptions.push({
            socket,
            topic,
            claims: payload?.access_token ? claimsOf(payload.access_token) : null,
            bindings,
          });
          reply({ postgres_changes: bindings });
        } else if (event === 'access_token') {
          for (const s of subscriptions)
            if (s.socket === socket && s.topic === topic) s.claims = claimsOf(payload?.access_token ?? '');
        } else if (event === 'phx_leave') {
          const index = subscriptions.findIndex((s) => s.socket === socket && s.topic === topic);
          if (index >= 0) subscriptions.splice(index, 1);
          reply({});
        } else {
          reply({});
        }
      });
      socket.on('close', () => {
        for (let i = subscriptions.length - 1; i >= 0; i--)
          if (subscriptions[i]!.socket === socket) subscriptions.splice(i, 1);
      });
    });
    return sockets;
  }

  return { notify, notifyCommunityStats, attach };
}
