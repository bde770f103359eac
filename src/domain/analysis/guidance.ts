// The last resorts of the spec: generic guidance (five steps, two eco tips, the city or 'your area')
// when instructions are missing, and the default result when no analysis can be had at all. Facts:
// the words come from analysis.generic.* and analysis.default.* when shown.
import { DEFAULT_RECYCLABILITY } from '../recyclability';
import type { IdentifiedItem, UserLocation } from '../types';
import { findWasteItem } from '../wasteItems';
import { FALLBACK_CONFIDENCE } from './analysis';
import {
  type Analysis,
  ANALYSIS_FORMAT,
  type AnalysisStep,
  type AnalysisTip,
  type PackSummary,
  phrase,
  placePhrase,
} from './analysis';

/** The spec's five steps, in its order: symbols, clean and dry, separate, recycling centre, waste website. */
export const GENERIC_STEPS = [
  { key: 'checkSymbols', icon: '🔍' },
  { key: 'cleanAndDry', icon: '🚿' },
  { key: 'separate', icon: '🧩' },
  { key: 'contactCentre', icon: '☎️' },
  { key: 'checkWebsite', icon: '🌐' },
] as const;

/** The spec's two eco tips: reduce and reuse first; keep a recycling guide handy. */
export const GENERIC_ECO_TIPS = [
  { key: 'reduceReuse', icon: '♻️' },
  { key: 'keepGuide', icon: '📘' },
] as const;

export function genericSteps(): AnalysisStep[] {
  return GENERIC_STEPS.map((s) => ({ icon: s.icon, text: phrase(`analysis.generic.steps.${s.key}`) }));
}

export function genericEcoTips(): AnalysisTip[] {
  return GENERIC_ECO_TIPS.map((tip) => ({
    icon: tip.icon,
    title: phrase(`analysis.generic.ecoTips.${tip.key}.title`),
    description: phrase(`analysis.generic.ecoTips.${tip.key}.description`),
  }));
}

/** The spec's check: steps and eco tips non-empty (the location is always a phrase: the city or 'your area'). */
export function hasUsableGuidance(analysis: Pick<Analysis, 'steps' | 'tips'>): boolean {
  return analysis.steps.length > 0 && analysis.tips.length > 0;
}

/**
 * An analysis whose instructions fail the spec's check gets the generic guidance in their place (its
 * warnings are kept: a hazard note is never dropped).
 */
export function withUsableInstructions(analysis: Analysis): Analysis {
  if (hasUsableGuidance(analysis)) return analysis;
  return {
    ...analysis,
    steps: analysis.steps.length ? analysis.steps : genericSteps(),
    tips: analysis.tips.length ? analysis.tips : genericEcoTips(),
  };
}

/**
 * The spec's default result when the analysis fails: the first item's name (or 'Unknown item'),
 * material 'Unknown', 'Check local guidelines', confidence 0.5, recyclability 50, the generic
 * guidance, and advice to ask the local recycling centre and to prefer reusable alternatives.
 */
export function defaultAnalysis(items: readonly IdentifiedItem[], location: UserLocation, pack: PackSummary): Analysis {
  const first = items[0];
  const nameOf = (item: IdentifiedItem) =>
    findWasteItem(item.id) ? phrase(`items.${item.id}`) : { text: item.label || '', lang: 'en' };
  return {
    format: ANALYSIS_FORMAT,
    source: 'generic',
    pack,
    verdicts: [],
    category:
      first && (findWasteItem(first.id) || first.label) ? nameOf(first) : phrase('analysis.default.unknownItem'),
    material: phrase('analysis.default.unknownMaterialName'),
    confidence: FALLBACK_CONFIDENCE,
    reasoning: [phrase('analysis.default.reasoning')],
    parts: items.map((item) => ({
      part: findWasteItem(item.id) || item.label ? nameOf(item) : phrase('analysis.unknownPart'),
      type: phrase('analysis.unknownMaterial'),
      details: phrase('analysis.default.partDetails'),
      recyclable: false,
      main: false,
      item: item.id,
      material: item.material,
    })),
    steps: genericSteps(),
    warnings: [],
    tips: [
      {
        icon: '🏭',
        title: phrase('analysis.default.askCentre.title'),
        description: phrase('analysis.default.askCentre.description'),
      },
      ...genericEcoTips(),
    ],
    habits: [{ emoji: '🛍️', text: phrase('analysis.default.reusableAlternatives') }],
    recyclability: DEFAULT_RECYCLABILITY,
    location: placePhrase(location),
  };
}
