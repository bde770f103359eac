import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, saveScreenshot, useLanguage } from './helpers';

const TRASHNET = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'trashnet', 'train');

test('a real photo is identified on the device and shown on /results', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 30_000 });
  await page.getByTestId('photo-input').setInputFiles(join(TRASHNET, 'plastic', 'plastic5.jpg'));
  await expect(page).toHaveURL(/\/results$/);
  const label = page.getByTestId('item-label');
  await expect(label).toHaveText('Plastic bottle');
  await expect(label).toHaveAttribute('data-material', 'plastic');
  await expect(page.getByTestId('item-source')).toHaveAttribute('data-source', 'device');
  await saveScreenshot(page, 'results-en-desktop');
});
