import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import i18next from 'i18next';

import {
  defaultAnalysisResult,
  GENERIC_ECO_TIPS,
  GENERIC_STEPS,
  genericGuidance,
  isUsableGuidance,
  locationLabel,
  withUsableInstructions,
} from '../../../../src/domain/analysis/guidance';
import { UNKNOWN_LOCATION } from '../../../../src/domain/location';
import type { AnalysisResult, IdentifiedItem } from '../../../../src/domain/types';

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
    const guidance = genericGuidance(madrid, t);
    expect(guidance.instructions).toEqual([
      'Check the item for recycling symbols and numbers.',
      'Clean and dry the item before you recycle it.',
      'Separate different materials, such as lids, labels and wrappers.',
      'Contact your local recycling centre for its specific rules.',
      "Check your local waste service's website for collection details.",
    ]);
    expect(guidance.ecoTips).toHaveLength(2);
    expect(guidance.location).toBe('Madrid');
  });

  it("names the city, or 'your area' in the person's language", () => {
    expect(locationLabel(madrid, t)).toBe('Madrid');
    expect(locationLabel(UNKNOWN_LOCATION, t)).toBe('your area');
    expect(locationLabel({ ...madrid, city: '  ' }, i18n.getFixedT('es'))).toBe('tu zona');
  });

  it('applies the spec check: non-empty instructions and tips, non-blank location', () => {
    expect(isUsableGuidance({ instructions: ['a'], ecoTips: ['b'], location: 'x' })).toBe(true);
    expect(isUsableGuidance({ instructions: [], ecoTips: ['b'], location: 'x' })).toBe(false);
    expect(isUsableGuidance({ instructions: ['a'], ecoTips: [], location: 'x' })).toBe(false);
    expect(isUsableGuidance({ instructions: ['a'], ecoTips: ['b'], location: ' ' })).toBe(false);
  });

  it('replaces only what is missing, keeping a warning', () => {
    const base = defaultAnalysisResult([bottle], madrid, t);
    const partial: AnalysisResult = {
      ...base,
      source: 'ai',
      ecoTips: [],
      disposalInstructions: { steps: [], warning: 'Sharp', location: '' },
    };
    const fixed = withUsableInstructions(partial, madrid, t);
    expect(fixed.disposalInstructions.steps).toHaveLength(5);
    expect(fixed.disposalInstructions.warning).toBe('Sharp');
    expect(fixed.disposalInstructions.location).toBe('Madrid');
    expect(fixed.ecoTips.map((tip) => tip.title)).toEqual(['Reduce and reuse first', 'Keep a recycling guide handy']);
    const good = { ...base, source: 'ai' as const };
    expect(withUsableInstructions(good, madrid, t)).toBe(good);
  });
});

describe('the default result', () => {
  it('is the spec default: first item, Unknown, Check local guidelines, 0.5, 50', () => {
    const result = defaultAnalysisResult([bottle, { ...bottle, id: 'glass-jar', label: 'Glass jar' }], madrid, t);
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
    expect(defaultAnalysisResult([], UNKNOWN_LOCATION, t).classification.category).toBe('Unknown item');
    const es = defaultAnalysisResult([], UNKNOWN_LOCATION, i18n.getFixedT('es'));
    expect(es.classification.category).toBe('Objeto desconocido');
    expect(es.disposalInstructions.location).toBe('tu zona');
  });
});
