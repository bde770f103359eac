import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { DESKTOP, expectModelReady, PHONE, saveScreenshot, SCAN_TIMEOUT, trashnetPhoto, useLanguage } from './helpers';

/**
 * A photo no model can be sure of: two TrashNet photos of different materials laid over each other,
 * as a 512 x 384 PNG (the size the worker reads, so no resampling). The head gives it plastic 0.46,
 * paper 0.29, glass 0.25, and ImageNet names no item in it.
 */
function doubleExposure(first: string, second: string): Buffer {
  const [a, b] = [first, second].map((file) => jpeg.decode(readFileSync(trashnetPhoto(file)), { useTArray: true }));
  const out = new PNG({ width: a!.width, height: a!.height });
  for (let i = 0; i < out.data.length; i++) out.data[i] = (a!.data[i]! + b!.data[i]!) >> 1;
  return PNG.sync.write(out);
}

async function scanUnsurePhoto(page: Page) {
  await page.goto('/');
  await expectModelReady(page);
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'double.png', mimeType: 'image/png', buffer: doubleExposure('metal/metal10.jpg', 'paper/paper10.jpg') });
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
}

test('an unsure material is confirmed with one tap, and the card follows it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await scanUnsurePhoto(page);
  const ask = page.getByRole('group', { name: 'Not sure what it is made of' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button').first()).toHaveAttribute('data-material', 'plastic');
  await saveScreenshot(page, 'results-confirm-material-en-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'results-confirm-material-en-phone');

  const steps = page.getByTestId('disposal-steps');
  const paperSteps = await steps.innerText();

  // Keyboard: the choices are ordinary buttons.
  await ask.getByRole('button', { name: 'Metal' }).focus();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('item-material')).toHaveText('Metal');
  await expect(page.getByTestId('item-material')).toHaveAttribute('data-confirmed', 'true');
  await expect(page.getByTestId('item-label')).toHaveAttribute('data-material', 'metal');
  // The answer drives the advice: the steps are worked out again for metal, and survive a reload.
  await expect(steps).not.toHaveText(paperSteps);
  await expect(steps).toContainText('If it carries a deposit');
  await expect(steps).not.toContainText('Screw the cap');
  await expect(page.getByTestId('bin-hint')).toHaveAttribute('data-colour', 'blue');
  await page.reload();
  await expect(page.getByTestId('item-material')).toHaveText('Metal');
  await expect(page.getByRole('group', { name: 'Not sure what it is made of' })).toHaveCount(0);
});

test('in Arabic the question reads right to left', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize(PHONE);
  await scanUnsurePhoto(page);
  const ask = page.getByRole('group', { name: 'لسنا متأكدين من المادة المصنوع منها' });
  await expect(ask).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await saveScreenshot(page, 'results-confirm-material-ar-phone');
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'results-confirm-material-ar-desktop');
});
