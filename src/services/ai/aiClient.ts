// Chat completions from any OpenAI-compatible endpoint through the openai package: base URL, key and
// model from configuration, the spec's retries, and failures mapped to the spec's user messages.
import OpenAI, { APIError } from 'openai';

import type { AppConfig } from '../../config';
import { AI_KEY_NOT_CONFIGURED, AiFailure, classifyAiFailure } from '../../domain/analysis/aiErrors';
import { withRetries } from '../../domain/retry';
import { sleep } from '../timers/sleep';

export interface ChatRequest {
  system?: string;
  user: string;
  temperature: number;
  maxTokens?: number;
}

export interface AiClient {
  /** The reply's text (choices[0].message.content; '' when it has none), or an AiFailure; the signal ends the request and its retries. */
  chat(request: ChatRequest, signal?: AbortSignal): Promise<string>;
}

export interface AiClientOptions {
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

/** A local model server (e.g. a school's) may need no key; the package insists on one, and such servers ignore it. */
export const KEYLESS_PLACEHOLDER = 'no-key';
export const AI_TIMEOUT_MS = 30_000;

function toFailure(error: unknown): AiFailure {
  if (error instanceof AiFailure) return error;
  if (error instanceof APIError) {
    const body = error.error as { message?: unknown } | undefined;
    const reason = typeof body?.message === 'string' ? body.message : error.message;
    return classifyAiFailure(error.status, reason, typeof error.code === 'string' ? error.code : null);
  }
  return new AiFailure('failed', error instanceof Error ? error.message : String(error), false);
}

export function createAiClient(ai: AppConfig['ai'], options: AiClientOptions = {}): AiClient {
  if (!ai || (!ai.apiKey && !ai.baseUrl)) {
    return { chat: () => Promise.reject(new AiFailure('not-configured', AI_KEY_NOT_CONFIGURED, false)) };
  }
  const client = new OpenAI({
    apiKey: ai.apiKey || KEYLESS_PLACEHOLDER,
    baseURL: ai.baseUrl,
    // The spec calls the model from the browser; README warns that a key set here is visible to visitors.
    dangerouslyAllowBrowser: true,
    // Our own retries follow the spec's schedule; the package's would add to them.
    maxRetries: 0,
    timeout: options.timeoutMs ?? AI_TIMEOUT_MS,
    // Looked up at call time, not captured at construction, so a fetch wrapped later (tests, polyfills) is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  return {
    chat(request, signal) {
      return withRetries(
        async () => {
          try {
            const completion = await client.chat.completions.create(
              {
                model: ai.model,
                temperature: request.temperature,
                ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
                messages: [
                  ...(request.system ? [{ role: 'system' as const, content: request.system }] : []),
                  { role: 'user' as const, content: request.user },
                ],
              },
              signal ? { signal } : undefined,
            );
            const content = completion.choices?.[0]?.message?.content;
            return typeof content === 'string' ? content : '';
          } catch (error) {
            throw toFailure(error);
          }
        },
        (error) => !signal?.aborted && error instanceof AiFailure && error.retryable,
        options.wait ?? ((ms) => sleep(ms, signal)),
      );
    },
  };
}
