// The last resorts of the spec: generic guidance (five steps, two eco tips, the city or 'your area')
// when instructions are missing, and the default result when no analysis can be had at all.
import { hasCity } from '../location';
import { DEFAULT_RECYCLABILITY } from '../recyclability';
import type { AnalysisResult, DisposalInstructions, EcoTip, IdentifiedItem, Translate, UserLocation } from '../types';
import { itemName } from '../wasteItems';
import { FALLBACK_CONFIDENCE } from './aiReply';

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

/** The spec's "fallback instructions" shape. */
export interface FallbackInstructions {
  instructions: string[];
  ecoTips: string[];
  location: string;
}

/** The city, or 'your area' in the person's language. */
export function locationLabel(location: UserLocation, t: Translate): string {
  return hasCity(location) ? location.city.trim() : t('analysis.generic.yourArea');
}

export function genericGuidance(location: UserLocation, t: Translate): FallbackInstructions {
  return {
    instructions: GENERIC_STEPS.map((s) => t(`analysis.generic.steps.${s.key}`)),
    ecoTips: GENERIC_ECO_TIPS.map((tip) => t(`analysis.generic.ecoTips.${tip.key}.description`)),
    location: locationLabel(location, t),
  };
}

/** The spec's check: instructions and eco tips non-empty, location a non-blank string. */
export function isUsableGuidance(guidance: FallbackInstructions): boolean {
  return guidance.instructions.length > 0 && guidance.ecoTips.length > 0 && guidance.location.trim() !== '';
}

export function genericDisposalInstructions(location: UserLocation, t: Translate): DisposalInstructions {
  return {
    steps: GENERIC_STEPS.map((s) => ({ icon: s.icon, text: t(`analysis.generic.steps.${s.key}`) })),
    location: locationLabel(location, t),
  };
}

export function genericEcoTips(t: Translate): EcoTip[] {
  return GENERIC_ECO_TIPS.map((tip) => ({
    icon: tip.icon,
    title: t(`analysis.generic.ecoTips.${tip.key}.title`),
    description: t(`analysis.generic.ecoTips.${tip.key}.description`),
  }));
}

/**
 * An analysis whose instructions fail the spec's check gets the generic guidance in their place (its
 * warning is kept: a hazard note is never dropped); a blank location becomes the city or 'your area'.
 */
export function withUsableInstructions(result: AnalysisResult, location: UserLocation, t: Translate): AnalysisResult {
  const { steps, warning } = result.disposalInstructions;
  const usable = isUsableGuidance({
    instructions: steps.map((s) => s.text),
    ecoTips: result.ecoTips.map((tip) => tip.description || tip.title),
    location: result.disposalInstructions.location,
  });
  if (usable) return result;
  const generic = genericDisposalInstructions(location, t);
  return {
    ...result,
    ecoTips: result.ecoTips.length ? result.ecoTips : genericEcoTips(t),
    disposalInstructions: {
      steps: steps.length ? steps : generic.steps,
      ...(warning ? { warning } : {}),
      location: result.disposalInstructions.location.trim() || generic.location,
    },
  };
}

/**
 * The spec's default result when the analysis fails: the first item's name (or 'Unknown item'),
 * material 'Unknown', 'Check local guidelines', confidence 0.5, recyclability 50, the generic
 * guidance, and advice to ask the local recycling centre and to prefer reusable alternatives.
 */
export function defaultAnalysisResult(
  items: readonly IdentifiedItem[],
  location: UserLocation,
  t: Translate,
): AnalysisResult {
  const first = items[0];
  return {
    classification: {
      category: first ? itemName(first, t) : t('analysis.default.unknownItem'),
      material: t('analysis.default.unknownMaterialName'),
      disposal_type: t('analysis.default.checkLocalGuidelines'),
      confidence: FALLBACK_CONFIDENCE,
      reasoning: t('analysis.default.reasoning'),
    },
    materialBreakdown: items.map((item) => ({
      part: itemName(item, t) || t('analysis.unknownPart'),
      type: t('analysis.unknownMaterial'),
      recyclable: false,
      details: t('analysis.default.partDetails'),
    })),
    ecoTips: [
      {
        icon: '🏭',
        title: t('analysis.default.askCentre.title'),
        description: t('analysis.default.askCentre.description'),
      },
      ...genericEcoTips(t),
    ],
    sustainableHabits: [{ emoji: '🛍️', text: t('analysis.default.reusableAlternatives') }],
    overallRecyclability: DEFAULT_RECYCLABILITY,
    disposalInstructions: genericDisposalInstructions(location, t),
    source: 'generic',
  };
}
