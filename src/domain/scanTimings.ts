// The upload flow's timing and progress rules (spec sections 4 and 9), as pure functions the scan
// atoms tick.

export type ScanPhase = 'idle' | 'uploading' | 'generating' | 'results';

export const UPLOAD_TICK_MS = 100;
export const UPLOAD_STEP_PERCENT = 2;
export const GENERATING_TICK_MS = 300;
export const GENERATING_SHARE_OF_REMAINING = 0.05;
export const GENERATING_CEILING_PERCENT = 95;
export const RESULTS_PAUSE_MS = 2000;
export const BEFORE_NAVIGATE_MS = 800;
export const STATUS_ROTATION_MS = 3000;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
} as const;

/** The simulated upload counter: 2 percent a tick, up to 100. */
export function nextUploadProgress(percent: number): number {
  return Math.min(100, percent + UPLOAD_STEP_PERCENT);
}

/** While the work runs, progress creeps 5% of the remaining distance toward 95 and never reaches it. */
export function nextGeneratingProgress(percent: number): number {
  if (percent >= GENERATING_CEILING_PERCENT) return percent;
  return percent + (GENERATING_CEILING_PERCENT - percent) * GENERATING_SHARE_OF_REMAINING;
}

/** The loading panel's rotating status lines (scan.status.<key>), in the order they appear. */
export const STATUS_MESSAGE_KEYS = ['uploading', 'identifying', 'locating', 'analyzing', 'finishing'] as const;

/** The 'Did you know?' facts (scan.facts.<key>); one is picked at random per scan. */
export const FACT_KEYS = ['aluminium', 'glass', 'paper', 'plastic', 'food', 'ewaste', 'textiles', 'landfill'] as const;

/** Which status line shows after `elapsedMs` of work: one every 3 s, staying on the last. */
export function statusMessageIndex(elapsedMs: number, count: number = STATUS_MESSAGE_KEYS.length): number {
  return Math.min(count - 1, Math.max(0, Math.floor(elapsedMs / STATUS_ROTATION_MS)));
}

/** A random index below count; `random` is Math.random's contract (0 <= r < 1). */
export function randomIndex(count: number, random: () => number = Math.random): number {
  return Math.min(count - 1, Math.floor(random() * count));
}
