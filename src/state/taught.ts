// What the person taught the app (issue: it learns from you). A confirmed or changed answer keeps the
// photo's embedding with the chosen item, through the DataStore, on this device; the classifier worker
// checks every new photo against them. The taught page lists, forgets, and moves them as class packs.
import type { ImportRefusal } from '../domain/accountData';
import { buildMemoryIndex, EMPTY_MEMORY, type MemoryIndex } from '../domain/taught/recall';
import { type TaughtExample, type TaughtItem, taughtItems } from '../domain/taught/taughtExample';
import type { IdentifiedItem } from '../domain/types';
import { downloadFile } from '../services/files/downloadFile';
import { currentUserAtom, dataStoreAtom, requireDataStore } from './account';
import { atom, loadable } from './jotai';

// The class pack's file format (its schema, with zod) loads when a pack is written or read: the scan
// reads this module for what was taught, so it comes with the upload box, which needs no schema.
const packFormat = () => import('../domain/taught/classPack');

/** Goes up after every change this tab makes, so the list is read again. */
const taughtRevisionAtom = atom(0);

/** Something outside this module changed the taught list (an account restored from a file). */
export const taughtChangedAtom = atom(null, (_get, set) => set(taughtRevisionAtom, (revision) => revision + 1));

/** The current person's taught examples (the visitor's when signed out), oldest first. */
export const taughtExamplesAtom = atom(async (get): Promise<TaughtExample[]> => {
  get(taughtRevisionAtom);
  // Read again when the person signs in or out: the store answers for whoever is signed in now.
  get(currentUserAtom);
  const store = get(dataStoreAtom);
  return store ? store.taught.list() : [];
});

/** The list by item, most recently taught first, for the taught page. */
export const taughtItemsAtom = atom(async (get): Promise<TaughtItem[]> => taughtItems(await get(taughtExamplesAtom)));

/** The same, as loading / hasData / hasError, so the page shows each state rather than suspending. */
export const taughtItemsLoadableAtom = loadable(taughtItemsAtom);

/** The examples ready for the worker's check; nothing taught when they cannot be read. */
export const taughtMemoryAtom = atom(async (get): Promise<MemoryIndex> => {
  try {
    return buildMemoryIndex(await get(taughtExamplesAtom));
  } catch (error) {
    console.warn('What you taught could not be read; identifying without it', error);
    return EMPTY_MEMORY;
  }
});

/**
 * The answer a scan's photo last taught the app, once it is stored: the results page marks that
 * answer remembered (a page left before then may not have kept it).
 */
export const lastTaughtAtom = atom<{ scanId: string; itemId: string } | null>(null);

/** The embedding of the photo behind the current result, in memory only, for when its answer is corrected. */
export const resultEmbeddingAtom = atom<{ scanId: string; embedding: Float32Array } | null>(null);

/**
 * The person confirmed or changed the current result's answer: its photo teaches that item. A result
 * with no photo behind it in this tab (typed, or restored after a reload) teaches nothing.
 */
export const rememberAnswerAtom = atom(null, async (get, set, scanId: string | null, item: IdentifiedItem) => {
  const photo = get(resultEmbeddingAtom);
  if (!photo || photo.scanId !== scanId) return;
  await requireDataStore(get).taught.remember({
    id: scanId,
    itemId: item.id,
    material: item.material,
    embedding: photo.embedding,
    taughtAt: new Date().toISOString(),
  });
  set(taughtRevisionAtom, (revision) => revision + 1);
  set(lastTaughtAtom, { scanId, itemId: item.id });
});

export type TaughtWork = 'forgetting' | 'exporting' | 'reading';

export type TaughtPageState =
  | { status: 'idle' }
  | { status: 'working'; work: TaughtWork }
  | { status: 'forgot'; itemId: string | null }
  | { status: 'exported'; fileName: string; count: number }
  | { status: 'imported'; added: number; alreadyHere: number }
  | { status: 'refused'; refusal: ImportRefusal; at?: string }
  | { status: 'failed'; work: TaughtWork };

export const taughtPageAtom = atom<TaughtPageState>({ status: 'idle' });

/** Forgets one item (every photo that taught it), or everything taught when itemId is null. */
export const forgetTaughtAtom = atom(null, async (get, set, itemId: string | null) => {
  set(taughtPageAtom, { status: 'working', work: 'forgetting' });
  try {
    const { taught } = requireDataStore(get);
    await (itemId === null ? taught.forgetAll() : taught.forgetItem(itemId));
    set(taughtPageAtom, { status: 'forgot', itemId });
  } catch (error) {
    console.error('What you taught could not be forgotten', error);
    set(taughtPageAtom, { status: 'failed', work: 'forgetting' });
  }
  set(taughtRevisionAtom, (revision) => revision + 1);
});

/** Downloads everything taught as a class pack. */
export const exportClassPackAtom = atom(null, async (get, set) => {
  set(taughtPageAtom, { status: 'working', work: 'exporting' });
  try {
    const [examples, { classPack, classPackFileName }] = await Promise.all([
      requireDataStore(get).taught.list(),
      packFormat(),
    ]);
    const now = new Date();
    const fileName = classPackFileName(now);
    downloadFile(fileName, [JSON.stringify(classPack(examples, now), null, 1)]);
    set(taughtPageAtom, { status: 'exported', fileName, count: examples.length });
  } catch (error) {
    console.error('The class pack could not be written', error);
    set(taughtPageAtom, { status: 'failed', work: 'exporting' });
  }
});

/** Adds a class pack's (or an account export's) taught examples; a refused file changes nothing. */
export const importClassPackAtom = atom(null, async (get, set, file: File) => {
  set(taughtPageAtom, { status: 'working', work: 'reading' });
  try {
    const [{ isTooLarge }, { readClassPack }] = await Promise.all([import('../domain/accountData'), packFormat()]);
    if (isTooLarge(file.size)) return set(taughtPageAtom, { status: 'refused', refusal: 'tooLarge' });
    const read = await readClassPack(await file.text());
    if (!read.ok) return set(taughtPageAtom, { status: 'refused', refusal: read.refusal, at: read.at });
    const added = await requireDataStore(get).taught.add(read.examples);
    set(taughtPageAtom, { status: 'imported', added, alreadyHere: read.examples.length - added });
  } catch (error) {
    console.error('The class pack could not be added', error);
    set(taughtPageAtom, { status: 'failed', work: 'reading' });
  }
  set(taughtRevisionAtom, (revision) => revision + 1);
});
