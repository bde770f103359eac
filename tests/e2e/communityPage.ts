// The community screen's parts, shared by its browser tests (communityLocation, communityTips): the
// on-device DataStore (IndexedDB) with the spec's five sample tips, and the on-device geocoder worker.
import type { Locator, Page } from '@playwright/test';

export const NO_LOCAL_TIPS = 'No local tips available for your area yet. Be the first to add one!';

export const location = (page: Page) => page.getByTestId('community-location');
export const localTips = (page: Page) => page.getByTestId('local-tips');
export const recent = (page: Page) => page.getByTestId('recent-submissions');
export const titles = (section: Locator) => section.getByTestId('tip-card').getByRole('heading', { level: 3 });
export const recentCount = (page: Page) => recent(page).getByRole('status');
export const addTipButton = (page: Page) => page.getByRole('button', { name: 'Add a Local Tip' });
export const dialog = (page: Page) => page.getByRole('dialog');
export const card = (section: Locator, title: string) =>
  section.getByTestId('tip-card').filter({ has: section.page().getByRole('heading', { name: title, exact: true }) });

export async function typeCity(page: Page, city: string, names = { label: 'Your city', button: 'Use this city' }) {
  await location(page).getByLabel(names.label).fill(city);
  await location(page).getByRole('button', { name: names.button }).click();
}
