import { expect, test } from '@playwright/test';

import { builtTextFiles, parsePolicy, servedPolicies } from '../securityPolicy';
import { AI_BASE_URL, VISION_STAND_IN_KEY } from './standIn';

test('with cloud services configured, the policy lets the page reach exactly those services', async ({ request }) => {
  const { meta, header } = await servedPolicies(request);
  expect(header).toBe(meta);
  expect(parsePolicy(meta).get('connect-src')).toEqual([
    "'self'",
    'blob:',
    'https://vision.stand-in.invalid',
    new URL(AI_BASE_URL).origin,
  ]);
});

test('a key given to the browser is in the bundle, as the README warns', () => {
  expect(builtTextFiles('dist-e2e-cloud').some(({ text }) => text.includes(VISION_STAND_IN_KEY))).toBe(true);
});
