// The three questions put to the model: the detailed analysis, an item's emoji, its impact figures.
import { analysisFromAiReply } from '../../domain/analysis/aiAnalysis';
import { AiFailure } from '../../domain/analysis/aiErrors';
import { AiReplyError, parseAnalysisReply } from '../../domain/analysis/aiReply';
import type { Analysis, RuleContext } from '../../domain/analysis/analysis';
import {
  DEFAULT_EMOJI,
  EMOJI_MAX_TOKENS,
  emojiFromReply,
  type ImpactEstimate,
  impactEstimate,
} from '../../domain/analysis/impactReply';
import {
  ANALYSIS_MAX_TOKENS,
  ANALYSIS_TEMPERATURE,
  analysisSystemPrompt,
  analysisUserMessage,
} from '../../domain/analysis/prompt';
import { hasCity } from '../../domain/location';
import { DEFAULT_IMPACT_MATERIAL_NAME, DEFAULT_ITEM_WEIGHT_KG } from '../../domain/progress/materialImpact';
import type { AnalysisRequest, UserLocation } from '../../domain/types';
import type { AiClient } from './aiClient';

export const NO_CLASSIFICATION = 'No classification received from AI service';
export const IMPACT_MAX_TOKENS = 300;

/** An analysis source that may fail (the AI); the orchestrator turns its failures into fallbacks. */
export type AiAnalysis = (request: AnalysisRequest, rules: RuleContext, signal?: AbortSignal) => Promise<Analysis>;

export function createAiAnalysis(client: AiClient): AiAnalysis {
  return async (request, rules, signal) => {
    const reply = await client.chat(
      {
        system: analysisSystemPrompt(request.language),
        user: analysisUserMessage(request),
        temperature: ANALYSIS_TEMPERATURE,
        maxTokens: ANALYSIS_MAX_TOKENS,
      },
      signal,
    );
    if (!reply.trim()) throw new AiFailure('failed', NO_CLASSIFICATION, false);
    try {
      return analysisFromAiReply(parseAnalysisReply(reply), request, rules);
    } catch (error) {
      if (error instanceof AiReplyError) throw new AiFailure('failed', error.message, false);
      throw error;
    }
  };
}

/** One emoji for an item label; the recycling symbol when the model is absent or answers otherwise. */
export async function emojiForLabel(client: AiClient | null, label: string): Promise<string> {
  if (!client) return DEFAULT_EMOJI;
  try {
    const reply = await client.chat({
      user: `Reply with exactly one emoji that best represents this item, and nothing else: ${label}`,
      temperature: ANALYSIS_TEMPERATURE,
      maxTokens: EMOJI_MAX_TOKENS,
    });
    return emojiFromReply(reply);
  } catch {
    return DEFAULT_EMOJI;
  }
}

export interface ImpactQuestion {
  label: string;
  material?: string;
  weightKg?: number;
  location: UserLocation;
}

/** The model's impact figures when they pass the spec's check, else the material defaults. */
export async function estimateImpact(
  client: AiClient | null,
  question: ImpactQuestion,
  signal?: AbortSignal,
): Promise<ImpactEstimate> {
  const material = question.material || DEFAULT_IMPACT_MATERIAL_NAME;
  const weight = question.weightKg ?? DEFAULT_ITEM_WEIGHT_KG;
  if (!client) return impactEstimate(null, question.label, weight);
  let reply: string | null;
  try {
    reply = await client.chat(
      {
        system:
          'You estimate the environmental benefit of recycling one waste item. Reply with one JSON object only: ' +
          '{"metrics": {"co2_saved": kg, "material_reduced": kg, "water_saved": litres, "energy_saved": kWh, "trees_equivalent": number}, ' +
          '"confidence": number from 0 to 1, "methodology": short string}.',
        user: `Item: ${question.label}\nMaterial: ${material}\nWeight: ${weight} kg\nLocation: ${hasCity(question.location) ? question.location.city : 'unknown'}`,
        temperature: ANALYSIS_TEMPERATURE,
        maxTokens: IMPACT_MAX_TOKENS,
      },
      signal,
    );
  } catch {
    if (signal?.aborted) throw signal.reason;
    reply = null;
  }
  return impactEstimate(reply, question.label, weight);
}
