// The third question put to the model: an item's impact figures, checked as the spec says. Apart from
// the analysis's (aiAnalysis.ts), whose reply is validated with zod: the scan asks for an impact
// estimate with or without a model, and loads this without it.
import { type ImpactEstimate, impactEstimate } from '../../domain/analysis/impactReply';
import { ANALYSIS_TEMPERATURE } from '../../domain/analysis/prompt';
import { hasCity } from '../../domain/location';
import { DEFAULT_IMPACT_MATERIAL_NAME, DEFAULT_ITEM_WEIGHT_KG } from '../../domain/progress/materialImpact';
import type { UserLocation } from '../../domain/types';
import type { AiClient } from './aiClient';

export const IMPACT_MAX_TOKENS = 300;

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
