import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  AI_KEY_NOT_CONFIGURED,
  AI_USER_MESSAGE_KEYS,
  AI_USER_MESSAGES,
  classifyAiFailure,
} from '../../../../src/domain/analysis/aiErrors';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../locales/en.json'), 'utf8')) as Record<
  string,
  Record<string, Record<string, string>>
>;

describe('AI failures', () => {
  it('carry the spec texts, which the English locale shows', () => {
    expect(AI_KEY_NOT_CONFIGURED).toBe('OpenAI API key is not configured');
    expect(AI_USER_MESSAGES['not-configured']).toBe('OpenAI API key is invalid or not configured properly');
    expect(AI_USER_MESSAGES.configuration).toBe('Service configuration error. Please contact support.');
    expect(AI_USER_MESSAGES['rate-limit']).toBe('Service is temporarily busy. Please try again in a few moments.');
    expect(AI_USER_MESSAGES.failed).toBe('Failed to get disposal instructions: {{reason}}');
    for (const [kind, key] of Object.entries(AI_USER_MESSAGE_KEYS)) {
      const [, group, name] = key.split('.');
      expect(en.analysis![group!]![name!], kind).toBe(AI_USER_MESSAGES[kind as keyof typeof AI_USER_MESSAGES]);
    }
  });

  it.each([
    [401, null, 'invalid-key', false],
    [400, null, 'configuration', false],
    [403, null, 'configuration', false],
    [404, null, 'configuration', false],
    [422, null, 'configuration', false],
    [429, null, 'rate-limit', true],
    [429, 'insufficient_quota', 'configuration', false],
    [408, null, 'failed', true],
    [409, null, 'failed', true],
    [500, null, 'failed', true],
    [503, null, 'failed', true],
    [undefined, null, 'failed', true],
    [418, null, 'failed', false],
  ] as const)('status %s (%s) is %s, retryable %s', (status, code, kind, retryable) => {
    const failure = classifyAiFailure(status, 'why', code);
    expect(failure.kind).toBe(kind);
    expect(failure.retryable).toBe(retryable);
    expect(failure.reason).toBe('why');
  });
});
