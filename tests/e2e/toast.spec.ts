import { expect, test } from '@playwright/test';

test('a toast appears bottom right and closes itself after 5 seconds', async ({ page, context }) => {
  await page.clock.install({ time: new Date('2026-03-01T09:00:00') });
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  // From here on, time moves only when the test moves it.
  await page.clock.pauseAt(new Date('2026-03-01T09:00:05'));
  await context.setOffline(true);
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveAttribute('data-type', 'warning');
  await expect(toast).toContainText('You are offline');
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width - 40 && box.y + box.height > viewport.height - 40).toBe(
    true,
  );
  await page.clock.runFor(4900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
  await context.setOffline(false);
});

test('a toast closes on its close button', async ({ page, context }) => {
  await page.clock.install({ time: new Date('2026-03-01T09:00:00') });
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  // Time stands still, so neither toast closes itself (after 5 s) while the click waits for the
  // entering toasts to settle: on a busy machine that wait outlasted them.
  await page.clock.pauseAt(new Date('2026-03-01T09:00:05'));
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByTestId('toast')).toHaveCount(2);
  await page.getByTestId('toast').first().getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveAttribute('data-type', 'success');
});
