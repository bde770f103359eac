// A person's progress: derived from their records by the domain rules, with the achievements already
// earned kept by the DataStore so each is announced once.
import { deriveProgress, type ProgressUpdate } from '../../domain/progress';
import type { DataStore } from './dataStore';

export async function loadProgress(dataStore: DataStore, now: Date = new Date(), timeZone?: string): Promise<ProgressUpdate> {
  const [records, stored] = await Promise.all([dataStore.listActivity(), dataStore.loadProgress()]);
  const update = deriveProgress(records, stored, now, timeZone);
  if (update.earned.length > 0) {
    await dataStore.saveProgress({ achievements: update.progress.achievements, notifications: update.progress.notifications });
  }
  return update;
}
