// Reading a language model's analysis defensively, as the spec says: strip code fences, cut to the
// first balanced JSON object, quote bare keys, drop trailing commas, then validate (zod) with the
// spec's messages. What passes is data: plain, length-limited text in a fixed shape.
import { z } from 'zod';

import { DEFAULT_RECYCLABILITY } from '../recyclability';
import { STREAMS } from '../rules/rulePack';
import { clipText } from '../text';
import type { DisposalStream } from '../types';

// The app's Content-Security-Policy allows no eval: zod must neither compile its parsers nor probe
// whether it may (the probe alone is reported as a violation).
z.config({ jitless: true });

export const REPLY_ERRORS = {
  noJson: 'No JSON object found in response',
  invalidFormat: 'Invalid response format',
  missingField: 'Missing required field: {field}',
  invalidClassification: 'Invalid classification data',
  invalidArrays: 'Invalid array fields in response',
} as const;

export const REQUIRED_FIELDS = [
  'classification',
  'materialBreakdown',
  'ecoTips',
  'sustainableHabits',
  'overallRecyclability',
  'disposalInstructions',
] as const;

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

export const TEXT_LIMITS = { short: 80, long: 500, icon: 16 } as const;
export const LIST_LIMITS = { parts: 10, ecoTips: 8, habits: 8, steps: 12 } as const;

export const DEFAULT_ICON = '♻️';
const DEFAULT_TIP_ICON = '💡';
const DEFAULT_HABIT_EMOJI = '🌱';
/** The spec's fallback confidence. */
export const FALLBACK_CONFIDENCE = 0.5;

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

// Optional: in zod 4 a missing key fails even z.unknown() unless marked optional.
const text = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => clipText(typeof v === 'number' ? String(v) : v, max));
const icon = (fallback: string) => text(TEXT_LIMITS.icon).transform((v) => v || fallback);

const classificationSchema = z.object({
  category: z.string().trim().min(1),
  material: z.string().trim().min(1),
  disposal_type: text(TEXT_LIMITS.short),
  confidence: z.unknown().optional(),
  reasoning: text(TEXT_LIMITS.long),
});

const flag = z
  .unknown()
  .optional()
  .transform((v) => v === true || (typeof v === 'string' && /^(true|yes)$/i.test(v.trim())));

const partSchema = z.object({
  part: text(TEXT_LIMITS.short),
  type: text(TEXT_LIMITS.short),
  recyclable: flag,
  details: text(TEXT_LIMITS.long),
});

const tipSchema = z.union([
  z.object({ icon: icon(DEFAULT_TIP_ICON), title: text(TEXT_LIMITS.short), description: text(TEXT_LIMITS.long) }),
  z.string().transform((description) => ({
    icon: DEFAULT_TIP_ICON,
    title: '',
    description: clipText(description, TEXT_LIMITS.long),
  })),
]);

const habitSchema = z.union([
  z.object({ emoji: icon(DEFAULT_HABIT_EMOJI), text: text(TEXT_LIMITS.long) }),
  z.string().transform((t) => ({ emoji: DEFAULT_HABIT_EMOJI, text: clipText(t, TEXT_LIMITS.long) })),
]);

const stepSchema = z.union([
  z.object({ icon: icon(DEFAULT_ICON), text: text(TEXT_LIMITS.long) }),
  z.string().transform((t) => ({ icon: DEFAULT_ICON, text: clipText(t, TEXT_LIMITS.long) })),
]);

/** Keeps the entries that fit the shape, drops the rest, and caps the count. */
function listOf<T>(schema: z.ZodType<T>, value: unknown, max: number): T[] {
  if (!Array.isArray(value)) return [];
  const kept: T[] = [];
  for (const entry of value) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) kept.push(parsed.data);
    if (kept.length === max) break;
  }
  return kept;
}

function numberFrom(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** 0..1; a model answering in percent (e.g. 85) is understood. */
function confidenceFrom(value: unknown): number {
  const n = numberFrom(value);
  if (n === null || n < 0 || n > 100) return FALLBACK_CONFIDENCE;
  return n > 1 ? n / 100 : n;
}

function recyclabilityFrom(value: unknown): number {
  const n = numberFrom(value);
  return n === null ? DEFAULT_RECYCLABILITY : Math.round(Math.min(100, Math.max(0, n)));
}

/** The model's answer, validated: plain, length-limited text in the spec's shape, and its stream if it gave one. */
export interface AiReply {
  classification: { category: string; material: string; disposal_type: string; confidence: number; reasoning: string };
  /** Blank part or type names stay blank: the analysis names them 'Unknown Part' / 'Unknown Material'. */
  materialBreakdown: { part: string; type: string; recyclable: boolean; details: string }[];
  ecoTips: { icon: string; title: string; description: string }[];
  sustainableHabits: { emoji: string; text: string }[];
  overallRecyclability: number;
  disposalInstructions: { steps: { icon: string; text: string }[]; warning: string; location: string };
  /** Where the model says the main item goes, when it names one of the app's streams. */
  stream?: DisposalStream;
}

function streamFrom(value: unknown): DisposalStream | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (STREAMS as readonly string[]).includes(text) ? (text as DisposalStream) : undefined;
}

/** The parsed object as an AiReply, or AiReplyError with the spec's message. */
export function validateAnalysisReply(value: unknown): AiReply {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new AiReplyError(REPLY_ERRORS.invalidFormat);
  const reply = value as Record<string, unknown>;
  for (const field of REQUIRED_FIELDS) {
    if (reply[field] === undefined || reply[field] === null) {
      throw new AiReplyError(REPLY_ERRORS.missingField.replace('{field}', field));
    }
  }
  const classification = classificationSchema.safeParse(reply.classification);
  if (!classification.success) throw new AiReplyError(REPLY_ERRORS.invalidClassification);
  if (!Array.isArray(reply.materialBreakdown) || !Array.isArray(reply.ecoTips))
    throw new AiReplyError(REPLY_ERRORS.invalidArrays);

  const materialBreakdown = listOf(partSchema, reply.materialBreakdown, LIST_LIMITS.parts);
  // The breakdown is the core of the analysis: with no usable part the whole answer is not trusted.
  if (materialBreakdown.length === 0) throw new AiReplyError(REPLY_ERRORS.invalidArrays);

  const ecoTips = listOf(tipSchema, reply.ecoTips, LIST_LIMITS.ecoTips).filter((t) => t.title || t.description);
  const sustainableHabits = listOf(habitSchema, reply.sustainableHabits, LIST_LIMITS.habits).filter((h) => h.text);

  const instructions = reply.disposalInstructions;
  const instructionFields =
    typeof instructions === 'object' && !Array.isArray(instructions) ? (instructions as Record<string, unknown>) : {};
  const steps = listOf(
    stepSchema,
    Array.isArray(instructions) ? instructions : instructionFields.steps,
    LIST_LIMITS.steps,
  ).filter((s) => s.text);

  const c = classification.data;
  const stream = streamFrom(reply.stream) ?? streamFrom((reply.classification as Record<string, unknown>).stream);
  return {
    classification: {
      category: clipText(c.category, TEXT_LIMITS.short),
      material: clipText(c.material, TEXT_LIMITS.short),
      disposal_type: c.disposal_type,
      confidence: confidenceFrom(c.confidence),
      reasoning: c.reasoning,
    },
    materialBreakdown,
    ecoTips,
    sustainableHabits,
    overallRecyclability: recyclabilityFrom(reply.overallRecyclability),
    disposalInstructions: {
      steps,
      warning: clipText(instructionFields.warning, TEXT_LIMITS.long),
      location: clipText(instructionFields.location, TEXT_LIMITS.short),
    },
    ...(stream ? { stream } : {}),
  };
}

export function parseAnalysisReply(reply: unknown): AiReply {
  return validateAnalysisReply(extractReplyObject(reply));
}
