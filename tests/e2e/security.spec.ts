import { expect, test } from '@playwright/test';

import { appTookOver, expectModelReady, registerFreshAccount, trashnetPhoto } from './helpers';
import { builtTextFiles, parsePolicy, servedPolicies, watchPolicyViolations } from './securityPolicy';

// Shapes of the keys the app could be configured with: OpenAI, Google Cloud, and a Supabase JWT.
const KEY_SHAPES = [
  /sk-[A-Za-z0-9_-]{20,}/,
  /AIza[0-9A-Za-z_-]{35}/,
  /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/,
];

test('the default build carries no API key', () => {
  const files = builtTextFiles('dist');
  expect(files.length).toBeGreaterThan(10);
  const leaks = files.flatMap(({ file, text }) =>
    KEY_SHAPES.filter((shape) => shape.test(text)).map((shape) => `${file}: ${shape}`),
  );
  expect(leaks).toEqual([]);
  // The cloud build's stand-in key shows the check would find a configured key (tests/e2e/cloud/security.spec.ts).
  expect(files.some(({ text }) => text.includes('stand-in-vision-key'))).toBe(false);
});

test('the page is served with a Content-Security-Policy that allows no inline script and talks only to itself', async ({
  request,
}) => {
  const { meta, header } = await servedPolicies(request);
  expect(meta).not.toBe('');
  expect(header).toBe(meta);
  const policy = parsePolicy(meta);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha"))).toBe(false);
  expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
});

test('the built page has no inline script', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc=/);
    expect(body!.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('scanning on the device, signing up and the dashboard run under the policy without a violation', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/');
  await expectModelReady(page);
  // The fast WebAssembly runtime still starts: 'wasm-unsafe-eval' is all it needs.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-backend', 'wasm-simd');
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto('glass/glass9.jpg'));
  await expect(page.getByTestId('item-label')).toHaveText('Glass bottle');
  await page.goto('/community');
  await expect(page.locator('main h1')).toBeVisible();
  // The heading is painted with the page: the app has run on it under the policy once it took it over.
  await appTookOver(page);
  await registerFreshAccount(page);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await violations()).toEqual([]);
});
