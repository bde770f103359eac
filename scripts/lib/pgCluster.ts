// A throw-away PostgreSQL cluster for measurements: initdb in a temporary folder, pg_ctl start on a
// free loopback port (no socket file anywhere shared), and stop + delete when done. PostgreSQL refuses
// to run as root, so as root the server runs as the `postgres` user Debian's package creates.
// startLoadServer adds the Supabase-like schema and the load test's connections to it.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import postgres from 'postgres';

import type { LoadDb } from './dbLoad';
import { schemaScripts } from './supabaseBaseline';

export interface PgCluster {
  host: string;
  port: number;
  user: string;
  /** CPU seconds the server's processes (postmaster, backends, background workers) have used so far. */
  cpuSeconds(): number;
  /** Stops the server and deletes its folder; safe to call more than once. */
  stop(): void;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** The user + system CPU seconds of a process tree's root and its children, from /proc (Linux). */
function treeCpuSeconds(root: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) === root || Number(fields[1]) === root) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / CLOCK_TICKS;
}

/** A server program: on the PATH, or where Debian's packages put it (the newest version there). */
function serverProgram(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, name))) return join(dir, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin', name)).find((path) => existsSync(path));
  return found ?? null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.listen(0, '127.0.0.1', resolve).once('error', reject));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Server settings: the defaults a small hosted instance has, with room for the whole data set in memory. */
const SETTINGS = {
  listen_addresses: '127.0.0.1',
  shared_buffers: '2GB',
  max_connections: '100',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
  log_lock_waits: 'on',
};

export async function startCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'recyclesmart-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (name: string, args: string[]) => {
    const program = serverProgram(name);
    if (!program) throw new Error(`${name} not found: install Debian's postgresql package`);
    return execFileSync(asRoot ? 'runuser' : program, asRoot ? ['-u', 'postgres', '--', program, ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error('pg_ctl stop failed', error);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      ...Object.entries(SETTINGS).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' ');
    started = true;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { host: '127.0.0.1', port, user: 'postgres', cpuSeconds: () => treeCpuSeconds(postmaster), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Whether this machine has the PostgreSQL server programs (Debian's postgresql package). */
export function hasPostgresServer(): boolean {
  return serverProgram('initdb') !== null && serverProgram('pg_ctl') !== null;
}

export interface LoadServer {
  db: LoadDb;
  version: string;
  cpuSeconds(): number;
  /** Closes the connections, then stops the cluster. */
  stop(): Promise<void>;
}

/** A fresh cluster with the Supabase-like baseline and every migration, and room for `connections` workers. */
export async function startLoadServer(connections: number): Promise<LoadServer> {
  const cluster = await startCluster();
  const sql = postgres({
    host: cluster.host,
    port: cluster.port,
    user: cluster.user,
    database: 'postgres',
    max: connections + 1,
    onnotice: () => {},
  });
  const stop = async () => {
    await sql.end({ timeout: 5 });
    cluster.stop();
  };
  try {
    for (const script of schemaScripts()) await sql.unsafe(script).simple();
    const [{ server_version: version }] = (await sql`show server_version`) as unknown as [{ server_version: string }];
    const db: LoadDb = {
      async session() {
        const connection = await sql.reserve();
        return {
          async request(caller, text, params = []) {
            const claims = caller === 'anon' ? { role: 'anon' } : { sub: caller.userId, role: 'authenticated' };
            const role = caller === 'anon' ? 'anon' : 'authenticated';
            // As PostgREST: the role and claims for this transaction only, then the one statement. Sent
            // in one round trip, so the load generator takes as little as it can of the shared cores.
            const [begun, configured, result, committed] = await Promise.allSettled([
              connection`begin`,
              connection`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`,
              connection.unsafe(text, params as never[]),
              connection`commit`,
            ]);
            for (const step of [begun, configured, committed]) if (step.status === 'rejected') throw step.reason;
            if (result.status === 'rejected') throw result.reason;
            return [...result.value] as never[];
          },
          release: () => connection.release(),
        };
      },
      async query(text, params = []) {
        return [...(await sql.unsafe(text, params as never[]))] as never[];
      },
    };
    return { db, version, cpuSeconds: cluster.cpuSeconds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
