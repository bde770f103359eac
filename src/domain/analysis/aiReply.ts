// Reading a language model's analysis defensively, as the spec says: its first JSON object
// (replyObject.ts) validated (zod) with the spec's messages. What passes is data: plain,
// length-limited text in a fixed shape.
import { z } from 'zod';

import { DEFAULT_RECYCLABILITY } from '../recyclability';
import { STREAMS } from '../rules/rulePack';
import { clipText } from '../text';
import type { DisposalStream } from '../types';
import { FALLBACK_CONFIDENCE } from './analysis';
import { AiReplyError, extractReplyObject, REPLY_ERRORS } from './replyObject';

// The app's Content-Security-Policy allows no eval: zod must neither compile its parsers nor probe
// whether it may (the probe alone is reported as a violation).
z.config({ jitless: true });

export const REQUIRED_FIELDS = [
  'classification',
  'materialBreakdown',
  'ecoTips',
  'sustainableHabits',
  'overallRecyclability',
  'disposalInstructions',
] as const;

export const TEXT_LIMITS = { short: 80, long: 500, icon: 16 } as const;
export const LIST_LIMITS = { parts: 10, ecoTips: 8, habits: 8, steps: 12 } as const;

export const DEFAULT_ICON = '♻️';
const DEFAULT_TIP_ICON = '💡';
const DEFAULT_HABIT_EMOJI = '🌱';

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
