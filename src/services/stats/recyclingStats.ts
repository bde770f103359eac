// The spec's recycling-statistics-by-city call. Where the original showed random figures on failure,
// this says the statistics are unavailable: no invented numbers.

export interface RecyclingStats {
  /** Percent, 0-100. */
  recyclingRate: number;
  /** Tonnes a year (as the endpoint reports it). */
  annualVolume: number;
  /** Percent, 0-100. */
  participationRate: number;
}

export type RecyclingStatsOutcome =
  | { status: 'available'; stats: RecyclingStats }
  | { status: 'unavailable'; reason: 'not-configured' | 'no-city' | 'failed' | 'invalid' };

export const STATS_TIMEOUT_MS = 8000;

const isPercent = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export async function fetchRecyclingStats(
  city: string,
  endpoint: string | null,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RecyclingStatsOutcome> {
  if (!endpoint) return { status: 'unavailable', reason: 'not-configured' };
  if (!city.trim()) return { status: 'unavailable', reason: 'no-city' };
  let reply: unknown;
  try {
    const url = new URL(endpoint);
    url.searchParams.set('city', city.trim());
    const response = await fetchImpl(url.href, { signal: AbortSignal.timeout(STATS_TIMEOUT_MS) });
    if (!response.ok) return { status: 'unavailable', reason: 'failed' };
    reply = await response.json();
  } catch {
    return { status: 'unavailable', reason: 'failed' };
  }
  const r = (reply ?? {}) as Record<string, unknown>;
  if (!isPercent(r.recyclingRate) || !isAmount(r.annualVolume) || !isPercent(r.participationRate)) {
    return { status: 'unavailable', reason: 'invalid' };
  }
  return {
    status: 'available',
    stats: { recyclingRate: r.recyclingRate, annualVolume: r.annualVolume, participationRate: r.participationRate },
  };
}
