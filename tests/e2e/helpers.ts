import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

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

export const PASSWORD = 'a-long-enough-password';
let counter = 0;
export const freshEmail = () => `e2e.${Date.now().toString(36)}.${++counter}@example.org`;

export async function fillAndSubmit(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await expect(page.locator('button[type=submit]')).toHaveCount(1);
  await page.locator('button[type=submit]').click();
}

/** Creates an on-device account through the register screen; the person lands on the dashboard. */
export async function register(page: Page, email: string = freshEmail()): Promise<string> {
  await page.goto('/register');
  await fillAndSubmit(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sign-out')).toBeVisible();
  return email;
}
