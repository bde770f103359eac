// `npm run load:db`: the Supabase schema under load in a real PostgreSQL server (docs/scaling.md).
// Starts its own cluster in a temporary folder on loopback, applies the Supabase-like baseline and every
// migration, fills 1,000,000 records over 30 days for 100,000 people and 1,000,000 facilities, times
// inserts early and late in a day, then runs writers and readers together and prints throughput and
// p50/p95 per operation. Exits non-zero on a deadlock, a failed request or a total off its recount.
// Sizes: flags (--records=10000) or environment variables (LOAD_DB_RECORDS=10000), flags first.
import { performance } from 'node:perf_hooks';

import { fill, formatReport, isExact, personIds, runLoad } from './lib/dbLoad';
import { startLoadServer } from './lib/pgCluster';

const DEFAULTS = {
  people: 100_000,
  records: 1_000_000,
  days: 30,
  facilities: 1_000_000,
  writers: 16,
  readers: 16,
  capacitySeconds: 15,
  seconds: 60,
  writeRate: 500,
  early: 1_000,
  late: 200_000,
  samples: 2_000,
  deleteEvery: 20,
  visitPauseMs: 250,
};
type Setting = keyof typeof DEFAULTS;

function setting(name: Setting): number {
  const flag = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}=`;
  const env = `LOAD_DB_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  const raw = process.argv.find((arg) => arg.startsWith(flag))?.slice(flag.length) ?? process.env[env];
  if (raw === undefined) return DEFAULTS[name];
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} / ${env} must be a whole number, not ${raw}`);
  return value;
}

const settings = Object.fromEntries(Object.keys(DEFAULTS).map((name) => [name, setting(name as Setting)])) as Record<
  Setting,
  number
>;
const log = (line: string) => console.log(line);
log(
  `load:db ${Object.entries(settings)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}`,
);

const server = await startLoadServer(settings.writers + settings.readers);
// Ctrl-C or a kill: the cluster goes with the script.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().finally(() => process.exit(130));
  });
}

let exact: boolean;
try {
  log(`PostgreSQL ${server.version}`);
  const filled = performance.now();
  await fill(server.db, settings, log);
  log(`filled in ${((performance.now() - filled) / 1000).toFixed(0)} s`);
  const report = await runLoad(server.db, await personIds(server.db, settings.people), {
    ...settings,
    serverCpuSeconds: server.cpuSeconds,
    log,
  });
  for (const line of formatReport(report)) log(line);
  exact = isExact(report);
} finally {
  await server.stop();
}
process.exit(exact ? 0 : 1);
