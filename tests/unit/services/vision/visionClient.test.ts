// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { createVisionClient, VisionError } from '../../../../src/services/vision/visionClient';

// A stand-in for the vision service speaking its JSON; the client's real fetch code talks to it.
const BASE_URL = 'https://vision.stand-in.invalid/v1';
const ENDPOINT = `${BASE_URL}/images:annotate`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LABELS = {
  responses: [
    {
      labelAnnotations: [
        { mid: '/m/04dr76w', description: 'Bottle', score: 0.97, topicality: 0.97 },
        { mid: '/m/05z87', description: 'Plastic', score: 0.81, topicality: 0.81 },
      ],
    },
  ],
};

/** The client with waits recorded instead of slept. */
function client(options: { attemptTimeoutMs?: number } = {}) {
  const waits: number[] = [];
  const vision = createVisionClient({
    apiKey: 'stand-in key',
    baseUrl: `${BASE_URL}/`,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  return { vision, waits };
}

/** Answers each request with the next reply, counting them. */
function replies(...answers: (() => Response | Promise<Response>)[]) {
  const seen: Request[] = [];
  server.use(
    http.post(ENDPOINT, ({ request }) => {
      seen.push(request.clone());
      const answer = answers[Math.min(seen.length, answers.length) - 1]!;
      return answer();
    }),
  );
  return seen;
}

describe('the vision client', () => {
  it('posts LABEL_DETECTION for one image with the key in the query string and reads the labels', async () => {
    const seen = replies(() => HttpResponse.json(LABELS));
    const { vision } = client();
    await expect(vision.detectLabels('aGVsbG8=')).resolves.toEqual([
      { description: 'Bottle', score: 0.97 },
      { description: 'Plastic', score: 0.81 },
    ]);
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(url.origin + url.pathname).toBe(ENDPOINT);
    expect(url.searchParams.get('key')).toBe('stand-in key');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({
      requests: [{ image: { content: 'aGVsbG8=' }, features: [{ type: 'LABEL_DETECTION', maxResults: 10 }] }],
    });
  });

  it('retries a 500 and a 429, waiting 1 s then 2 s, and returns the third answer', async () => {
    const seen = replies(
      () => HttpResponse.json({ error: { code: 500, message: 'Internal error' } }, { status: 500 }),
      () => HttpResponse.json({ error: { code: 429, message: 'Quota exceeded' } }, { status: 429 }),
      () => HttpResponse.json(LABELS),
    );
    const { vision, waits } = client();
    await expect(vision.detectLabels('x')).resolves.toHaveLength(2);
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after 3 attempts with the reason the service gave', async () => {
    const seen = replies(() =>
      HttpResponse.json({ error: { code: 503, message: 'The service is unavailable.' } }, { status: 503 }),
    );
    const { vision } = client();
    await expect(vision.detectLabels('x')).rejects.toThrow('Failed to analyze image: The service is unavailable.');
    expect(seen).toHaveLength(3);
  });

  it("says 'Vision API request failed' when a failure carries no reason", async () => {
    replies(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await expect(client().vision.detectLabels('x')).rejects.toThrow(new VisionError('Vision API request failed', true));
  });

  it('does not retry a request the service refuses (bad key)', async () => {
    const seen = replies(() =>
      HttpResponse.json(
        { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } },
        { status: 400 },
      ),
    );
    await expect(client().vision.detectLabels('x')).rejects.toThrow(
      'Failed to analyze image: API key not valid. Please pass a valid API key.',
    );
    expect(seen).toHaveLength(1);
  });

  it.each([
    [
      'malformed JSON',
      () => new HttpResponse('{"responses": [', { status: 200, headers: { 'content-type': 'application/json' } }),
    ],
    ['no responses list', () => HttpResponse.json({ result: [] })],
    ['labels of the wrong shape', () => HttpResponse.json({ responses: [{ labelAnnotations: [{ description: 7 }] }] })],
  ])("reports 'Invalid response from Vision API' for %s, without retrying", async (_case, answer) => {
    const seen = replies(answer);
    await expect(client().vision.detectLabels('x')).rejects.toThrow('Invalid response from Vision API');
    expect(seen).toHaveLength(1);
  });

  it("reports the image's own error", async () => {
    replies(() => HttpResponse.json({ responses: [{ error: { code: 3, message: 'Bad image data.' } }] }));
    await expect(client().vision.detectLabels('x')).rejects.toThrow('Failed to analyze image: Bad image data.');
  });

  it('reads an answer without labels as no labels', async () => {
    replies(() => HttpResponse.json({ responses: [{}] }));
    await expect(client().vision.detectLabels('x')).resolves.toEqual([]);
  });

  it('retries when the network fails, then reports it', async () => {
    const seen = replies(() => HttpResponse.error());
    const { vision, waits } = client();
    await expect(vision.detectLabels('x')).rejects.toThrow(/^Failed to analyze image: /);
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('abandons an attempt that takes too long, and retries it', async () => {
    const seen = replies(
      async () => {
        await delay('infinite');
        return HttpResponse.json(LABELS);
      },
      () => HttpResponse.json(LABELS),
    );
    await expect(client({ attemptTimeoutMs: 50 }).vision.detectLabels('x')).resolves.toHaveLength(2);
    expect(seen).toHaveLength(2);
  });

  it('stops at once when the caller aborts', async () => {
    replies(async () => {
      await delay('infinite');
      return HttpResponse.json(LABELS);
    });
    const controller = new AbortController();
    const pending = client().vision.detectLabels('x', controller.signal);
    setTimeout(() => controller.abort(new DOMException('Replaced by a newer photo', 'AbortError')), 20);
    await expect(pending).rejects.toThrow('Replaced by a newer photo');
  });
});
