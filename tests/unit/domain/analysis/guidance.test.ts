import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import i18next from 'i18next';

import { type Analysis, packSummary, placePhrase } from '../../../../src/domain/analysis/analysis';
import {
  defaultAnalysis,
  GENERIC_ECO_TIPS,
  GENERIC_STEPS,
  genericEcoTips,
  genericSteps,
  hasUsableGuidance,
  withUsableInstructions,
} from '../../../../src/domain/analysis/guidance';
import { renderAnalysis, renderPhrase } from '../../../../src/domain/analysis/renderAnalysis';
import { UNKNOWN_LOCATION } from '../../../../src/domain/location';
import type { IdentifiedItem, UserLocation } from '../../../../src/domain/types';
import { GENERIC_PACK } from '../../../../src/knowledge';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../locales/en.json'), 'utf8')) as Record<
  string,
  unknown
>;
const es = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../locales/es.json'), 'utf8')) as Record<
  string,
  unknown
>;
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en }, es: { translation: es } },
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT('en');
const say = (analysis: Analysis, language = 'en') =>
  renderAnalysis(analysis, i18n.getFixedT(language), language, analysis.recyclability);
const defaultResult = (items: IdentifiedItem[], location: UserLocation, language = 'en') =>
  say(defaultAnalysis(items, location, packSummary(GENERIC_PACK)), language);

const madrid = { city: 'Madrid', latitude: 40.4168, longitude: -3.7038 };
const bottle: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.9,
  source: 'device',
};

describe('generic guidance', () => {
  it('has the spec five steps and two eco tips', () => {
    expect(GENERIC_STEPS.map((s) => s.key)).toEqual([
      'checkSymbols',
      'cleanAndDry',
      'separate',
      'contactCentre',
      'checkWebsite',
    ]);
    expect(GENERIC_ECO_TIPS.map((s) => s.key)).toEqual(['reduceReuse', 'keepGuide']);
    expect(genericSteps().map((step) => renderPhrase(step.text, t, 'en'))).toEqual([
      'Check the item for recycling symbols and numbers.',
      'Clean and dry the item before you recycle it.',
      'Separate different materials, such as lids, labels and wrappers.',
      'Contact your local recycling centre for its specific rules.',
      "Check your local waste service's website for collection details.",
    ]);
    expect(genericEcoTips()).toHaveLength(2);
  });

  it("names the city, or 'your area' in the person's language", () => {
    expect(renderPhrase(placePhrase(madrid), t, 'en')).toBe('Madrid');
    expect(renderPhrase(placePhrase(UNKNOWN_LOCATION), t, 'en')).toBe('your area');
    expect(renderPhrase(placePhrase({ ...madrid, city: '  ' }), i18n.getFixedT('es'), 'es')).toBe('tu zona');
  });

  it('applies the spec check: non-empty steps and tips', () => {
    const step = genericSteps()[0]!;
    const tip = genericEcoTips()[0]!;
    expect(hasUsableGuidance({ steps: [step], tips: [tip] })).toBe(true);
    expect(hasUsableGuidance({ steps: [], tips: [tip] })).toBe(false);
    expect(hasUsableGuidance({ steps: [step], tips: [] })).toBe(false);
  });

  it('replaces only what is missing, keeping a warning', () => {
    const base = defaultAnalysis([bottle], madrid, packSummary(GENERIC_PACK));
    const partial: Analysis = {
      ...base,
      source: 'ai',
      tips: [],
      steps: [],
      warnings: [{ text: 'Sharp', lang: 'en' }],
    };
    const fixed = say(withUsableInstructions(partial));
    expect(fixed.disposalInstructions.steps).toHaveLength(5);
    expect(fixed.disposalInstructions.warning).toBe('Sharp');
    expect(fixed.disposalInstructions.location).toBe('Madrid');
    expect(fixed.ecoTips.map((tip) => tip.title)).toEqual(['Reduce and reuse first', 'Keep a recycling guide handy']);
    const good = { ...base, source: 'ai' as const };
    expect(withUsableInstructions(good)).toBe(good);
  });
});

describe('the default result', () => {
  it('is the spec default: first item, Unknown, Check local guidelines, 0.5, 50', () => {
    const result = defaultResult([bottle, { ...bottle, id: 'glass-jar', label: 'Glass jar' }], madrid);
    expect(result.source).toBe('generic');
    expect(result.classification).toMatchObject({
      category: 'Plastic bottle',
      material: 'Unknown',
      disposal_type: 'Check local guidelines',
      confidence: 0.5,
    });
    expect(result.overallRecyclability).toBe(50);
    expect(result.materialBreakdown.map((p) => [p.part, p.type])).toEqual([
      ['Plastic bottle', 'Unknown Material'],
      ['Glass jar', 'Unknown Material'],
    ]);
    expect(result.ecoTips[0]!.title).toBe('Ask your local recycling centre');
    expect(result.sustainableHabits[0]!.text).toMatch(/reusable alternatives/);
    expect(result.disposalInstructions.steps).toHaveLength(5);
    expect(result.disposalInstructions.location).toBe('Madrid');
  });

  it("says 'Unknown item' with no items, in the person's language", () => {
    expect(defaultResult([], UNKNOWN_LOCATION).classification.category).toBe('Unknown item');
    const es = defaultResult([], UNKNOWN_LOCATION, 'es');
    expect(es.classification.category).toBe('Objeto desconocido');
    expect(es.disposalInstructions.location).toBe('tu zona');
  });
});
