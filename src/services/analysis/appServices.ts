// The engine wired to the app's configuration, for the scan-flow atoms: each service picks its
// online implementation only when configured, and the on-device one otherwise. The geocoders are in
// services/geocoding/appGeocoders.ts.
import { config } from '../../config';
import type { AiFailure } from '../../domain/analysis/aiErrors';
import type { RuleContext } from '../../domain/analysis/analysis';
import type { PublisherTextLoader } from '../../domain/rules/publisherText';
import type { Analyzer, UserLocation } from '../../domain/types';
import type { AiClient } from '../ai/aiClient';
import { createPublisherTextLoader } from '../rules/publisherText';
import { createAnalyze, type FallbackAnalyzer } from './analyzer';

async function loadAiClient(settings: NonNullable<typeof config.ai>): Promise<AiClient> {
  const { createAiClient } = await import('../ai/aiClient');
  return createAiClient(settings);
}

/**
 * The model client, or null when no AI is configured: the app then never calls out, nor loads the
 * openai package (about 35 kB gzipped, with work of its own as it loads).
 */
export const aiClient: Promise<AiClient | null> = config.ai ? loadAiClient(config.ai) : Promise.resolve(null);

const publisherText = createPublisherTextLoader();

/** The app's Analyzer, given the on-device knowledge base as its fallback and the rule packs' resolver. */
export async function createAppAnalyzer(
  fallback: FallbackAnalyzer,
  ruleContextFor: (location: UserLocation, loadText: PublisherTextLoader) => Promise<RuleContext>,
  onAiFailure?: (failure: AiFailure) => void,
): Promise<Analyzer> {
  const client = await aiClient;
  // Its reply's validation (zod) loads only with a model to ask.
  const ai = client ? (await import('../ai/aiAnalysis')).createAiAnalysis(client) : null;
  return createAnalyze({
    ai,
    fallback,
    rulesFor: (location) => ruleContextFor(location, publisherText),
    ...(onAiFailure ? { onAiFailure } : {}),
  });
}
