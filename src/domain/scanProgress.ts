// What the loading panel says and how full its bar is, from the work a scan is really doing (spec
// section 4's states, issue 19): no counter runs on a timer. Each step of the scan that takes part
// has a share of the bar; a step counts when it is done (the model's first load by its own
// progress), so the bar moves when work ends and stands still while a request is out.

export type ScanPhase = 'idle' | 'uploading' | 'generating' | 'results';

/** One scan's work, as the scan's state and the identifiers report it. */
export interface ScanWork {
  phase: ScanPhase;
  paused: boolean;
  /** The photo's bytes checked and decoded. */
  photoRead: boolean;
  /** The on-device model's first load, 0..1; null when it was ready before the photo came. */
  modelLoad: number | null;
  /** The on-device model has answered (or given up). */
  deviceDone: boolean;
  /** The vision service: not configured (off), the photo out (pending), held by Pause, or answered. */
  cloud: 'off' | 'pending' | 'paused' | 'done';
  located: boolean;
  /** Who works out the advice: the rules on the device, or the configured AI service. */
  adviser: 'device' | 'ai';
  advised: boolean;
  /** Where the advice is for, once known. */
  city: string | null;
}

export type ScanStatusKey =
  | 'reading'
  | 'preparingModel'
  | 'looking'
  | 'sending'
  | 'locating'
  | 'advising'
  | 'advisingHere'
  | 'askingAi'
  | 'askingAiHere'
  | 'paused'
  | 'done';

/** A status line: scan.status.<key>, with its values. */
export interface ScanStatus {
  key: ScanStatusKey;
  city?: string;
  percent?: number;
}

// The shares of the bar, by how long each step usually takes where it takes part.
const SHARE = { read: 10, model: 40, look: 10, send: 30, locate: 5, advise: 20, askAi: 40 } as const;

/** How full the bar is, 0..100, from the steps done. */
export function scanProgress(work: ScanWork): number {
  if (work.phase === 'results') return 100;
  if (work.phase === 'idle') return 0;
  const parts: [share: number, done: number][] = [
    [SHARE.read, work.photoRead ? 1 : 0],
    [SHARE.look, work.deviceDone ? 1 : 0],
    [SHARE.locate, work.located ? 1 : 0],
    [work.adviser === 'ai' ? SHARE.askAi : SHARE.advise, work.advised ? 1 : 0],
  ];
  if (work.modelLoad !== null) parts.push([SHARE.model, work.deviceDone ? 1 : work.modelLoad]);
  if (work.cloud !== 'off') parts.push([SHARE.send, work.cloud === 'done' ? 1 : 0]);
  const total = parts.reduce((sum, [share]) => sum + share, 0);
  const done = parts.reduce((sum, [share, fraction]) => sum + share * Math.min(1, Math.max(0, fraction)), 0);
  return Math.min(100, (done / total) * 100);
}

/**
 * The one thing to say now. While the photo is out it says so first: people choose this app to
 * keep their photos to themselves, and the wait there is the network's.
 */
export function scanStatus(work: ScanWork): ScanStatus {
  if (work.phase === 'results') return { key: 'done' };
  if (work.paused) return { key: 'paused' };
  if (work.phase === 'generating') {
    if (!work.located) return { key: 'locating' };
    const here = work.city ? { city: work.city } : {};
    if (work.adviser === 'ai') return { key: work.city ? 'askingAiHere' : 'askingAi', ...here };
    return { key: work.city ? 'advisingHere' : 'advising', ...here };
  }
  if (!work.photoRead) return { key: 'reading' };
  if (work.cloud === 'pending') return { key: 'sending' };
  if (!work.deviceDone && work.modelLoad !== null) {
    return { key: 'preparingModel', percent: Math.round(work.modelLoad * 100) };
  }
  return { key: 'looking' };
}

/** Whether the wait is long enough to read something: the photo or a question is out, or the model is loading. */
export function isSlowScan(work: ScanWork): boolean {
  return work.cloud !== 'off' || work.adviser === 'ai' || work.modelLoad !== null;
}

/** The 'Did you know?' facts (scan.facts.<key>); one is picked at random per scan. */
export const FACT_KEYS = ['aluminium', 'glass', 'paper', 'plastic', 'food', 'ewaste', 'textiles', 'landfill'] as const;

/** A random index below count; `random` is Math.random's contract (0 <= r < 1). */
export function randomIndex(count: number, random: () => number = Math.random): number {
  return Math.min(count - 1, Math.floor(random() * count));
}
