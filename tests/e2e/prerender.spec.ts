// The landing pages carry their first screen, rendered when the app is built (vite.config.ts,
// landingPages): it paints before the app's code has run, the app hydrates it without painting it again,
// and a person it was not rendered for (another language, someone signed in, another address) never
// sees it: its gate (src/prerenderGate.ts) holds it back before the first paint.
import { expect, type Page, test } from '@playwright/test';

import { fillCredentials, PASSWORD, registerFreshAccount, useLanguage } from './helpers';

/** Landing pages, each with its heading in English. */
const PRERENDERED = [
  { path: '/login', heading: 'Welcome back' },
  { path: '/dashboard', heading: 'Track Your Recycling Progress' },
  { path: '/education/recycling-basics', heading: 'Recycling Basics' },
  { path: '/community', heading: 'Community Recycling Tips' },
  { path: '/terms', heading: 'Terms of Service' },
];

/** Opens `path` with none of the app's own code: what shows is the page as served, after its gate. */
async function gotoWithoutTheApp(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.includes('/prerender-gate-'),
    (route) => route.abort(),
  );
  await page.goto(path);
}

/**
 * Marks the screen's heading as the page parsed it, and gathers React's reports of markup it could not
 * hydrate; the returned check says whether the heading showing is still the parsed one.
 */
async function watchHydration(page: Page): Promise<{ keptHeading: () => Promise<boolean>; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('#root h1')?.setAttribute('data-parsed', '');
    }),
  );
  const keptHeading = () => page.locator('#root h1').evaluate((heading) => heading.hasAttribute('data-parsed'));
  return { keptHeading, errors };
}

for (const { path, heading } of PRERENDERED) {
  test(`${path} paints its screen before the app's code runs, and the app takes it over without painting it again`, async ({
    browser,
  }) => {
    const bare = await browser.newPage();
    await gotoWithoutTheApp(bare, path);
    await expect(bare.locator('main h1')).toHaveText(heading);
    await bare.close();

    const page = await browser.newPage();
    const { keptHeading, errors } = await watchHydration(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'shown');
    await expect(page.locator('main h1')).toHaveText(heading);
    // The header's menu answers: the markup is the app's now.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await keptHeading()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
}

test('/search with a query paints the search screen rendered without one, then hydrates it and shows the query’s answers', async ({
  browser,
}) => {
  const bare = await browser.newPage();
  await gotoWithoutTheApp(bare, '/search?q=battery');
  await expect(bare.locator('html')).toHaveAttribute('data-prerendered', 'shown');
  await expect(bare.locator('main h1')).toHaveText('What goes where');
  await expect(bare.getByTestId('item-search')).toHaveValue('');
  await bare.close();

  const page = await browser.newPage();
  const { keptHeading, errors } = await watchHydration(page);
  await page.goto('/search?q=battery');
  await expect(page.getByTestId('item-search')).toHaveValue('battery');
  await expect(page.locator('[role="option"]').first()).toHaveAttribute('data-item', 'battery');
  await expect(page).toHaveURL(/\/search\?q=battery$/);
  expect(await keptHeading()).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

test('a pre-rendered form whose screen code arrives late is usable once hydrated, its session checked after', async ({
  page,
}) => {
  // Held until the data store could have started (its check waits only for the paint and an idle
  // moment), and not so long that the app gives up waiting for the screen before hydrating it.
  await page.route(/\/assets\/RegisterPage-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'shown');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
});

test('the pre-rendered forms register and sign in once the app has taken them over', async ({ page }) => {
  const { keptHeading, errors } = await watchHydration(page);
  const email = await registerFreshAccount(page);
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'shown');
  expect(await keptHeading()).toBe(true);
  await fillCredentials(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sign-out')).toBeAttached();
  expect(errors).toEqual([]);
});

test('a day other than the build’s: the dated screens hydrate as rendered, then show today', async ({ page }) => {
  await page.clock.install({ time: new Date('2031-05-04T10:00:00') });
  const { keptHeading, errors } = await watchHydration(page);
  await page.goto('/terms');
  await expect(page.getByText('Last updated: May 4, 2031')).toBeVisible();
  expect(await keptHeading()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('monthly-chart')).toContainText('May 2031');
  expect(errors).toEqual([]);
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('never shows the English markup: the gate holds it back, and the screen comes in Spanish', async ({
    browser,
  }) => {
    const bare = await browser.newPage();
    await gotoWithoutTheApp(bare, '/login');
    await expect(bare.locator('html')).toHaveAttribute('data-prerendered', 'skip');
    await expect(bare.locator('main h1')).toBeHidden();
    await bare.close();

    const page = await browser.newPage();
    await page.goto('/login');
    await expect(page.locator('main h1')).toHaveText('Bienvenido de nuevo');
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  });
});

test('a language chosen before holds the English markup back, and the screen comes in it, right to left', async ({
  page,
}) => {
  await useLanguage(page, 'ar');
  await gotoWithoutTheApp(page, '/education/recycling-basics');
  await expect(page.locator('main h1')).toBeHidden();
  await page.unrouteAll();
  await page.goto('/education/recycling-basics');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1')).not.toHaveText('Recycling Basics');
});

test('a browser someone signed in on is not shown the signed-out markup', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('recyclesmart.signedIn', '1'));
  await gotoWithoutTheApp(page, '/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'skip');
  await expect(page.getByTestId('dashboard-preview')).toBeHidden();
});

test('an address with a query is not shown the page rendered without one', async ({ page }) => {
  await gotoWithoutTheApp(page, '/login?next=/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'skip');
  await expect(page.locator('main h1')).toBeHidden();
  await page.unrouteAll();
  await page.goto('/login?next=/dashboard');
  await expect(page.locator('main h1')).toHaveText('Welcome back');
});

test('typed into before the app has taken it over, the pre-rendered form waits rather than losing it', async ({
  page,
}) => {
  // The app's code held back until the field has been tried.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.includes('/prerender-gate-'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/login');
  await expect(page.locator('main h1')).toHaveText('Welcome back');
  await expect(page.locator('#root')).toHaveAttribute('inert');
  const typing = page.locator('input[type=email]').fill('early@example.org');
  release();
  await typing;
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('input[type=email]')).toHaveValue('early@example.org');
  await page.locator('input[type=password]').fill('a-long-enough-password');
  await expect(page.locator('input[type=email]')).toHaveValue('early@example.org');
});

test('vite preview answers a landing address with its page, and any other with the app’s page', async ({ request }) => {
  const login = await (await request.get('/login')).text();
  expect(login).toContain('data-prerendered="/login"');
  expect(login).toContain('Welcome back');
  for (const address of ['/no-such-page', '/login/more', '/education/no-such-article']) {
    const html = await (await request.get(address)).text();
    expect(html, address).toContain('<div id="root"></div>');
    expect(html, address).not.toContain('data-prerendered');
  }
});

test('the landing pages run no inline script and carry the policy of the app’s page', async ({ request }) => {
  const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  const index = await (await request.get('/')).text();
  for (const { path } of PRERENDERED) {
    const html = await (await request.get(path)).text();
    expect(policyOf(html), path).toBe(policyOf(index));
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\s(on[a-z]+|style)=/i);
  }
});
