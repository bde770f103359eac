// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { DEFAULT_AI_MODEL } from '../../../../src/config';
import { AiFailure } from '../../../../src/domain/analysis/aiErrors';
import { defaultImpact } from '../../../../src/domain/progress';
import { RETRY_ATTEMPTS, RETRY_BASE_DELAY_MS, withRetries } from '../../../../src/domain/retry';
import type { IdentifiedItem } from '../../../../src/domain/types';
import { GENERIC_PACK, RULE_PACKS } from '../../../../src/knowledge';
import { createAiAnalysis, emojiForLabel, NO_CLASSIFICATION } from '../../../../src/services/ai/aiAnalysis';
import { createAiClient, KEYLESS_PLACEHOLDER } from '../../../../src/services/ai/aiClient';
import { estimateImpact } from '../../../../src/services/ai/impactEstimate';

const BASE = 'https://llm.test/v1';
const COMPLETIONS = `${BASE}/chat/completions`;

interface Seen {
  body: Record<string, unknown>;
  authorization: string | null;
}
const seen: Seen[] = [];
let replies: (() => Response)[] = [];

/** An OpenAI chat completion body, as the API sends it. */
function completion(content: string | null) {
  return HttpResponse.json({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: DEFAULT_AI_MODEL,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}
function apiError(status: number, message: string, code: string | null = null) {
  return () => HttpResponse.json({ error: { message, type: 'error', param: null, code } }, { status });
}

const server = setupServer(
  http.post(COMPLETIONS, async ({ request }) => {
    seen.push({
      body: (await request.json()) as Record<string, unknown>,
      authorization: request.headers.get('authorization'),
    });
    const next = replies.shift();
    return next ? next() : completion('{}');
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  replies = [];
});
afterAll(() => server.close());

const waits: number[] = [];
const wait = async (ms: number) => {
  waits.push(ms);
};
beforeEach(() => {
  waits.length = 0;
});

const client = createAiClient({ baseUrl: BASE, apiKey: 'sk-test', model: 'gpt-3.5-turbo' }, { wait });
const chat = () => client.chat({ system: 'sys', user: 'hello', temperature: 0.3, maxTokens: 2000 });

describe('the OpenAI-compatible client', () => {
  it('posts a chat completion with the configured model, key and settings, and reads choices[0].message.content', async () => {
    replies = [() => completion('hi there')];
    expect(await chat()).toBe('hi there');
    expect(seen[0]!.authorization).toBe('Bearer sk-test');
    expect(seen[0]!.body).toMatchObject({
      model: 'gpt-3.5-turbo',
      temperature: 0.3,
      max_tokens: 2000,
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: 'hello' },
      ],
    });
  });

  it('works with a keyless local server', async () => {
    const local = createAiClient({ baseUrl: BASE, apiKey: '', model: 'llama3' }, { wait });
    replies = [() => completion('ok')];
    expect(await local.chat({ user: 'x', temperature: 0.3 })).toBe('ok');
    expect(seen[0]!.authorization).toBe(`Bearer ${KEYLESS_PLACEHOLDER}`);
    expect(seen[0]!.body.model).toBe('llama3');
    expect(seen[0]!.body).not.toHaveProperty('max_tokens');
  });

  it("says 'OpenAI API key is not configured' without calling out", async () => {
    await expect(createAiClient(null).chat({ user: 'x', temperature: 0.3 })).rejects.toMatchObject({
      kind: 'not-configured',
      message: 'OpenAI API key is not configured',
    });
    await expect(
      createAiClient({ baseUrl: undefined, apiKey: '', model: 'm' }).chat({ user: 'x', temperature: 0.3 }),
    ).rejects.toBeInstanceOf(AiFailure);
    expect(seen).toHaveLength(0);
  });

  it('retries a rate limit 3 times, waiting 1 s then 2 s, then says busy', async () => {
    expect(RETRY_ATTEMPTS).toBe(3);
    expect(RETRY_BASE_DELAY_MS).toBe(1000);
    replies = [
      apiError(429, 'Rate limit reached'),
      apiError(429, 'Rate limit reached'),
      apiError(429, 'Rate limit reached'),
    ];
    await expect(chat()).rejects.toMatchObject({ kind: 'rate-limit', status: 429 });
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('recovers when a retry succeeds', async () => {
    replies = [apiError(503, 'overloaded'), () => completion('second time')];
    expect(await chat()).toBe('second time');
    expect(waits).toEqual([1000]);
  });

  it.each([
    [401, 'Incorrect API key provided', null, 'invalid-key'],
    [404, 'The model `gpt-9` does not exist', 'model_not_found', 'configuration'],
    [400, 'Bad request', null, 'configuration'],
    [429, 'You exceeded your current quota', 'insufficient_quota', 'configuration'],
  ])('does not retry %s (%s)', async (status, message, code, kind) => {
    replies = [apiError(status, message, code)];
    await expect(chat()).rejects.toMatchObject({ kind, reason: message });
    expect(seen).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('treats a dropped connection as passing trouble, retried', async () => {
    replies = [() => HttpResponse.error(), () => HttpResponse.error(), () => HttpResponse.error()];
    await expect(chat()).rejects.toMatchObject({ kind: 'failed', retryable: true });
    expect(seen).toHaveLength(3);
  });

  it('ends the request when the signal aborts, and does not retry it', async () => {
    const cancel = new AbortController();
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    // The server holds its answer: only the abort can end the call.
    replies = [
      () => {
        arrived();
        return new Response(new ReadableStream({ start: () => undefined }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    ];
    const answer = client.chat({ user: 'hello', temperature: 0.3 }, cancel.signal);
    await requestArrived;
    cancel.abort();
    await expect(answer).rejects.toBeInstanceOf(AiFailure);
    expect(seen).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('answers an empty string when the reply has no content', async () => {
    replies = [() => completion(null)];
    expect(await chat()).toBe('');
  });
});

describe('retry schedule', () => {
  it('stops at once for failures a retry cannot fix', async () => {
    const task = vi.fn().mockRejectedValue(new Error('no'));
    await expect(withRetries(task, () => false, wait)).rejects.toThrow('no');
    expect(task).toHaveBeenCalledTimes(1);
  });
});

const bottle: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.9,
  source: 'device',
};
const request = {
  items: [bottle],
  location: { city: 'Madrid', latitude: 40.4168, longitude: -3.7038 },
  language: 'es-ES',
};
const spain = RULE_PACKS.find((pack) => pack.id === 'es')!;
const rules = { pack: spain, generic: GENERIC_PACK };
const analysis = {
  classification: {
    category: 'Botella de plástico',
    material: 'PET',
    disposal_type: 'reciclaje',
    confidence: 0.9,
    reasoning: 'PET',
  },
  materialBreakdown: [{ part: 'cuerpo principal', type: 'PET', recyclable: true, details: 'Enjuágala' }],
  ecoTips: [{ icon: '💧', title: 'Rellena', description: 'Usa una botella reutilizable' }],
  sustainableHabits: [{ emoji: '🛍️', text: 'Lleva tu botella' }],
  overallRecyclability: 85,
  disposalInstructions: { steps: [{ icon: '♻️', text: 'Al contenedor amarillo' }], location: 'Madrid' },
};

describe('the AI analysis', () => {
  const analyse = createAiAnalysis(client);

  it('sends the spec prompt with items, coordinates and language, and validates the answer', async () => {
    replies = [() => completion(`\`\`\`json\n${JSON.stringify(analysis)}\n\`\`\``)];
    const result = await analyse(request, rules);
    expect(result).toMatchObject({
      source: 'ai',
      recyclability: 85,
      category: { text: 'Botella de plástico', lang: 'es' },
      pack: { id: 'es' },
      verdicts: [{ item: 'plastic-bottle', stream: 'recycling', bin: { id: 'amarillo' } }],
    });
    // The model's words, then the step that names the place's bin.
    expect(result.steps).toEqual([
      { icon: '♻️', text: { text: 'Al contenedor amarillo', lang: 'es' } },
      expect.objectContaining({ verdict: true }),
    ]);
    expect(result.parts[0]).toMatchObject({ main: true, material: 'plastic' });
    const messages = seen[0]!.body.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toContain('"es"');
    expect(messages[1]!.content).toContain('Plastic bottle');
    expect(messages[1]!.content).toContain('latitude 40.42, longitude -3.70');
    expect(seen[0]!.body).toMatchObject({ temperature: 0.3, max_tokens: 2000 });
  });

  it('fails with the validation message for a bad answer, and with no classification for an empty one', async () => {
    replies = [() => completion('{"classification": {"category": "x"}}')];
    await expect(analyse(request, rules)).rejects.toMatchObject({
      kind: 'failed',
      reason: 'Missing required field: materialBreakdown',
    });
    replies = [() => completion('   ')];
    await expect(analyse(request, rules)).rejects.toMatchObject({ kind: 'failed', reason: NO_CLASSIFICATION });
    expect(NO_CLASSIFICATION).toBe('No classification received from AI service');
  });

  it('fills missing instructions with the generic guidance, and still names the bin', async () => {
    replies = [() => completion(JSON.stringify({ ...analysis, disposalInstructions: { steps: [], location: '' } }))];
    const result = await analyse(request, rules);
    expect(result.steps).toHaveLength(6);
    expect(result.steps.at(-1)).toMatchObject({ verdict: true });
    expect(result.location).toEqual({ text: 'Madrid', lang: 'und' });
  });

  it("follows the model's stream, but never past the pack's own rule or out of a hazard", async () => {
    const says = (stream: string, item: IdentifiedItem = bottle) => {
      replies = [() => completion(JSON.stringify({ ...analysis, stream }))];
      return analyse({ ...request, items: [item] }, rules);
    };
    // No own rule for a plastic jug in Spain: the model's compost sends it to the brown container.
    const jug = { ...bottle, id: 'plastic-jug', label: 'Plastic jug' };
    expect((await says('compost', jug)).verdicts[0]).toMatchObject({ stream: 'compost', bin: { id: 'marron' } });
    // Spain's own rule for film wins over the model, and the model's steps give way to the general ones.
    const film = { ...bottle, id: 'plastic-film', label: 'Plastic film' };
    const overruled = await says('landfill', film);
    expect(overruled.verdicts[0]).toMatchObject({ stream: 'recycling', bin: { id: 'amarillo' } });
    expect(overruled.steps.map((step) => step.text)).not.toContainEqual({ text: 'Al contenedor amarillo', lang: 'es' });
    // A battery stays hazardous, whatever the model says.
    const battery: IdentifiedItem = { ...bottle, id: 'battery', label: 'Battery', material: 'battery' };
    expect((await says('recycling', battery)).verdicts[0]).toMatchObject({ stream: 'hazardous', bin: { id: 'pilas' } });
  });
});

describe('emoji and impact questions', () => {
  it('asks for one emoji with 5 tokens at most, falling back to the recycling symbol', async () => {
    replies = [() => completion('🧴')];
    expect(await emojiForLabel(client, 'Plastic bottle')).toBe('🧴');
    expect(seen[0]!.body).toMatchObject({ temperature: 0.3, max_tokens: 5 });
    replies = [apiError(401, 'bad key')];
    expect(await emojiForLabel(client, 'Plastic bottle')).toBe('♻️');
    expect(await emojiForLabel(null, 'Plastic bottle')).toBe('♻️');
  });

  it('takes valid impact figures, and the material defaults otherwise', async () => {
    const metrics = {
      co2_saved: 0.2,
      material_reduced: 0.03,
      water_saved: 3,
      energy_saved: 0.4,
      trees_equivalent: 0.001,
    };
    replies = [() => completion(JSON.stringify({ metrics, confidence: 0.6, methodology: 'EPA WARM factors' }))];
    const estimate = await estimateImpact(client, {
      label: 'Plastic bottle',
      material: 'PET',
      weightKg: 0.03,
      location: request.location,
    });
    expect(estimate).toEqual({ metrics, basis: 'ai', confidence: 0.6, methodology: 'EPA WARM factors' });
    const user = (seen[0]!.body.messages as { content: string }[])[1]!.content;
    expect(user).toContain('Material: PET');
    expect(user).toContain('Weight: 0.03 kg');
    replies = [() => completion(JSON.stringify({ metrics: { ...metrics, water_saved: -1 } }))];
    expect(await estimateImpact(client, { label: 'Plastic bottle', location: request.location })).toEqual({
      metrics: defaultImpact('Plastic bottle', 0.1),
      basis: 'default',
      confidence: null,
      methodology: '',
    });
    expect((seen[1]!.body.messages as { content: string }[])[1]!.content).toContain('Material: mixed');
    expect((await estimateImpact(null, { label: 'Glass jar', location: request.location })).metrics).toEqual(
      defaultImpact('Glass jar'),
    );
  });
});
