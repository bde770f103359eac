// The knowledge base's analysis under a rule pack, rendered in a language the way the results screen
// renders it: what a person reads.
import type { RuleContext } from '../../../src/domain/analysis/analysis';
import { renderAnalysis } from '../../../src/domain/analysis/renderAnalysis';
import type { AnalysisRequest, AnalysisResult, Translate } from '../../../src/domain/types';
import { analyzeWithKnowledgeBase, GENERIC_PACK, RULE_PACKS } from '../../../src/knowledge';

export function rulesOf(packId = 'generic', publisherLines?: RuleContext['publisherLines']): RuleContext {
  const pack = RULE_PACKS.find((p) => p.id === packId);
  if (!pack) throw new Error(`No rule pack ${packId}`);
  return { pack, generic: GENERIC_PACK, ...(publisherLines ? { publisherLines } : {}) };
}

export function analyzeInWords(
  request: AnalysisRequest,
  translate: Translate,
  packId = 'generic',
): AnalysisResult | null {
  const analysis = analyzeWithKnowledgeBase(request, rulesOf(packId));
  return analysis && renderAnalysis(analysis, translate, request.language, analysis.recyclability);
}
