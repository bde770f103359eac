// The one Analyzer the results use: the AI when configured and its answer valid; otherwise, or on its
// failure, the injected on-device fallback (the knowledge base); and when that knows none of the
// items, the spec's default result with its generic guidance. It always resolves with a result.
import { AiFailure } from '../../domain/analysis/aiErrors';
import { defaultAnalysisResult, withUsableInstructions } from '../../domain/analysis/guidance';
import type { AnalysisRequest, AnalysisResult, Analyzer, Translate } from '../../domain/types';
import type { AiAnalysis } from '../ai/aiAnalysis';

export const NO_ITEMS_FOR_ANALYSIS = 'No items provided for analysis';

/** The on-device analysis: a result, or null when it knows none of the items. English: its own text in English. */
export type FallbackAnalyzer = (
  request: AnalysisRequest,
  translate: Translate,
  english: Translate,
) => AnalysisResult | null;

export interface AnalyzeDeps {
  ai: AiAnalysis | null;
  fallback: FallbackAnalyzer;
  /** Text in the request's language (ready to use: the caller loads the language first). */
  translateFor: (language: string) => Translate | Promise<Translate>;
  /** Told why the AI answer was not used, so the screen can say so (analysis.errors.<kind>). */
  onAiFailure?: (failure: AiFailure) => void;
}

export function createAnalyze(deps: AnalyzeDeps): Analyzer {
  return async (request) => {
    if (!request.items.length) throw new Error(NO_ITEMS_FOR_ANALYSIS);
    const translate = await deps.translateFor(request.language);
    if (deps.ai) {
      try {
        return await deps.ai(request, translate);
      } catch (error) {
        deps.onAiFailure?.(error instanceof AiFailure ? error : new AiFailure('failed', String(error), false));
      }
    }
    try {
      const english = request.language === 'en' ? translate : await deps.translateFor('en');
      const known = deps.fallback(request, translate, english);
      if (known) return withUsableInstructions(known, request.location, translate);
    } catch {
      // A fault in the on-device analysis must not leave the person without guidance.
    }
    return defaultAnalysisResult(request.items, request.location, translate);
  };
}
