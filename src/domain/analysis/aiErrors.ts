// How a failed AI call is told to the person: the spec's texts, and which failures are worth a retry.

export type AiFailureKind = 'not-configured' | 'invalid-key' | 'configuration' | 'rate-limit' | 'failed';

/** The developer-facing message of a call made with no key (the spec's 'OpenAI API key is not configured'). */
export const AI_KEY_NOT_CONFIGURED = 'OpenAI API key is not configured';

/** The spec's user texts (English); the screen shows analysis.errors.<kind> in the person's language. */
export const AI_USER_MESSAGES: Readonly<Record<AiFailureKind, string>> = {
  'not-configured': 'OpenAI API key is invalid or not configured properly',
  'invalid-key': 'OpenAI API key is invalid or not configured properly',
  configuration: 'Service configuration error. Please contact support.',
  'rate-limit': 'Service is temporarily busy. Please try again in a few moments.',
  failed: 'Failed to get disposal instructions: {{reason}}',
};

export const AI_USER_MESSAGE_KEYS: Readonly<Record<AiFailureKind, string>> = {
  'not-configured': 'analysis.errors.keyInvalid',
  'invalid-key': 'analysis.errors.keyInvalid',
  configuration: 'analysis.errors.configuration',
  'rate-limit': 'analysis.errors.busy',
  failed: 'analysis.errors.failed',
};

export class AiFailure extends Error {
  constructor(
    readonly kind: AiFailureKind,
    /** What went wrong, for the 'Failed to get disposal instructions: {reason}' text and the logs. */
    readonly reason: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(reason);
    this.name = 'AiFailure';
  }
}

/**
 * From an HTTP status (undefined: no answer at all, e.g. network down or timed out):
 * 401 is a bad key; 400/403/404/422 a wrong base URL, model or permission; 429 busy (retry), except an
 * exhausted quota, which no retry fixes; 408, 409 and 5xx and no answer are passing trouble (retry).
 */
export function classifyAiFailure(status: number | undefined, reason: string, code?: string | null): AiFailure {
  if (status === 401) return new AiFailure('invalid-key', reason, false, status);
  if (status === 429) {
    return code === 'insufficient_quota'
      ? new AiFailure('configuration', reason, false, status)
      : new AiFailure('rate-limit', reason, true, status);
  }
  if (status === 400 || status === 403 || status === 404 || status === 422) {
    return new AiFailure('configuration', reason, false, status);
  }
  const transient = status === undefined || status === 408 || status === 409 || status >= 500;
  return new AiFailure('failed', reason, transient, status);
}
