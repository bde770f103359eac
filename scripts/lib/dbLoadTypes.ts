// The database load test's shapes: the connection it drives, the sizes and options it takes, the report it
// gives (dbLoad.ts).
import type { Caller } from './supabaseBaseline';

/** One worker's connection. */
export interface LoadSession {
  /** One request as PostgREST makes it: a transaction as the caller, one statement. */
  request<T = Record<string, unknown>>(caller: Caller, sql: string, params?: unknown[]): Promise<T[]>;
  release(): void;
}

export interface LoadDb {
  session(): Promise<LoadSession>;
  /** One statement as the database owner (filling, checking). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface FillSizes {
  people: number;
  /** Records spread over the `days` days before today (UTC), each taken on a scan of its own. */
  records: number;
  days: number;
  facilities: number;
}

export interface LoadOptions {
  writers: number;
  readers: number;
  /** How long the writers alone run flat out, to find how many actions a second the server takes. */
  capacitySeconds: number;
  /** How long the mixed run lasts, and the actions a second its writers keep to (0: flat out). */
  seconds: number;
  writeRate: number;
  /** Today's records before the early and the late insert measurements. */
  early: number;
  late: number;
  /** Inserts timed in each of those two measurements. */
  samples: number;
  /** After one writer action in this many, the person also deletes their latest scan (and its actions). */
  deleteEvery: number;
  /** A reader's pause between two visits, as a person reads the page before the next. */
  visitPauseMs: number;
  /** CPU seconds the database server has used so far, where the driver can tell. */
  serverCpuSeconds?: () => number;
  log?: (line: string) => void;
}

/** Share of the machine's cores used over a phase, by the server and by this process (the load). */
export interface CpuShare {
  server: number | null;
  generator: number;
}

export interface OpStats {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  max: number;
}

export interface Exactness {
  /** Days whose community figures differ from a recount of the records. */
  daysOff: { date: string; kept: [number, number]; counted: [number, number] }[];
  communityWeight: string;
  recordsWeight: string;
  records: number;
  /** People whose stored streak columns differ from a recount, of those checked. */
  streaksOff: number;
  streaksChecked: number;
}

export interface LoadReport {
  cores: number;
  capacity: { actionsPerSecond: number; insertP95: number; cpu: CpuShare };
  mixed: { seconds: number; writeRate: number; cpu: CpuShare };
  ops: Record<string, OpStats>;
  early: { todayRecords: number; p95: number; p50: number };
  late: { todayRecords: number; p95: number; p50: number };
  errors: Record<string, number>;
  deadlocks: number;
  exactness: Exactness;
}
