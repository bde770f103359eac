// The first JSON object in a language model's reply, read defensively as the spec says: code fences
// stripped, cut to the first balanced object, bare keys quoted, trailing commas dropped. Apart from
// its validation (aiReply.ts, zod), so the impact figures and the on-device path carry no zod.

export const REPLY_ERRORS = {
  noJson: 'No JSON object found in response',
  invalidFormat: 'Invalid response format',
  missingField: 'Missing required field: {field}',
  invalidClassification: 'Invalid classification data',
  invalidArrays: 'Invalid array fields in response',
} as const;

export class AiReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiReplyError';
  }
}

/** A 2000-token answer is ~10k characters; anything far past that is not an answer worth reading. */
export const MAX_REPLY_CHARS = 100_000;
/** How many '{' the cutter tries before giving up (prose may contain braces before the JSON). */
const MAX_OBJECT_CANDIDATES = 20;

export function stripCodeFences(text: string): string {
  return text.replace(/```[a-zA-Z]*[ \t]*\r?\n?/g, '').replace(/```/g, '');
}

/**
 * JSON-like text as a parser sees it: each string literal (double-quoted, with escapes, possibly
 * unterminated) as one token, every other character as its own token.
 */
function* tokens(text: string, from = 0): Generator<{ text: string; index: number; string: boolean }> {
  for (let i = from; i < text.length;) {
    if (text[i] !== '"') {
      yield { text: text[i]!, index: i, string: false };
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    yield { text: text.slice(i, end + 1), index: i, string: true };
    i = end + 1;
  }
}

/** The balanced {...} starting at `start`, or null when the text ends first (a truncated reply). */
function balancedFrom(text: string, start: number): string | null {
  let depth = 0;
  for (const token of tokens(text, start)) {
    if (token.string) continue;
    if (token.text === '{') depth += 1;
    else if (token.text === '}' && --depth === 0) return text.slice(start, token.index + 1);
  }
  return null;
}

/** Keys written as bare words ({category: "x"}) get their quotes; values such as true stay as they are. */
export function quoteBareKeys(json: string): string {
  let out = '';
  let lastSignificant = '';
  let skipUntil = 0;
  for (const { text, index, string } of tokens(json)) {
    if (index < skipUntil) continue;
    if (string) {
      out += text;
      lastSignificant = '"';
      continue;
    }
    if ((lastSignificant === '{' || lastSignificant === ',') && /[A-Za-z_$]/.test(text)) {
      const word = /^[A-Za-z_$][\w$-]*/.exec(json.slice(index))![0];
      if (/^\s*:/.test(json.slice(index + word.length))) {
        out += `"${word}"`;
        skipUntil = index + word.length;
        lastSignificant = '"';
        continue;
      }
    }
    out += text;
    if (!/\s/.test(text)) lastSignificant = text;
  }
  return out;
}

/** Commas before a closing } or ] are dropped. */
export function dropTrailingCommas(json: string): string {
  let out = '';
  for (const { text, index, string } of tokens(json)) {
    out += !string && text === ',' && /^\s*[}\]]/.test(json.slice(index + 1)) ? '' : text;
  }
  return out;
}

/** The first JSON object in the reply, parsed; AiReplyError with the spec's messages otherwise. */
export function extractReplyObject(reply: unknown): unknown {
  if (typeof reply !== 'string') throw new AiReplyError(REPLY_ERRORS.noJson);
  const text = stripCodeFences(reply.slice(0, MAX_REPLY_CHARS));
  let start = text.indexOf('{');
  let sawObject = false;
  for (let tries = 0; start !== -1 && tries < MAX_OBJECT_CANDIDATES; tries += 1) {
    const candidate = balancedFrom(text, start);
    if (candidate === null) break;
    sawObject = true;
    try {
      return JSON.parse(dropTrailingCommas(quoteBareKeys(candidate)));
    } catch {
      // Not inside the failed candidate: an inner object is a part, never the answer.
      start = text.indexOf('{', start + candidate.length);
    }
  }
  throw new AiReplyError(sawObject ? REPLY_ERRORS.invalidFormat : REPLY_ERRORS.noJson);
}
