// This device's copy of the person's progress, under the spec's local storage keys. The dashboard shows
// it at once while the data layer answers, and falls back to it when the data layer cannot be reached.
// Each personal entry names its owner, so on a shared device nobody is shown someone else's figures,
// and signing out removes them.
import type { Progress } from '../../domain/progress';
import type { CommunityStats, StreakCounts } from './dataStore';

export const PROGRESS_CACHE_KEYS = {
  progress: 'recycle-smart-progress',
  impactStats: 'impactStats',
  streak: 'recycling_streak_data',
  community: 'community_stats',
} as const;

/** Bumped when the stored shape changes, so an old copy is ignored rather than misread. */
const VERSION = 1;

export interface ImpactStats {
  co2Saved: number;
  materialReduced: number;
  waterSaved: number;
  treesEquivalent: number;
  energySaved: number;
}

export interface CachedStreak extends StreakCounts {
  lastActivityDate: string | null;
}

type Owned<T> = { version: number; userId: string; value: T };

export interface ProgressCache {
  readProgress(userId: string): Progress | null;
  /** Writes the progress and, taken from it, the impact stats. */
  writeProgress(userId: string, progress: Progress): void;
  readImpactStats(userId: string): ImpactStats | null;
  readStreak(userId: string): CachedStreak | null;
  writeStreak(userId: string, streak: CachedStreak): void;
  readCommunity(): CommunityStats | null;
  writeCommunity(stats: CommunityStats): void;
  /** Forgets everything personal (on sign-out); community figures are public and stay. */
  clearPersonal(): void;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function looksLikeProgress(value: unknown): value is Progress {
  if (!isRecord(value)) return false;
  const numbers = [
    'totalRecycled',
    'co2Saved',
    'waterSaved',
    'treesEquivalent',
    'currentStreak',
    'longestStreak',
    'tierProgress',
  ];
  return (
    numbers.every((key) => isNumber(value[key])) &&
    Array.isArray(value.achievements) &&
    Array.isArray(value.notifications) &&
    Array.isArray(value.unlockedBadges) &&
    isRecord(value.monthlyHistory) &&
    isRecord(value.personalBests) &&
    isRecord(value.impactBasis)
  );
}

const looksLikeImpactStats = (value: unknown): value is ImpactStats =>
  isRecord(value) &&
  ['co2Saved', 'materialReduced', 'waterSaved', 'treesEquivalent', 'energySaved'].every((key) => isNumber(value[key]));

const looksLikeStreak = (value: unknown): value is CachedStreak =>
  isRecord(value) &&
  isNumber(value.current) &&
  isNumber(value.longest) &&
  (value.lastActivityDate === null || typeof value.lastActivityDate === 'string');

const looksLikeCommunity = (value: unknown): value is CommunityStats =>
  isRecord(value) &&
  typeof value.date === 'string' &&
  isNumber(value.totalWeight) &&
  isNumber(value.totalUsers) &&
  isNumber(value.monthWeight);

/** storage: localStorage by default; absent or failing storage (private modes, quotas) makes a cache that remembers nothing. */
export function createProgressCache(storage: Storage | null = globalThis.localStorage ?? null): ProgressCache {
  const read = (key: string): unknown => {
    try {
      const text = storage?.getItem(key);
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch (error) {
      console.warn(`Could not keep ${key} on this device`, error);
    }
  };
  const remove = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing kept, nothing to remove.
    }
  };

  function readOwned<T>(key: string, userId: string, valid: (value: unknown) => value is T): T | null {
    const entry = read(key);
    if (!isRecord(entry) || entry.version !== VERSION || entry.userId !== userId) return null;
    return valid(entry.value) ? entry.value : null;
  }
  const writeOwned = <T>(key: string, userId: string, value: T) =>
    write(key, { version: VERSION, userId, value } satisfies Owned<T>);

  return {
    readProgress: (userId) => readOwned(PROGRESS_CACHE_KEYS.progress, userId, looksLikeProgress),

    writeProgress(userId, progress) {
      writeOwned(PROGRESS_CACHE_KEYS.progress, userId, progress);
      writeOwned<ImpactStats>(PROGRESS_CACHE_KEYS.impactStats, userId, {
        co2Saved: progress.co2Saved,
        materialReduced: progress.totalRecycled,
        waterSaved: progress.waterSaved,
        treesEquivalent: progress.treesEquivalent,
        energySaved: progress.energySaved,
      });
    },

    readImpactStats: (userId) => readOwned(PROGRESS_CACHE_KEYS.impactStats, userId, looksLikeImpactStats),
    readStreak: (userId) => readOwned(PROGRESS_CACHE_KEYS.streak, userId, looksLikeStreak),
    writeStreak: (userId, streak) => writeOwned(PROGRESS_CACHE_KEYS.streak, userId, streak),

    readCommunity() {
      const entry = read(PROGRESS_CACHE_KEYS.community);
      return isRecord(entry) && entry.version === VERSION && looksLikeCommunity(entry.value) ? entry.value : null;
    },
    writeCommunity: (stats) => write(PROGRESS_CACHE_KEYS.community, { version: VERSION, value: stats }),

    clearPersonal() {
      remove(PROGRESS_CACHE_KEYS.progress);
      remove(PROGRESS_CACHE_KEYS.impactStats);
      remove(PROGRESS_CACHE_KEYS.streak);
    },
  };
}
