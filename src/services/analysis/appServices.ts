// The engine wired to the app's configuration, for the scan-flow atoms: each service picks its
// online implementation only when configured, and the on-device one otherwise. The geocoders are in
// services/geocoding/appGeocoders.ts.
import { config } from '../../config';
import type { AiFailure } from '../../domain/analysis/aiErrors';
import type { Analyzer } from '../../domain/types';
import i18n, { loadEnglishLongForm } from '../../i18n';
import { createAiAnalysis } from '../ai/aiAnalysis';
import { type AiClient, createAiClient } from '../ai/aiClient';
import { createAnalyze, type FallbackAnalyzer } from './analyzer';

/** The model client, or null when no AI is configured (the app then never calls out). */
export const aiClient: AiClient | null = config.ai ? createAiClient(config.ai) : null;

/** The app's Analyzer, given the on-device knowledge base as its fallback. */
export function createAppAnalyzer(fallback: FallbackAnalyzer, onAiFailure?: (failure: AiFailure) => void): Analyzer {
  return createAnalyze({
    ai: aiClient ? createAiAnalysis(aiClient) : null,
    fallback,
    translateFor: async (language) => {
      // The knowledge base's English text (also every language's fallback) is not in the main bundle.
      await Promise.all([i18n.loadLanguages(language), loadEnglishLongForm()]);
      return i18n.getFixedT(language);
    },
    ...(onAiFailure ? { onAiFailure } : {}),
  });
}
