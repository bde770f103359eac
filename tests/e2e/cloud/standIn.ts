// Stand-ins for the cloud services the e2e-cloud build is configured with (.env.e2e-cloud). Each
// answers in the browser, through Playwright's routing, with the service's exact JSON, so the
// app's real client code runs end to end. Add a stand-in here for each new cloud service.
import type { Page, Request, Route } from '@playwright/test';

export type StandInReply =
  | { status?: number; json: unknown }
  | { status?: number; body: string; contentType?: string }
  /** The host cannot be reached at all. */
  | 'unreachable';

export interface StandIn {
  /** Every request the app made, in order (preflights left out). */
  requests: Request[];
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
};

/** Answers one routed request with a stand-in reply. */
async function fulfil(route: Route, answer: StandInReply): Promise<void> {
  if (answer === 'unreachable') return route.abort('internetdisconnected');
  if ('json' in answer) {
    return route.fulfill({
      status: answer.status ?? 200,
      headers: CORS,
      contentType: 'application/json',
      body: JSON.stringify(answer.json),
    });
  }
  return route.fulfill({
    status: answer.status ?? 200,
    headers: CORS,
    contentType: answer.contentType ?? 'application/json',
    body: answer.body,
  });
}

/** Answers requests matching url with reply(request, n), n counting from 1. */
export async function standIn(
  page: Page,
  url: string | RegExp,
  reply: (request: Request, n: number) => StandInReply | Promise<StandInReply>,
): Promise<StandIn> {
  const requests: Request[] = [];
  await page.route(url, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    requests.push(request);
    return fulfil(route, await reply(request, requests.length));
  });
  return { requests };
}

export interface HeldStandIn extends StandIn {
  /** The requests the page gave up on (aborted) while they were held. */
  aborted: Request[];
  /** Answers every request held so far. */
  answer(): void;
}

/**
 * A slow service: requests the test picks (by their number, from 1) are held until answer(); the page
 * may abort them meanwhile, as Pause and Cancel do. The others are answered at once.
 */
export async function heldStandIn(
  page: Page,
  url: string | RegExp,
  reply: StandInReply,
  held: (n: number) => boolean = () => true,
): Promise<HeldStandIn> {
  const requests: Request[] = [];
  const aborted: Request[] = [];
  const waiting: (() => void)[] = [];
  page.on('requestfailed', (request) => {
    if (requests.includes(request)) aborted.push(request);
  });
  await page.route(url, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    requests.push(request);
    if (held(requests.length)) await new Promise<void>((resolve) => waiting.push(resolve));
    // A request the page aborted while held has nobody left to answer.
    await fulfil(route, reply).catch(() => undefined);
  });
  return { requests, aborted, answer: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

/** The cloud vision service of .env.e2e-cloud. */
export const VISION_ANNOTATE_URL = 'https://vision.stand-in.invalid/v1/images:annotate?**';
export const VISION_STAND_IN_KEY = 'stand-in-vision-key';

/** A label detection answer, as the service words it. */
export function visionLabels(...labels: [description: string, score: number][]): { json: unknown } {
  return {
    json: {
      responses: [
        {
          labelAnnotations: labels.map(([description, score]) => ({
            mid: '/m/0',
            description,
            score,
            topicality: score,
          })),
        },
      ],
    },
  };
}

export const visionStandIn = (
  page: Page,
  reply: (request: Request, n: number) => StandInReply | Promise<StandInReply>,
) => standIn(page, VISION_ANNOTATE_URL, reply);

/** The OpenAI-compatible chat completions API of .env.e2e-cloud (no key: a keyless local model server). */
export const AI_BASE_URL = 'http://127.0.0.1:49151/v1';
export const AI_CHAT_URL = `${AI_BASE_URL}/chat/completions`;
export const AI_STAND_IN_MODEL = 'stand-in-model';

/** The body of a chat completions request, as the openai package sends it. */
export interface ChatCompletionsBody {
  model: string;
  temperature?: number;
  max_tokens?: number;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
}

export const chatBody = (request: Request) => request.postDataJSON() as ChatCompletionsBody;

/** The system message of a chat request ('' when it has none): it tells the app's questions apart. */
export const systemPrompt = (request: Request) =>
  chatBody(request).messages.find((m) => m.role === 'system')?.content ?? '';

let completions = 0;

/** A completed chat answer whose message is content, in the API's exact shape. */
export function chatCompletion(content: string): { json: unknown } {
  completions += 1;
  return {
    json: {
      id: `chatcmpl-standin${completions}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: AI_STAND_IN_MODEL,
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
      ],
      usage: {
        prompt_tokens: 250,
        completion_tokens: Math.ceil(content.length / 4),
        total_tokens: 250 + Math.ceil(content.length / 4),
      },
    },
  };
}

/** An error answer as the API words it (e.g. 500 server_error). */
export function chatError(status: number, message: string, type = 'server_error'): { status: number; json: unknown } {
  return { status, json: { error: { message, type, param: null, code: null } } };
}

export const aiStandIn = (page: Page, reply: (request: Request, n: number) => StandInReply | Promise<StandInReply>) =>
  standIn(page, AI_CHAT_URL, reply);
