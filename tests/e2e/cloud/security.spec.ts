import { expect, test } from '@playwright/test';
import { builtTextFiles, parsePolicy, servedPolicies } from '../securityPolicy';
import { VISION_STAND_IN_KEY } from './standIn';

test('with a cloud service configured, the policy lets the page reach exactly that service', async ({ request }) => {
  const { meta, header } = await servedPolicies(request);
  expect(header).toBe(meta);
  expect(parsePolicy(meta).get('connect-src')).toEqual(["'self'", 'blob:', 'https://vision.stand-in.invalid']);
});

test('a key given to the browser is in the bundle, as the README warns', () => {
  expect(builtTextFiles('dist-e2e-cloud').some(({ text }) => text.includes(VISION_STAND_IN_KEY))).toBe(true);
});
