import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Starts the page in a language as if the person had picked it before. */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('i18nextLng', code), language);
}

const SCREENSHOT_DIR = join('test-results', 'screenshots');

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Real photos for identification tests: TrashNet's training split beside the project (never copied in). */
export const TRASHNET_TRAIN = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'trashnet', 'train');

export const trashnetPhoto = (file: string): string => join(TRASHNET_TRAIN, file);
