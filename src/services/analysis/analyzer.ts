// The one Analyzer the results use: the AI when configured and its answer valid; otherwise, or on its
// failure, the injected on-device fallback (the knowledge base); and when that knows none of the
// items, the spec's default result with its generic guidance. Every answer follows the rule pack of
// where the person is. It always resolves with an analysis, in no language (words come at the edge).
import { AiFailure } from '../../domain/analysis/aiErrors';
import { type Analysis, packSummary, type RuleContext } from '../../domain/analysis/analysis';
import { answerVerdicts } from '../../domain/analysis/answerVerdicts';
import { defaultAnalysis, withUsableInstructions } from '../../domain/analysis/guidance';
import type { AnalysisRequest, Analyzer, UserLocation } from '../../domain/types';
import type { AiAnalysis } from '../ai/aiAnalysis';

export const NO_ITEMS_FOR_ANALYSIS = 'No items provided for analysis';

/** The on-device analysis: facts, or null when it knows none of the items. */
export type FallbackAnalyzer = (request: AnalysisRequest, rules: RuleContext) => Analysis | null;

export interface AnalyzeDeps {
  ai: AiAnalysis | null;
  fallback: FallbackAnalyzer;
  /** The rules for where the person is (the most specific rule pack). */
  rulesFor: (location: UserLocation) => Promise<RuleContext>;
  /** Told why the AI answer was not used, so the screen can say so (analysis.errors.<kind>). */
  onAiFailure?: (failure: AiFailure) => void;
}

/** The analysis with where each offered answer would send the main item; without them if they cannot be worked out. */
function withAnswers(analysis: Analysis, request: AnalysisRequest, rules: RuleContext): Analysis {
  try {
    return { ...analysis, answers: answerVerdicts(request.items[0]!, rules, analysis.verdicts[0]) };
  } catch (error) {
    console.warn('The offered answers’ bins could not be worked out', error);
    return analysis;
  }
}

export function createAnalyze(deps: AnalyzeDeps): Analyzer {
  return async (request, signal) => {
    if (!request.items.length) throw new Error(NO_ITEMS_FOR_ANALYSIS);
    const rules = await deps.rulesFor(request.location);
    if (deps.ai) {
      try {
        return withAnswers(await deps.ai(request, rules, signal), request, rules);
      } catch (error) {
        // The person cancelled: nobody waits for a fallback.
        if (signal?.aborted) throw signal.reason;
        deps.onAiFailure?.(error instanceof AiFailure ? error : new AiFailure('failed', String(error), false));
      }
    }
    try {
      const known = deps.fallback(request, rules);
      if (known) return withAnswers(withUsableInstructions(known), request, rules);
    } catch {
      // A fault in the on-device analysis must not leave the person without guidance.
    }
    return withAnswers(defaultAnalysis(request.items, request.location, packSummary(rules.pack)), request, rules);
  };
}
