// Two of the questions put to the model: the detailed analysis and an item's emoji (its impact
// figures: impactEstimate.ts).
import { analysisFromAiReply } from '../../domain/analysis/aiAnalysis';
import { AiFailure } from '../../domain/analysis/aiErrors';
import { parseAnalysisReply } from '../../domain/analysis/aiReply';
import type { Analysis, RuleContext } from '../../domain/analysis/analysis';
import { DEFAULT_EMOJI, EMOJI_MAX_TOKENS, emojiFromReply } from '../../domain/analysis/impactReply';
import {
  ANALYSIS_MAX_TOKENS,
  ANALYSIS_TEMPERATURE,
  analysisSystemPrompt,
  analysisUserMessage,
} from '../../domain/analysis/prompt';
import { AiReplyError } from '../../domain/analysis/replyObject';
import type { AnalysisRequest } from '../../domain/types';
import type { AiClient } from './aiClient';

export const NO_CLASSIFICATION = 'No classification received from AI service';

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
