// The upload flow of spec section 4, end to end: idle -> uploading (the photo read, identified on
// the device, and sent to the vision service when one is configured) -> generating (where the
// person is, and the advice) -> results -> /results. Each state lasts as long as its work and no
// longer: no counter runs on a timer (issue 19). Cancel aborts every request the scan has out;
// what the loading panel shows, and its Pause and Resume, are in scanWork.ts.
import { checkPhotoFile, looksLikeImage, SIGNATURE_BYTES } from '../domain/identification/photoFile';
import { answeredPhotoItem } from '../domain/identification/question';
import type { IdentificationErrorCode } from '../domain/identification/rules';
import { hasCity } from '../domain/location';
import { EMPTY_SCAN_RESULT } from '../domain/results/scanResult';
import type { ScanPhase, ScanWork } from '../domain/scanProgress';
import type { SearchSuggestion } from '../domain/search/itemSearch';
import { typedItem } from '../domain/search/typedItem';
import type { AnswerChoice, IdentifiedItem, UserLocation } from '../domain/types';
import { prefersReducedMotion } from '../services/timers/motion';
import { sleep } from '../services/timers/sleep';
import {
  deviceIdentificationAtom,
  type DeviceReading,
  identificationAtom,
  identificationServicesAtom,
  identifiedItemsAtom,
  identifiersSettledAtom,
  identifyPhotoAtom,
  resetIdentificationAtom,
} from './identification';
import { atom, type Getter, type Setter } from './jotai';
import { detectLocationAtom, locationOutcomeAtom, userLocationAtom } from './location';
import { deriveResult, resetScanResultAtom, scanResultAtom } from './scanResult';
import { scanServicesAtom } from './scanServices';
import { rememberAnswerAtom, resultEmbeddingAtom } from './taught';

/** Why a scan stopped: identification's codes, the drop box's 'tooMany', or the spec's catch-all. */
export type ScanErrorCode = IdentificationErrorCode | 'tooMany' | 'failed';

export interface ScanFlowState {
  phase: ScanPhase;
  paused: boolean;
  error: ScanErrorCode | null;
  /** The model's first load, 0..1, when it was not ready as the photo came; null when it was. */
  modelLoad: number | null;
  located: boolean;
  /** Where the advice is for, once known. */
  city: string | null;
  adviser: ScanWork['adviser'];
  /** For a photo judged not waste: the answers to offer for it, likeliest first (never a dead end). */
  choices: AnswerChoice[];
  /** Every answer for that photo, likeliest first: the order of those behind "Something else". */
  ranking: AnswerChoice[];
}

export const IDLE_FLOW: Readonly<ScanFlowState> = {
  phase: 'idle',
  paused: false,
  error: null,
  modelLoad: null,
  located: false,
  city: null,
  adviser: 'device',
  choices: [],
  ranking: [],
};

export const scanFlowAtom = atom<ScanFlowState>({ ...IDLE_FLOW });

/** The photo of the last scan, for Retry. Kept in memory only. */
export const lastScanFileAtom = atom<File | null>(null);

/** The embedding of a photo judged not waste, in memory only: the answer the person gives it teaches it. */
const unansweredEmbeddingAtom = atom<Float32Array | null>(null);

/** Uploading or generating: the upload box is disabled and /results shows its spinner. */
export const scanBusyAtom = atom((get) => {
  const { phase } = get(scanFlowAtom);
  return phase === 'uploading' || phase === 'generating';
});

export type ScanOutcome = 'done' | 'failed' | 'cancelled';

/** The short settle between "Done" and the results page, so the change is not jarring; none for reduced motion. */
export const RESULTS_TRANSITION_MS = 250;

/** The scan running now; starting another, cancelling or resetting aborts it and its requests. */
const currentRunAtom = atom<AbortController | null>(null);

/** A known city is reused; otherwise the browser is asked (ending in the unknown-location default). */
async function locate(get: Getter, set: Setter): Promise<UserLocation> {
  try {
    if (get(locationOutcomeAtom)?.status !== 'city') await set(detectLocationAtom);
  } catch (error) {
    // The location code could not load (offline before it was fetched): the advice is for anywhere.
    console.warn('The location could not be looked up', error);
  }
  return get(userLocationAtom);
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
  get(currentRunAtom)?.abort();
  set(currentRunAtom, null);
  set(resetIdentificationAtom);
}

function startRun(get: Getter, set: Setter): { signal: AbortSignal; isLive: () => boolean } {
  endRun(get, set);
  const run = new AbortController();
  set(currentRunAtom, run);
  return { signal: run.signal, isLive: () => get(currentRunAtom) === run && !run.signal.aborted };
}

/** Follows the model's first load into the flow, for the bar; returns the unsubscribe function. */
function watchModelLoad(get: Getter, set: Setter, isLive: () => boolean): () => void {
  return get(identificationServicesAtom).classifier.subscribe((status) => {
    if (!isLive() || status.phase !== 'loading') return;
    set(scanFlowAtom, (state) => ({ ...state, modelLoad: Math.max(state.modelLoad ?? 0, status.progress.fraction) }));
  });
}

interface Run {
  signal: AbortSignal;
  isLive: () => boolean;
}

/** Where the person is, told to the loading panel as soon as it is known. */
function locateForFlow(get: Getter, set: Setter, { isLive }: Run): Promise<UserLocation> {
  return locate(get, set).then((location) => {
    if (isLive()) {
      set(scanFlowAtom, (state) => ({ ...state, located: true, city: hasCity(location) ? location.city : null }));
    }
    return location;
  });
}

/**
 * Works out a photo's result for its items and shows it: the new result replaces the last one only
 * now, so a photo that fails on the way loses nothing saved. Resolves 'done' when it is time for /results.
 */
async function showPhotoResult(
  get: Getter,
  set: Setter,
  run: Run,
  items: IdentifiedItem[],
  work: { location: Promise<UserLocation>; preview: Promise<string | null>; embedding: Float32Array | null },
): Promise<ScanOutcome> {
  const services = get(scanServicesAtom);
  set(scanFlowAtom, (state) => ({ ...state, phase: 'generating', paused: false }));
  const derived = await deriveResult(get, services, items, await work.location, run.signal);
  const currentImage = await work.preview;
  if (!run.isLive()) return 'cancelled';
  set(resetScanResultAtom);
  const scanId = services.newId();
  set(scanResultAtom, { ...EMPTY_SCAN_RESULT, ...derived, scanId, currentImage });
  set(resultEmbeddingAtom, work.embedding ? { scanId, embedding: work.embedding } : null);
  set(scanFlowAtom, (state) => ({ ...state, phase: 'results' }));
  if (!prefersReducedMotion()) await sleep(RESULTS_TRANSITION_MS, run.signal);
  if (!run.isLive()) return 'cancelled';
  set(currentRunAtom, null);
  set(scanFlowAtom, { ...IDLE_FLOW });
  return 'done';
}

/**
 * Runs one photo through the whole flow. Resolves 'done' when it is time to show /results. `read`: what
 * the device already made of this very picture (the live camera's frame), used as it is.
 */
export const startScanAtom = atom(null, async (get, set, file: File, read?: DeviceReading): Promise<ScanOutcome> => {
  const run = startRun(get, set);
  const { isLive } = run;
  set(lastScanFileAtom, file);
  set(unansweredEmbeddingAtom, null);
  const fail = (code: ScanErrorCode): ScanOutcome => {
    if (!isLive()) return 'cancelled';
    // A photo given no answer is not a dead end: the answers to offer, and what the answer the
    // person gives will teach, outlive the run.
    const answerable = ANSWERABLE_ERRORS.has(code);
    const { choices, ranking } = answerable ? get(deviceIdentificationAtom) : IDLE_FLOW;
    if (answerable) set(unansweredEmbeddingAtom, get(identificationAtom).embedding);
    endRun(get, set);
    set(scanFlowAtom, { ...IDLE_FLOW, error: code, choices: [...choices], ranking: [...ranking] });
    return 'failed';
  };

  const rejected = await rejectedByContent(file);
  if (!isLive()) return 'cancelled';
  if (rejected) return fail(rejected);

  const services = get(scanServicesAtom);
  const modelReady = get(identificationServicesAtom).classifier.status.phase === 'ready';
  set(scanFlowAtom, {
    ...IDLE_FLOW,
    phase: 'uploading',
    modelLoad: modelReady ? null : 0,
    adviser: services.asksAi() ? 'ai' : 'device',
  });
  const stopWatchingModel = modelReady ? () => undefined : watchModelLoad(get, set, isLive);
  try {
    const preview = services.preview(file);
    const located = locateForFlow(get, set, run);
    const outcome = await set(identifyPhotoAtom, file, read);
    if (outcome === 'replaced' || !isLive()) return 'cancelled';
    if (outcome === 'failed') return fail(get(identificationAtom).error ?? 'failed');
    // A sure on-device answer is shown at once; the advice waits for the vision service's, which may change it.
    await set(identifiersSettledAtom);
    if (!isLive()) return 'cancelled';
    const items = get(identifiedItemsAtom);
    if (!items.length) return fail('noItems');
    const { embedding } = get(identificationAtom);
    return await showPhotoResult(get, set, run, items, { location: located, preview, embedding });
  } catch (error) {
    if (!isLive()) return 'cancelled';
    console.error('The scan failed', error);
    return fail('failed');
  } finally {
    stopWatchingModel();
  }
});

/**
 * The person typed what they hold and picked it: its result, worked out like a scan's (their place,
 * the analysis, impact, nearby places) with no photo and nothing to wait for. A photo scan
 * running is ended; the last result stays until the new one is ready.
 */
export const startTypedScanAtom = atom(
  null,
  async (get, set, suggestion: Pick<SearchSuggestion, 'item' | 'entry'>): Promise<ScanOutcome> => {
    const { signal, isLive } = startRun(get, set);
    set(lastScanFileAtom, null);
    set(scanFlowAtom, { ...IDLE_FLOW });
    try {
      const services = get(scanServicesAtom);
      const derived = await deriveResult(get, services, [typedItem(suggestion)], await locate(get, set), signal);
      if (!isLive()) return 'cancelled';
      set(resetScanResultAtom);
      set(scanResultAtom, { ...EMPTY_SCAN_RESULT, ...derived, scanId: services.newId() });
      return 'done';
    } catch (error) {
      if (!isLive()) return 'cancelled';
      console.error('The typed item could not be worked out', error);
      return 'failed';
    } finally {
      if (isLive()) set(currentRunAtom, null);
    }
  },
);

/**
 * The person says what is in a photo the app gave no answer for (an answer offered, or an item from the
 * search): the photo's result is worked out for that answer, confirmed as a changed answer is, through
 * the same path as a scan's (advice, impact, nearby places, history), and the photo teaches it.
 */
export const answerPhotoAtom = atom(
  null,
  async (get, set, answer: AnswerChoice | IdentifiedItem): Promise<ScanOutcome> => {
    const file = get(lastScanFileAtom);
    if (!file) return 'cancelled';
    const { choices, ranking } = get(scanFlowAtom);
    const item = typeof answer === 'string' ? answeredPhotoItem(answer, choices, ranking) : answer;
    const embedding = get(unansweredEmbeddingAtom);
    const run = startRun(get, set);
    const services = get(scanServicesAtom);
    set(scanFlowAtom, { ...IDLE_FLOW, phase: 'generating', adviser: services.asksAi() ? 'ai' : 'device' });
    try {
      const location = locateForFlow(get, set, run);
      const outcome = await showPhotoResult(get, set, run, [item], {
        location,
        preview: services.preview(file),
        embedding,
      });
      if (outcome === 'done') {
        set(unansweredEmbeddingAtom, null);
        set(rememberAnswerAtom, get(scanResultAtom).scanId, item).catch((error: unknown) =>
          console.warn('The answer could not be remembered on this device', error),
        );
      }
      return outcome;
    } catch (error) {
      if (!run.isLive()) return 'cancelled';
      console.error('The answered photo could not be worked out', error);
      endRun(get, set);
      set(scanFlowAtom, { ...IDLE_FLOW, error: 'failed' });
      return 'failed';
    }
  },
);

/** Refused before any work (the drop box's own checks): back to idle with the message. */
export const rejectScanAtom = atom(null, (get, set, code: ScanErrorCode) => {
  endRun(get, set);
  set(lastScanFileAtom, null);
  set(scanFlowAtom, { ...IDLE_FLOW, error: code });
});

/** Spec: cancel resets the flow and clears the current image; every request the scan has out is aborted. */
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

/** A photo the app gave no answer for: the person is offered the answers and the search (answerPhotoAtom). */
export const ANSWERABLE_ERRORS: ReadonlySet<ScanErrorCode> = new Set(['notWaste', 'noItems', 'tooSmall', 'tooDark']);

/** Errors another attempt with the same photo may get past (not the photo's own faults). */
export const RETRYABLE_ERRORS: ReadonlySet<ScanErrorCode> = new Set(['failed', 'modelUnavailable', 'noItems']);

/** Spec: retry resets and re-runs the last file. */
export const retryScanAtom = atom(null, async (get, set): Promise<ScanOutcome> => {
  const file = get(lastScanFileAtom);
  if (!file) return 'cancelled';
  return set(startScanAtom, file);
});
