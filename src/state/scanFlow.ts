// The upload flow of spec section 4, end to end: idle -> uploading (a simulated counter that can be
// paused) -> generating (while identification, location and analysis run) -> results -> /results.
// The real work starts with the upload counter, so the on-device item is known within a second and
// the loading panel can say what the photo looks like long before the counter ends.
import { atom, type Getter, type Setter } from 'jotai';

import { checkPhotoFile, looksLikeImage, SIGNATURE_BYTES } from '../domain/identification/photoFile';
import type { IdentificationErrorCode } from '../domain/identification/rules';
import { EMPTY_SCAN_RESULT, type ScanResult } from '../domain/results/scanResult';
import {
  BEFORE_NAVIGATE_MS,
  GENERATING_TICK_MS,
  nextGeneratingProgress,
  nextUploadProgress,
  RESULTS_PAUSE_MS,
  type ScanPhase,
  UPLOAD_TICK_MS,
} from '../domain/scanTimings';
import type { SearchSuggestion } from '../domain/search/itemSearch';
import { typedItem } from '../domain/search/typedItem';
import type { UserLocation } from '../domain/types';
import { identificationAtom, identifiedItemsAtom, identifyPhotoAtom, resetIdentificationAtom } from './identification';
import { detectLocationAtom, locationOutcomeAtom, userLocationAtom } from './location';
import { deriveResult, resetScanResultAtom, scanResultAtom } from './scanResult';
import { scanServicesAtom } from './scanServices';

/** Why a scan stopped: identification's codes, the drop box's 'tooMany', or the spec's catch-all. */
export type ScanErrorCode = IdentificationErrorCode | 'tooMany' | 'failed';

export interface ScanFlowState {
  phase: ScanPhase;
  /** 0..100 */
  progress: number;
  paused: boolean;
  error: ScanErrorCode | null;
}

export const IDLE_FLOW: Readonly<ScanFlowState> = { phase: 'idle', progress: 0, paused: false, error: null };

export const scanFlowAtom = atom<ScanFlowState>({ ...IDLE_FLOW });

/** The photo of the last scan, for Retry. Kept in memory only. */
export const lastScanFileAtom = atom<File | null>(null);

/** Uploading or generating: the upload box is disabled and /results shows its spinner. */
export const scanBusyAtom = atom((get) => {
  const { phase } = get(scanFlowAtom);
  return phase === 'uploading' || phase === 'generating';
});

export type ScanOutcome = 'done' | 'failed' | 'cancelled';

class ScanError extends Error {
  constructor(readonly code: ScanErrorCode | 'cancelled') {
    super(code);
  }
}

interface Run {
  cancelled: boolean;
}

/** The scan running now; starting another, cancelling or resetting ends it. */
const currentRunAtom = atom<Run | null>(null);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The simulated upload: 2% a tick, standing still while paused; resolves at 100 or when the run ends. */
function countUpload(get: Getter, set: Setter, isLive: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!isLive()) {
        clearInterval(timer);
        return resolve();
      }
      const state = get(scanFlowAtom);
      if (state.paused) return;
      const progress = nextUploadProgress(state.progress);
      set(scanFlowAtom, { ...state, progress });
      if (progress >= 100) {
        clearInterval(timer);
        resolve();
      }
    }, UPLOAD_TICK_MS);
  });
}

/** A known city is reused; otherwise the browser is asked (ending in the unknown-location default). */
async function locate(get: Getter, set: Setter): Promise<UserLocation> {
  if (get(locationOutcomeAtom)?.status !== 'city') await set(detectLocationAtom);
  return get(userLocationAtom);
}

/** Waits for both identifiers' answers (whichever came first), so the analysis uses the final items. */
async function identifiersSettled(get: Getter, isLive: () => boolean): Promise<void> {
  const pending = () => {
    const state = get(identificationAtom);
    return state.cloudPhase === 'pending' || (state.deviceEvidence === null && !state.deviceFailed);
  };
  while (isLive() && pending()) await wait(UPLOAD_TICK_MS);
}

async function work(get: Getter, set: Setter, file: File, isLive: () => boolean): Promise<ScanResult> {
  const services = get(scanServicesAtom);
  const preview = services.preview(file);
  const located = locate(get, set);
  const outcome = await set(identifyPhotoAtom, file);
  if (outcome === 'replaced' || !isLive()) throw new ScanError('cancelled');
  if (outcome === 'failed') throw new ScanError(get(identificationAtom).error ?? 'failed');
  await identifiersSettled(get, isLive);
  const items = get(identifiedItemsAtom);
  if (!items.length) throw new ScanError('noItems');
  const derived = await deriveResult(get, services, items, await located);
  return { ...EMPTY_SCAN_RESULT, ...derived, scanId: services.newId(), currentImage: await preview };
}

async function rejectedByContent(file: File): Promise<ScanErrorCode | null> {
  const invalid = checkPhotoFile(file);
  if (invalid) return invalid;
  try {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    return looksLikeImage(head) ? null : 'notAnImage';
  } catch {
    return 'unreadable';
  }
}

function endRun(get: Getter, set: Setter) {
  const run = get(currentRunAtom);
  if (run) run.cancelled = true;
  set(currentRunAtom, null);
  set(resetIdentificationAtom);
}

/** Runs one photo through the whole flow. Resolves 'done' when it is time to show /results. */
export const startScanAtom = atom(null, async (get, set, file: File): Promise<ScanOutcome> => {
  endRun(get, set);
  const run: Run = { cancelled: false };
  set(currentRunAtom, run);
  const isLive = () => get(currentRunAtom) === run && !run.cancelled;
  set(lastScanFileAtom, file);

  const fail = (code: ScanErrorCode) => {
    if (!isLive()) return;
    endRun(get, set);
    set(scanFlowAtom, { ...IDLE_FLOW, error: code });
  };

  const rejected = await rejectedByContent(file);
  if (!isLive()) return 'cancelled';
  if (rejected) {
    fail(rejected);
    return 'failed';
  }
  set(scanFlowAtom, { ...IDLE_FLOW, phase: 'uploading' });

  const result = work(get, set, file, isLive);
  // A failure shows at once, even in the middle of the upload counter.
  result.catch((error: unknown) => {
    if (error instanceof ScanError && error.code === 'cancelled') return;
    if (!(error instanceof ScanError)) console.error('The scan failed', error);
    fail(error instanceof ScanError && error.code !== 'cancelled' ? error.code : 'failed');
  });

  await countUpload(get, set, isLive);
  if (!isLive()) return get(scanFlowAtom).error ? 'failed' : 'cancelled';
  set(scanFlowAtom, (state) => ({ ...state, phase: 'generating' }));
  const ticker = setInterval(() => {
    if (isLive()) set(scanFlowAtom, (state) => ({ ...state, progress: nextGeneratingProgress(state.progress) }));
  }, GENERATING_TICK_MS);
  let session: ScanResult;
  try {
    session = await result;
  } catch {
    return isLive() || get(scanFlowAtom).error ? 'failed' : 'cancelled';
  } finally {
    clearInterval(ticker);
  }
  if (!isLive()) return 'cancelled';
  // The new result replaces the last one only now: a photo that fails on the way loses nothing saved.
  set(resetScanResultAtom);
  set(scanResultAtom, session);
  set(scanFlowAtom, { ...IDLE_FLOW, phase: 'results', progress: 100 });
  await wait(RESULTS_PAUSE_MS);
  if (!isLive()) return 'cancelled';
  await wait(BEFORE_NAVIGATE_MS);
  if (!isLive()) return 'cancelled';
  set(currentRunAtom, null);
  set(scanFlowAtom, { ...IDLE_FLOW });
  return 'done';
});

/**
 * The person typed what they hold and picked it: its result, worked out like a scan's (their place,
 * the analysis, impact, nearby places) with no photo and no counter to wait for. A photo scan
 * running is ended; the last result stays until the new one is ready.
 */
export const startTypedScanAtom = atom(
  null,
  async (get, set, suggestion: Pick<SearchSuggestion, 'item' | 'entry'>): Promise<ScanOutcome> => {
    endRun(get, set);
    const run: Run = { cancelled: false };
    set(currentRunAtom, run);
    set(lastScanFileAtom, null);
    set(scanFlowAtom, { ...IDLE_FLOW });
    const isLive = () => get(currentRunAtom) === run && !run.cancelled;
    try {
      const services = get(scanServicesAtom);
      const derived = await deriveResult(get, services, [typedItem(suggestion)], await locate(get, set));
      if (!isLive()) return 'cancelled';
      set(resetScanResultAtom);
      set(scanResultAtom, { ...EMPTY_SCAN_RESULT, ...derived, scanId: services.newId() });
      return 'done';
    } catch (error) {
      console.error('The typed item could not be worked out', error);
      return isLive() ? 'failed' : 'cancelled';
    } finally {
      if (isLive()) set(currentRunAtom, null);
    }
  },
);

/** Refused before any work (the drop box's own checks): back to idle with the message. */
export const rejectScanAtom = atom(null, (get, set, code: ScanErrorCode) => {
  endRun(get, set);
  set(lastScanFileAtom, null);
  set(scanFlowAtom, { ...IDLE_FLOW, error: code });
});

export const pauseScanAtom = atom(null, (get, set) => {
  if (get(scanFlowAtom).phase === 'uploading') set(scanFlowAtom, (state) => ({ ...state, paused: true }));
});

export const resumeScanAtom = atom(null, (_get, set) => {
  set(scanFlowAtom, (state) => ({ ...state, paused: false }));
});

/** Spec: cancel resets the flow and clears the current image. */
export const cancelScanAtom = atom(null, (get, set) => {
  endRun(get, set);
  set(resetScanResultAtom);
  set(scanFlowAtom, { ...IDLE_FLOW });
});

/** Back to the start: nothing running, no message, no photo to retry. */
export const resetScanAtom = atom(null, (get, set) => {
  endRun(get, set);
  set(lastScanFileAtom, null);
  set(scanFlowAtom, { ...IDLE_FLOW });
});

/** Errors another attempt with the same photo may get past (not the photo's own faults). */
export const RETRYABLE_ERRORS: ReadonlySet<ScanErrorCode> = new Set(['failed', 'modelUnavailable', 'noItems']);

/** Spec: retry resets and re-runs the last file. */
export const retryScanAtom = atom(null, async (get, set): Promise<ScanOutcome> => {
  const file = get(lastScanFileAtom);
  if (!file) return 'cancelled';
  return set(startScanAtom, file);
});
