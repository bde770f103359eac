// The live viewfinder's figures for `npm run bench`: the built app in headless Chromium with a fake
// camera playing two real photos in turn (a bottle, then a photo the app reads as a battery), opened
// and closed LIVE_RUNS times. Measured in the page: frames answered each second (the viewfinder's
// data-frames), from the first frame to the first settled answer, from a change of scene (seen in the
// video's own pixels) to the new answer, and the main thread's long tasks meanwhile.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, type LaunchOptions } from '@playwright/test';

import { fakeCameraArgs, writeFakeCameraVideo } from '../../tests/fixtures/fakeCamera';
import { round, spread, summary } from './benchStats';
import { REAL_HOMES_DIR } from './evalSets';

const LIVE_RUNS = 5;
const SCENE_SECONDS = 3;
/** Each opening sees the bottle, the battery and the bottle again. */
const RUN_MS = 7_500;
/** A real photo of two lids that the app's current model reads as a battery (no battery photo set exists). */
export const LIVE_HAZARD_PHOTO = join(REAL_HOMES_DIR, 'metal', 'realwaste-metal-IMG_5526.jpg');

interface LiveEvent {
  at: number;
  state: string;
  item: string | null;
}

export interface LiveRun {
  opened: number;
  closed: number;
  events: LiveEvent[];
  frames: { at: number; count: number }[];
  /** When the camera's picture changed scene. */
  scenes: number[];
}

// Runs in the app's page (plain JavaScript, as a string, so no build helper leaks into it).
const INSTRUMENT_LIVE = `(() => {
  const state = { runs: [], current: null, longTasks: [] };
  window.__live = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ at: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask' });
  new MutationObserver(() => {
    const run = state.current;
    const view = document.querySelector('[data-testid="live-view"]');
    if (!run || !view) return;
    const now = performance.now();
    const answer = document.querySelector('[data-testid="live-answer"]');
    const event = {
      at: now,
      state: view.getAttribute('data-state'),
      item: answer && answer.getAttribute('data-item'),
    };
    const last = run.events[run.events.length - 1];
    if (!last || last.state !== event.state || last.item !== event.item) run.events.push(event);
    const count = Number(view.getAttribute('data-frames'));
    const frames = run.frames[run.frames.length - 1];
    if (!frames || frames.count !== count) run.frames.push({ at: now, count });
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
  // A change of scene is a jump in the picture's colours, read from an 8 x 6 copy of each video frame.
  const watchScenes = (run) => {
    const video = document.querySelector('[data-testid="live-view"] video');
    if (!video) return setTimeout(() => watchScenes(run), 20);
    const context = new OffscreenCanvas(8, 6).getContext('2d', { willReadFrequently: true });
    let last = null;
    const onFrame = (now) => {
      if (state.current !== run || !video.isConnected) return;
      context.drawImage(video, 0, 0, 8, 6);
      const pixels = context.getImageData(0, 0, 8, 6).data;
      if (last) {
        let change = 0;
        for (let i = 0; i < pixels.length; i++) if (i % 4 !== 3) change += Math.abs(pixels[i] - last[i]);
        if (change / 144 > 20) run.scenes.push(now);
      }
      last = pixels;
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  state.open = () => {
    state.current = { opened: performance.now(), closed: 0, events: [], frames: [], scenes: [] };
    state.runs.push(state.current);
    watchScenes(state.current);
  };
  state.close = () => {
    state.current.closed = performance.now();
    state.current = null;
  };
})()`;

/** Frames answered in each whole second after the first answer. */
function framesPerSecond(run: LiveRun): number[] {
  const [first] = run.frames;
  if (!first) return [];
  const countAt = (t: number) => run.frames.findLast((f) => f.at <= t)?.count ?? first.count;
  const rates: number[] = [];
  for (let t = first.at; t + 1000 <= run.closed; t += 1000) rates.push(countAt(t + 1000) - countAt(t));
  return rates;
}

/** The figures of the runs: frame rates, settle times, the answers seen and the longest task. */
export function liveFigures(runs: readonly LiveRun[], longTasks: readonly { at: number; ms: number }[]) {
  const fromOpen: number[] = [];
  const afterChange: number[] = [];
  for (const run of runs) {
    const looking = run.events.find((e) => e.state === 'looking');
    const settled = run.events.find((e) => e.state === 'settled');
    if (looking && settled) fromOpen.push(settled.at - looking.at);
    for (const change of run.scenes) {
      const before = run.events.findLast((e) => e.at <= change && e.state === 'settled')?.item;
      const next = run.events.find((e) => e.at > change && e.state === 'settled' && e.item !== before);
      if (next) afterChange.push(next.at - change);
    }
  }
  // Each long task while the viewfinder was open, as [opening, ms after it opened, duration].
  const during = longTasks.flatMap((task) => {
    const k = runs.findIndex((run) => task.at >= run.opened && task.at <= run.closed);
    return k < 0 ? [] : [{ opening: k + 1, atMs: round(task.at - runs[k]!.opened), ms: round(task.ms) }];
  });
  return {
    framesPerSecond: spread(runs.flatMap(framesPerSecond)),
    firstFrameToSettledMs: summary(fromOpen),
    sceneChangeToNewAnswerMs: summary(afterChange),
    answersSeen: [...new Set(runs.flatMap((run) => run.events.map((e) => e.item).filter(Boolean)))],
    longestTaskMs: Math.max(0, ...during.map((task) => task.ms)),
    longTasks: during,
  };
}

/** The built app at `url` with the fake camera: LIVE_RUNS openings of the viewfinder. */
export async function measureLive(launchOptions: LaunchOptions, url: string, bottlePhoto: string, outDir: string) {
  mkdirSync(outDir, { recursive: true });
  const video = await writeFakeCameraVideo(join(outDir, 'live-scenes.y4m'), [
    { photo: bottlePhoto, seconds: SCENE_SECONDS },
    { photo: LIVE_HAZARD_PHOTO, seconds: SCENE_SECONDS },
  ]);
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), ...fakeCameraArgs(video)],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByTestId('model-status').and(page.locator('[data-phase="ready"]')).waitFor({ timeout: 60_000 });
    await page.evaluate(INSTRUMENT_LIVE);
    for (let run = 0; run < LIVE_RUNS; run++) {
      await page.evaluate('window.__live.open()');
      await page.getByTestId('take-photo').click();
      await page.waitForTimeout(RUN_MS);
      await page.evaluate('window.__live.close()');
      await page.keyboard.press('Escape');
      await page.getByTestId('camera-dialog').waitFor({ state: 'hidden' });
    }
    // Long tasks are reported after they end.
    await page.waitForTimeout(300);
    const { runs, longTasks } = (await page.evaluate('window.__live')) as {
      runs: LiveRun[];
      longTasks: { at: number; ms: number }[];
    };
    return liveFigures(runs, longTasks);
  } finally {
    await browser.close();
  }
}
