// The live viewfinder ("Point and know"): while the camera is open, its frames go one at a time to the
// classifier worker the page already loaded (a frame is taken only when the last one's answer is back,
// so nothing queues), at most MAX_FRAMES_PER_SECOND, and none while the page is hidden. Each answer
// joins the vote of domain/live/settle.ts, which says what the viewfinder shows. "Use this" hands the
// frame behind the answer shown, with what the device made of it, to the photo's own flow. Loaded with
// the camera's dialog, never with the first screen.
import type { RuleContext } from '../domain/analysis/analysis';
import { CLASSIFIER_MAX_SIDE } from '../domain/identification/imageSize';
import {
  answerVerdict,
  EMPTY_WINDOW,
  frameAnswer,
  type LiveReading,
  type LiveWindow,
  type UnsureWhy,
  voteOf,
  withReading,
} from '../domain/live/settle';
import type { RulePack } from '../domain/rules/rulePack';
import { resolvePack, type Verdict } from '../domain/rules/verdict';
import type { IdentifiedItem } from '../domain/types';
import { screenText } from '../i18n';
import { jpegOf } from '../services/photo/encodeJpeg';
import { isPictureTooDark } from '../services/photo/lightSample';
import { scaledCopy } from '../services/photo/workingCopy';
import { sleep } from '../services/timers/sleep';
import { type DeviceReading, identificationServicesAtom, readOnDevice } from './identification';
import { atom, type Getter, type Setter } from './jotai';
import { detectLocationIfAllowedAtom, userLocationAtom } from './location';

/** A phone's battery is worth more than answers faster than a person can read them. */
export const MAX_FRAMES_PER_SECOND = 15;
/** How long to wait for a picture from the camera before looking again. */
const NO_FRAME_WAIT_MS = 100;
/** As the camera's capture button encodes its photo. */
const JPEG_QUALITY = 0.92;

/** A frame as kept for "Use this": its picture and what the device made of it (null: too dark to read). */
export interface LiveFrame {
  image: ImageBitmap;
  read: DeviceReading | null;
}

/** starting: the camera, the model or the rules are not ready yet; unavailable: the model could not start. */
export type LivePhase = 'starting' | 'running' | 'paused' | 'unavailable';

interface LiveViewState {
  phase: LivePhase;
  window: LiveWindow<LiveFrame>;
  /** Frames answered since the viewfinder opened. */
  frames: number;
}

const STARTING: LiveViewState = { phase: 'starting', window: EMPTY_WINDOW, frames: 0 };

const liveViewAtom = atom<LiveViewState>(STARTING);

/** The packs the place's rules come from, loaded with the analysis engine's chunk. */
const packsAtom = atom<{ packs: readonly RulePack[]; generic: RulePack } | null>(null);

/** The rules for where the person is, as far as it is known now (no prompt is shown for it). */
const liveRulesAtom = atom<Pick<RuleContext, 'pack' | 'generic'> | null>((get) => {
  const packs = get(packsAtom);
  return packs && { pack: resolvePack(packs.packs, get(userLocationAtom)), generic: packs.generic };
});

/** What the viewfinder shows: its test hooks' data-state, and the answer once settled. */
export type LiveViewShown =
  | { state: 'starting' | 'looking' | 'paused' | 'unavailable'; frames: number }
  | { state: 'unsure'; why: UnsureWhy; frames: number }
  | { state: 'settled'; answer: IdentifiedItem; verdict: Verdict | null; pack: RulePack; frames: number };

export const liveViewShownAtom = atom<LiveViewShown>((get) => {
  const { phase, window, frames } = get(liveViewAtom);
  const rules = get(liveRulesAtom);
  if (phase !== 'running' || !rules) return { state: phase === 'running' ? 'starting' : phase, frames };
  const { settlement } = window;
  if (settlement.state !== 'settled') return { ...settlement, frames };
  const answer = settlement.reading.answer!;
  return { state: 'settled', answer, verdict: answerVerdict(answer, rules), pack: rules.pack, frames };
});

/** Whether there is a frame for "Use this". */
export const liveFrameReadyAtom = atom((get) => get(liveViewAtom).window.readings.length > 0);

interface LiveSession {
  controller: AbortController;
  paused: boolean;
  /** Ends the wait of a paused loop. */
  wake: () => void;
  /** The frames still held: the latest one and the one behind the answer shown (the rest are closed). */
  held: Set<ImageBitmap>;
}

const sessionAtom = atom<LiveSession | null>(null);

/** The frame "Use this" takes: the one behind the answer shown, else the latest. */
function frameToUse(window: LiveWindow<LiveFrame>): LiveReading<LiveFrame> | undefined {
  return window.settlement.state === 'settled' ? window.settlement.reading : window.readings.at(-1);
}

function release(session: LiveSession, keep: ReadonlySet<ImageBitmap> = new Set()) {
  for (const image of session.held) if (!keep.has(image)) image.close();
  session.held = new Set(keep);
}

/** Keeps only the frames "Use this" may still take. */
function holdFrames(session: LiveSession, window: LiveWindow<LiveFrame>) {
  const keep = new Set([window.readings.at(-1)?.frame.image, frameToUse(window)?.frame.image]);
  keep.delete(undefined);
  release(session, keep as Set<ImageBitmap>);
}

/** The model, the words and the rules the viewfinder needs; false when the model cannot start. */
async function prepare(get: Getter, set: Setter): Promise<boolean> {
  // Where the person is, if finding it asks them nothing: the camera's prompt is enough for now.
  set(detectLocationIfAllowedAtom).catch((error: unknown) => console.warn('The location was not looked up', error));
  try {
    const [, , knowledge] = await Promise.all([
      get(identificationServicesAtom).classifier.preload(),
      // The verdict's words (the results' text) load with the rest of the language's.
      screenText(),
      import('../knowledge'),
    ]);
    set(packsAtom, { packs: knowledge.RULE_PACKS, generic: knowledge.GENERIC_PACK });
    return true;
  } catch (error) {
    console.warn('The live answers could not start', error);
    return false;
  }
}

async function run(get: Getter, set: Setter, session: LiveSession, grab: () => Promise<ImageBitmap> | null) {
  const { signal } = session.controller;
  const isLive = () => get(sessionAtom) === session && !signal.aborted;
  const ready = await prepare(get, set);
  if (!isLive()) return;
  if (!ready) return set(liveViewAtom, (state) => ({ ...state, phase: 'unavailable' }));
  let lastStart = Number.NEGATIVE_INFINITY;
  while (isLive()) {
    if (session.paused) {
      await new Promise<void>((resolve) => (session.wake = resolve));
      continue;
    }
    const wait = lastStart + 1000 / MAX_FRAMES_PER_SECOND - performance.now();
    if (wait > 0) await sleep(wait, signal).catch(() => undefined);
    if (!isLive() || session.paused) continue;
    lastStart = performance.now();
    // A camera not showing a picture yet (or one lost for a moment) is looked at again shortly.
    const image = await grab()?.catch(() => null);
    if (!image) {
      await sleep(NO_FRAME_WAIT_MS, signal).catch(() => undefined);
      continue;
    }
    // The camera shows the scene: from now on the viewfinder is looking.
    if (get(liveViewAtom).phase === 'starting') set(liveViewAtom, (state) => ({ ...state, phase: 'running' }));
    let frame: LiveFrame;
    try {
      // A frame dark all over is not read, as a photo is not: the model would only guess.
      const read = isPictureTooDark(image)
        ? null
        : await readOnDevice(get, await scaledCopy(image, CLASSIFIER_MAX_SIDE), signal);
      frame = { image, read };
    } catch (error) {
      image.close();
      if (!isLive()) return;
      console.warn('A camera frame could not be identified; live answers stop', error);
      return set(liveViewAtom, (state) => ({ ...state, phase: 'unavailable' }));
    }
    // Taken before the page was hidden or the dialog closed: the scene it shows may be gone.
    if (!isLive() || session.paused) {
      image.close();
      continue;
    }
    const answer = frame.read && frameAnswer(frame.read.evidence);
    const state = get(liveViewAtom);
    const vote = frame.read ? voteOf(answer) : 'dark';
    const window = withReading(state.window, { at: lastStart, answer, vote, frame });
    session.held.add(image);
    holdFrames(session, window);
    set(liveViewAtom, { ...state, window, frames: state.frames + 1 });
  }
}

/** Starts the viewfinder's answers from the camera's frames (`grab`: null until it shows one). */
export const startLiveViewAtom = atom(null, (get, set, grab: () => Promise<ImageBitmap> | null) => {
  set(stopLiveViewAtom);
  const session: LiveSession = { controller: new AbortController(), paused: false, wake: () => {}, held: new Set() };
  set(sessionAtom, session);
  set(liveViewAtom, STARTING);
  void run(get, set, session, grab);
});

/** The dialog closed: no more frames, and every frame held is let go. */
export const stopLiveViewAtom = atom(null, (get, set) => {
  const session = get(sessionAtom);
  if (!session) return;
  session.controller.abort();
  session.wake();
  release(session);
  set(sessionAtom, null);
  set(liveViewAtom, STARTING);
});

/** The page was hidden (no frames meanwhile) or shown again (a new vote: the scene may have changed). */
export const pauseLiveViewAtom = atom(null, (get, set, hidden: boolean) => {
  const session = get(sessionAtom);
  if (!session || session.paused === hidden) return;
  session.paused = hidden;
  release(session);
  set(liveViewAtom, (state) =>
    state.phase === 'unavailable'
      ? state
      : { ...state, phase: hidden ? 'paused' : state.frames ? 'running' : 'starting', window: EMPTY_WINDOW },
  );
  if (!hidden) session.wake();
});

/**
 * "Use this": the frame behind the answer shown (else the latest) as a photo, with what the device made
 * of it, for the photo's flow. The viewfinder stops. Null when no frame was answered yet.
 */
export const takeLiveFrameAtom = atom(null, async (get, set): Promise<{ file: File; read?: DeviceReading } | null> => {
  const session = get(sessionAtom);
  const reading = frameToUse(get(liveViewAtom).window);
  if (!session || !reading) return null;
  const { image, read } = reading.frame;
  session.held.delete(image);
  set(stopLiveViewAtom);
  try {
    const jpeg = await jpegOf(image, JPEG_QUALITY);
    // A frame too dark to read goes to the photo's flow unread, which says so as for any dark photo.
    return { file: new File([jpeg], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }), read: read ?? undefined };
  } finally {
    image.close();
  }
});
