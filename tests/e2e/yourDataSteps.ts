// The steps of "Your data is yours" on the dashboard, shared by the on-device and Supabase projects:
// download the export, restore a file, delete the account, and the six kinds of file that are refused.
import { expect, type Page } from '@playwright/test';

import {
  type AccountData,
  accountDataOf,
  countRecords,
  EXPORT_VERSION,
  type ExportFile,
  exportFile,
  MAX_IMPORT_BYTES,
} from '../../src/domain/accountData';
import { fillCredentials, PASSWORD, registerAndScanBottle, registerFreshAccount, saveScreenshot } from './helpers';

/** Clicks "Download my data" and reads the file the browser saved. */
export async function downloadExport(page: Page): Promise<ExportFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-data').click()]);
  expect(download.suggestedFilename()).toMatch(/^recyclesmart-data-\d{4}-\d{2}-\d{2}\.json$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await expect(page.getByTestId('your-data-status')).toHaveAttribute('data-state', 'exported');
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportFile;
}

/** The records of a file, without the envelope (which names the time and the account it came from). */
export const recordsOf = (file: ExportFile): AccountData => accountDataOf(file);

export async function chooseFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  await page.getByTestId('import-data').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
}

export async function restoreFile(page: Page, file: ExportFile): Promise<void> {
  await chooseFile(page, 'recyclesmart-data.json', JSON.stringify(file));
  await expect(page.getByTestId('your-data-status')).toHaveAttribute('data-state', 'imported', { timeout: 30_000 });
}

/** Opens the confirmation, checks it counts what goes, confirms, and waits for the signed-out home page. */
export async function deleteAccount(page: Page, expectedContents: RegExp): Promise<void> {
  await page.getByTestId('delete-account').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('delete-account-contents')).toContainText(expectedContents);
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
}

/** Six files that must be refused, each with the refusal the page must show. */
export function badFiles(valid: ExportFile): { name: string; content: string | Buffer; refusal: string }[] {
  const whole = JSON.stringify(valid);
  const negative = structuredClone(valid);
  negative.actions[0]!.impact_metrics.co2_saved = -5;
  return [
    { name: 'photo.json', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), refusal: 'damaged' },
    { name: 'cut-short.json', content: whole.slice(0, Math.floor(whole.length * 0.6)), refusal: 'damaged' },
    { name: 'package.json', content: JSON.stringify({ name: 'another-app', version: '1.0.0' }), refusal: 'notOurs' },
    {
      name: 'from-the-future.json',
      content: JSON.stringify({ ...valid, version: EXPORT_VERSION + 1 }),
      refusal: 'newerVersion',
    },
    { name: 'huge.json', content: Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x20), refusal: 'tooLarge' },
    { name: 'edited.json', content: JSON.stringify(negative), refusal: 'invalid' },
  ];
}

/** Tries each bad file, checks its refusal shows as an alert and nothing changed; resolves to the messages by file. */
export async function expectBadFilesRefused(page: Page, valid: ExportFile): Promise<Record<string, string>> {
  const before = recordsOf(await downloadExport(page));
  const messages: Record<string, string> = {};
  for (const bad of badFiles(valid)) {
    await chooseFile(page, bad.name, bad.content);
    const status = page.getByTestId('your-data-status');
    await expect(status, bad.name).toHaveAttribute('data-refusal', bad.refusal);
    await expect(status).toHaveAttribute('role', 'alert');
    messages[bad.name] = await status.innerText();
  }
  expect(recordsOf(await downloadExport(page))).toEqual(before);
  return messages;
}

const uuid = () => crypto.randomUUID();

/** A file of `count` records (half actions, half scans) as another device would have written it. */
export function largeFile(count: number): ExportFile {
  const impact = { co2_saved: 0.1, material_reduced: 0.2, water_saved: 3, energy_saved: 0.2, trees_equivalent: 0 };
  const start = Date.parse('2026-01-01T08:00:00Z');
  const at = (i: number) => new Date(start + i * 37 * 60_000).toISOString();
  const scans = Array.from({ length: count / 2 }, (_, i) => ({
    id: uuid(),
    identified_items: [
      { id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic' as const, confidence: 0.9 },
    ],
    disposal_instructions: {
      steps: [{ icon: '♻️', text: 'Rinse it and put it in the recycling' }],
      location: 'Prague',
    },
    material_breakdown: [{ part: 'Body', type: 'PET', recyclable: true, details: 'Widely accepted' }],
    eco_tips: [{ icon: '💧', title: 'Refill', description: 'Use a refillable bottle' }],
    sustainable_habits: [{ emoji: '🛍️', text: 'Carry a bag' }],
    impact_metrics: impact,
    nearest_facilities: [],
    overall_recyclability: 80,
    scan_date: at(i),
  }));
  const actions = scans.map((scan, i) => ({
    record_id: uuid(),
    action: 'recycled' as const,
    item_category: 'Plastic bottle',
    material: 'plastic',
    city: 'Prague',
    impact_metrics: impact,
    impact_basis: 'analysis' as const,
    scan_id: scan.id,
    timestamp: at(i),
  }));
  return exportFile(
    {
      actions,
      scans,
      bookmarks: [],
      tips: [],
      upvotes: [],
      corrections: [],
      taught: [],
      progress: { achievements: [], notifications: [] },
    },
    { source: 'local', profile: { email: 'elsewhere@example.org', name: null }, exportedAt: new Date() },
  );
}

/** Where the round trip is: after the export, after the delete, after the second restore. */
export type RoundTripStage = 'exported' | 'deleted' | 'restoredTwice';

/**
 * The round trip from a real scan and a Take Action, on whichever store the build uses: export,
 * delete the account, the old password refused, register again with the same e-mail, restore, then the
 * same records and totals; a second restore adds nothing. checkStored looks at the store itself.
 */
export async function roundTripFromScan(
  page: Page,
  source: ExportFile['source'],
  checkStored: (email: string, stage: RoundTripStage) => Promise<void> = async () => undefined,
): Promise<void> {
  const zero = /^0(\.0+)?$/;
  const email = await registerAndScanBottle(page);
  await page.locator('button[data-action="recycled"]').click();
  await expect(page.getByTestId('action-done')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-material')).not.toHaveText(zero);
  const material = await page.getByTestId('stat-material').innerText();
  expect(Number(material)).toBeGreaterThan(0);

  const exported = await downloadExport(page);
  expect(exported).toMatchObject({ format: 'recyclesmart-account-export', version: EXPORT_VERSION, source });
  expect(exported.profile.email).toBe(email);
  expect(countRecords(exported)).toMatchObject({ actions: 1, scans: 1 });
  expect(exported.actions[0]!.scan_id).toBe(exported.scans[0]!.id);
  await saveScreenshot(page, `your-data-${source}-en-desktop`);
  await checkStored(email, 'exported');

  await deleteAccount(page, /1 recorded action/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account and all its data have been deleted.' }),
  ).toBeVisible();
  await checkStored(email, 'deleted');
  await page.goto('/login');
  await fillCredentials(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await registerFreshAccount(page, email);
  await expect(page.getByTestId('stat-material')).toHaveText(zero);
  await restoreFile(page, exported);
  await expect(page.getByTestId('your-data-status')).toContainText('1 recorded action');
  await expect(page.getByTestId('stat-material')).toHaveText(material);
  await expect(page.getByTestId('history-entry')).toHaveCount(1);
  expect(recordsOf(await downloadExport(page))).toEqual(recordsOf(exported));

  await restoreFile(page, exported);
  await expect(page.getByTestId('your-data-status')).toHaveText(
    'Nothing to add: your account already has everything in this file.',
  );
  expect(recordsOf(await downloadExport(page))).toEqual(recordsOf(exported));
  await expect(page.getByTestId('stat-material')).toHaveText(material);
  await checkStored(email, 'restoredTwice');
}
