// The AI's answers to the two small questions: an item's emoji, and its impact figures.
import { acceptImpactMetrics, completeImpact, defaultImpact } from '../progress/materialImpact';
import { clipText } from '../text';
import type { ImpactMetrics } from '../types';
import { AiReplyError, extractReplyObject } from './replyObject';

export const EMOJI_MAX_TOKENS = 5;
export const DEFAULT_EMOJI = '♻️';

export const IMPACT_ERRORS = {
  empty: 'Empty response from OpenAI',
  invalid: 'Invalid metrics format in response',
} as const;

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u20E3|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic}\uFE0F?)*/u;

/** The first emoji in the reply, or the recycling symbol. */
export function emojiFromReply(reply: unknown): string {
  if (typeof reply !== 'string') return DEFAULT_EMOJI;
  return EMOJI.exec(reply)?.[0] ?? DEFAULT_EMOJI;
}

export interface ImpactEstimate {
  metrics: ImpactMetrics;
  /** 'ai' when the model's figures passed the check, 'default' for the material table. */
  basis: 'ai' | 'default';
  confidence: number | null;
  methodology: string;
}

/** The model's {metrics, confidence, methodology}; AiReplyError with the spec's two messages otherwise. */
export function parseImpactReply(reply: unknown): {
  metrics: ImpactMetrics;
  confidence: number | null;
  methodology: string;
} {
  if (typeof reply !== 'string' || reply.trim() === '') throw new AiReplyError(IMPACT_ERRORS.empty);
  let parsed: unknown;
  try {
    parsed = extractReplyObject(reply);
  } catch {
    throw new AiReplyError(IMPACT_ERRORS.invalid);
  }
  const record = (parsed ?? {}) as Record<string, unknown>;
  // Some models flatten the figures into the top level: both shapes carry the same five numbers.
  const metrics = acceptImpactMetrics(record.metrics ?? record);
  if (!metrics) throw new AiReplyError(IMPACT_ERRORS.invalid);
  const confidence =
    typeof record.confidence === 'number' && record.confidence >= 0 && record.confidence <= 1
      ? record.confidence
      : null;
  return { metrics, confidence, methodology: clipText(record.methodology, 300) };
}

/** The model's figures when they pass, completed from the defaults; else the material defaults. */
export function impactEstimate(reply: unknown, label: string, weightKg?: number): ImpactEstimate {
  const defaults = defaultImpact(label, weightKg);
  try {
    const { metrics, confidence, methodology } = parseImpactReply(reply);
    return { metrics: completeImpact(metrics, defaults), basis: 'ai', confidence, methodology };
  } catch {
    return { metrics: defaults, basis: 'default', confidence: null, methodology: '' };
  }
}
