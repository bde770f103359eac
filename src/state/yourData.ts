// "Your data is yours": download everything, restore from a file, delete the account. Atoms run the
// work through the DataStore and keep one state the dashboard's panel renders; the file's rules are in
// domain/accountData.
import {
  accountDataOf,
  countRecords,
  exportFile,
  exportFileName,
  exportFileText,
  type ImportRefusal,
  type ImportResult,
  isTooLarge,
  readExportFile,
  type RecordCounts,
} from '../domain/accountData';
import { downloadFile } from '../services/files/downloadFile';
import { yieldToBrowser } from '../services/timers/yieldToBrowser';
import { currentUserAtom, requireDataStore } from './account';
import { atom, type Getter } from './jotai';
import { endSessionAtom } from './signOut';
import { taughtChangedAtom } from './taught';

export type DataWork = 'exporting' | 'reading' | 'importing' | 'deleting';

export type YourDataState =
  | { status: 'idle' }
  | { status: 'working'; work: DataWork; done: number; total: number }
  | { status: 'exported'; counts: RecordCounts; fileName: string }
  | { status: 'imported'; result: ImportResult }
  | { status: 'refused'; refusal: ImportRefusal; at?: string }
  | { status: 'failed'; work: DataWork };

export const yourDataAtom = atom<YourDataState>({ status: 'idle' });

export const isDataWorkRunningAtom = atom((get) => get(yourDataAtom).status === 'working');

function requireUser(get: Getter) {
  const user = get(currentUserAtom);
  if (!user) throw new Error('Your data needs a signed-in person');
  return user;
}

/** Writes the signed-in person's export file and hands it to the browser's download. */
export const exportDataAtom = atom(null, async (get, set) => {
  const store = requireDataStore(get);
  const user = requireUser(get);
  const progress = (done: number, total: number) =>
    set(yourDataAtom, { status: 'working', work: 'exporting', done, total });
  progress(0, 1);
  try {
    const data = await store.exportAccountData(progress);
    const now = new Date();
    const file = exportFile(data, {
      source: store.backend,
      profile: { email: user.email, name: user.name ?? null },
      exportedAt: now,
    });
    const parts: string[] = [];
    for (const piece of exportFileText(file)) {
      parts.push(piece);
      await yieldToBrowser();
    }
    const fileName = exportFileName(now);
    downloadFile(fileName, parts);
    set(yourDataAtom, { status: 'exported', counts: countRecords(data), fileName });
  } catch (error) {
    console.error('Your data could not be exported', error);
    set(yourDataAtom, { status: 'failed', work: 'exporting' });
  }
});

/**
 * Checks the file whole before anything is written (a refused file changes nothing), then adds what
 * the account lacks. Checking pauses between slices so a large file never freezes the page.
 */
export const importDataAtom = atom(null, async (get, set, file: File) => {
  const store = requireDataStore(get);
  requireUser(get);
  if (isTooLarge(file.size)) return set(yourDataAtom, { status: 'refused', refusal: 'tooLarge' });
  const working = (work: DataWork) => (done: number, total: number) =>
    set(yourDataAtom, { status: 'working', work, done, total });
  let work: DataWork = 'reading';
  working(work)(0, 1);
  try {
    const text = await file.text();
    // Decoding a large file and parsing it are each a long task: the page paints between the two.
    await yieldToBrowser();
    const read = await readExportFile(text, { onProgress: working(work), pause: yieldToBrowser });
    if (!read.ok) return set(yourDataAtom, { status: 'refused', refusal: read.refusal, at: read.at });
    work = 'importing';
    working(work)(0, 1);
    const result = await store.importAccountData(accountDataOf(read.file), working(work));
    set(taughtChangedAtom);
    set(yourDataAtom, { status: 'imported', result });
  } catch (error) {
    console.error('Your data could not be imported', error);
    set(yourDataAtom, { status: 'failed', work });
  }
});

/** What deleting the account would delete, counted for the confirmation. Null when it cannot be read. */
export const countMyDataAtom = atom(null, async (get): Promise<RecordCounts | null> => {
  try {
    return countRecords(await requireDataStore(get).exportAccountData());
  } catch (error) {
    console.error('Your data could not be counted', error);
    return null;
  }
});

/** Deletes the account and every record of it; the person is signed out. Resolves to whether it was. */
export const deleteAccountAtom = atom(null, async (get, set): Promise<boolean> => {
  set(yourDataAtom, { status: 'working', work: 'deleting', done: 0, total: 1 });
  try {
    await requireDataStore(get).deleteAccount();
  } catch (error) {
    console.error('The account could not be deleted', error);
    set(yourDataAtom, { status: 'failed', work: 'deleting' });
    return false;
  }
  set(yourDataAtom, { status: 'idle' });
  await set(endSessionAtom);
  return true;
});
