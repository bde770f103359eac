// A person's progress: derived from their records by the domain rules, with the achievements already
// earned kept by the DataStore so each is announced once.
import {
  deriveProgress,
  type EarnedProgress,
  hasUnsyncedProgress,
  mergeEarnedProgress,
  type ProgressUpdate,
} from '../../domain/progress';
import type { DataStore } from './dataStore';

export interface LoadProgressOptions {
  now?: Date;
  /** The person's IANA zone; the device's by default. */
  timeZone?: string;
  /** What this device remembers that the data layer may lack (earned or read while a sync failed). */
  local?: EarnedProgress | null;
}

export interface LoadedProgress extends ProgressUpdate {
  /** Set when the data layer could not take what it lacked: the caller keeps the local copy and says so. */
  syncError?: unknown;
}

export const earnedOf = ({ achievements, notifications }: EarnedProgress): EarnedProgress => ({
  achievements,
  notifications,
});

/**
 * Reads the records and what was earned, derives the progress, and gives the data layer whatever it
 * lacks. Throws when the records cannot be read; a failed sync does not throw (see syncError).
 */
export async function loadProgress(
  dataStore: DataStore,
  { now = new Date(), timeZone, local }: LoadProgressOptions = {},
): Promise<LoadedProgress> {
  const [records, stored] = await Promise.all([dataStore.listActivity(), dataStore.loadProgress()]);
  const remembered = local ? mergeEarnedProgress(stored, local) : stored;
  const update = deriveProgress(records, remembered, now, timeZone);
  if (!hasUnsyncedProgress(stored, update.progress)) return update;
  try {
    await dataStore.saveProgress(earnedOf(update.progress));
    return update;
  } catch (syncError) {
    return { ...update, syncError };
  }
}
