// The live viewfinder's tests: Chromium's fake camera playing a video made from real photos when the
// test worker starts (each scene one photo held still for a few seconds; Chromium loops the file), and a
// record of every change of what the viewfinder shows. A file plays other scenes by
// `test.use({ cameraScenes: [[...scenes], { scope: 'worker' }] })` at its top level.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test as base } from '@playwright/test';

import { fakeCameraArgs, type Scene, writeFakeCameraVideo } from '../fixtures/fakeCamera';
import { trashnetPhoto } from './helpers';

export const BOTTLE = trashnetPhoto('plastic/plastic5.jpg');
const WILD = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'wild-eval', 'organic');
/** A photo the app reads as food to compost, until the person teaches it otherwise. */
export const POTATO = join(WILD, 'grocery-vegetables-potato-29f6b714.jpg');
/** Each scene's length: long enough to settle and act, short enough for the loop to come round in a test. */
export const SCENE_SECONDS = 4;

export const test = base.extend<object, { cameraScenes: Scene[]; cameraVideo: string }>({
  cameraScenes: [
    [
      { photo: BOTTLE, seconds: SCENE_SECONDS },
      { photo: POTATO, seconds: SCENE_SECONDS },
    ],
    { scope: 'worker', option: true },
  ],
  cameraVideo: [
    async ({ browserName, cameraScenes }, use, workerInfo) => {
      const folder = join(workerInfo.project.outputDir, 'fake-camera');
      mkdirSync(folder, { recursive: true });
      const path = join(folder, `scenes-${browserName}-${workerInfo.workerIndex}.y4m`);
      await use(await writeFakeCameraVideo(path, cameraScenes));
      // Tens of MB of raw frames, made again by the next run.
      rmSync(path, { force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraVideo }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(cameraVideo)] }),
    { scope: 'worker' },
  ],
});

/** A settled answer as the viewfinder showed it, and when (ms since the camera opened). */
export interface Shown {
  at: number;
  state: string;
  item?: string;
  stream?: string;
  colour?: string;
  /** Why there is no answer, while unsure. */
  why?: string;
  announced: string;
}

/** Opens the camera from the upload box, recording every change of what the viewfinder shows. */
export async function openCamera(page: Page): Promise<() => Promise<Shown[]>> {
  await page.evaluate(() => {
    const shown: Shown[] = [];
    Object.assign(window, { liveShown: shown });
    const start = performance.now();
    new MutationObserver(() => {
      const view = document.querySelector('[data-testid="live-view"]');
      if (!view) return;
      const answer = document.querySelector<HTMLElement>('[data-testid="live-answer"]');
      const status = document.querySelector<HTMLElement>('[data-testid="live-status"]');
      const now: Shown = {
        at: Math.round(performance.now() - start),
        state: view.getAttribute('data-state') ?? '',
        ...(status?.dataset.why && { why: status.dataset.why }),
        ...(answer && {
          item: answer.dataset.item,
          stream: answer.dataset.stream,
          colour: answer.dataset.binColour,
        }),
        announced: document.querySelector('[data-testid="live-announcement"]')?.textContent ?? '',
      };
      const last = shown.at(-1);
      const changed = (['state', 'item', 'why', 'announced'] as const).some((key) => last?.[key] !== now[key]);
      if (!last || changed) shown.push(now);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.getByTestId('take-photo').click();
  await expect(page.getByTestId('live-view')).toBeVisible();
  return () => page.evaluate(() => (window as unknown as { liveShown: Shown[] }).liveShown);
}

/** The answers the viewfinder settled on, in order, each once per time it settled on it. */
export const settledItems = (shown: Shown[]) =>
  shown
    .filter((s) => s.state === 'settled')
    .map((s) => s.item!)
    .filter((item, k, items) => k === 0 || items[k - 1] !== item);
