// The cloud vision service's label detection (spec section 7): one image in, up to ten labels out.
// Speaks the service's JSON over fetch, retries what may pass (network, time-out, 429, 5xx) three
// times with a growing wait, and reports failures with the product's messages.
import type { CloudLabel } from '../../domain/identification/cloudLabels';
import { MAX_CLOUD_LABELS } from '../../domain/identification/rules';
import { withRetries } from '../../domain/retry';
import { sleep as abortableSleep } from '../timers/sleep';

export interface VisionService {
  /** imageBase64: the encoded image file, without a data: prefix. */
  detectLabels(imageBase64: string, signal?: AbortSignal): Promise<CloudLabel[]>;
}

export const VISION_FAILED_MESSAGE = 'Vision API request failed';
export const VISION_INVALID_RESPONSE_MESSAGE = 'Invalid response from Vision API';
export const visionReasonMessage = (reason: string) => `Failed to analyze image: ${reason}`;

export class VisionError extends Error {
  constructor(
    message: string,
    /** Worth another attempt: the service or the network may recover. */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'VisionError';
  }
}

export interface VisionClientOptions {
  apiKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  /** Waits between attempts; injectable so tests need not sleep. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** One attempt is abandoned (and retried) after this long. */
  attemptTimeoutMs?: number;
}

const DEFAULT_ATTEMPT_TIMEOUT_MS = 15_000;

export function createVisionClient(options: VisionClientOptions): VisionService {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? abortableSleep;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/images:annotate?key=${encodeURIComponent(options.apiKey)}`;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;

  async function attempt(body: string, signal?: AbortSignal): Promise<CloudLabel[]> {
    const { signal: attemptSignal, dispose } = withTimeout(signal, attemptTimeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: attemptSignal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new VisionError(visionReasonMessage(describe(error)), true);
    } finally {
      dispose();
    }
    const json = parseJson(text);
    if (status < 200 || status > 299) {
      const reason = errorMessageOf(json);
      throw new VisionError(
        reason ? visionReasonMessage(reason) : VISION_FAILED_MESSAGE,
        status === 429 || status >= 500,
      );
    }
    return labelsOf(json);
  }

  return {
    async detectLabels(imageBase64, signal) {
      const body = JSON.stringify({
        requests: [
          { image: { content: imageBase64 }, features: [{ type: 'LABEL_DETECTION', maxResults: MAX_CLOUD_LABELS }] },
        ],
      });
      return withRetries(
        () => attempt(body, signal),
        (error) => error instanceof VisionError && error.transient,
        (ms) => sleep(ms, signal),
      );
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function errorMessageOf(json: unknown): string | undefined {
  const error = isRecord(json) ? json.error : undefined;
  return isRecord(error) && typeof error.message === 'string' && error.message ? error.message : undefined;
}

/** responses[0].labelAnnotations; the service leaves the list out when it found nothing. */
function labelsOf(json: unknown): CloudLabel[] {
  const first = isRecord(json) && Array.isArray(json.responses) ? (json.responses[0] as unknown) : undefined;
  if (!isRecord(first)) throw new VisionError(VISION_INVALID_RESPONSE_MESSAGE, false);
  const imageError = errorMessageOf(first);
  if (imageError) throw new VisionError(visionReasonMessage(imageError), false);
  const annotations = first.labelAnnotations ?? [];
  if (!Array.isArray(annotations)) throw new VisionError(VISION_INVALID_RESPONSE_MESSAGE, false);
  return annotations.map((annotation: unknown) => {
    if (!isRecord(annotation) || typeof annotation.description !== 'string' || typeof annotation.score !== 'number') {
      throw new VisionError(VISION_INVALID_RESPONSE_MESSAGE, false);
    }
    return { description: annotation.description, score: annotation.score };
  });
}

function describe(error: unknown): string {
  if (isRecord(error) && error.name === 'TimeoutError') return 'the request timed out';
  return error instanceof Error && error.message ? error.message : String(error);
}

/** The caller's signal, plus a time limit for one attempt. */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
