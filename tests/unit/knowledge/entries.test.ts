import type { AnalysisRequest, DisposalStream, IdentifiedItem } from '../../../src/domain/types';
import { WASTE_ITEMS } from '../../../src/domain/wasteItems';
import { LANGUAGES } from '../../../src/i18n';
import { analyzeWithKnowledgeBase } from '../../../src/knowledge';
import { KNOWLEDGE } from '../../../src/knowledge/advice';
import { flatten, loadLocale } from '../localeFiles';
import { analyzeInWords, rulesOf } from './analyzeInWords';
import { recording, translatorFor } from './translation';

const english = translatorFor('en');
const englishKeys = flatten(loadLocale('en'));

const identified = (id: string, confidence = 0.9): IdentifiedItem => {
  const definition = WASTE_ITEMS.find((item) => item.id === id);
  return {
    id,
    label: definition?.label ?? id,
    material: definition?.material ?? 'other',
    confidence,
    source: 'device',
  };
};
const request = (items: IdentifiedItem[], city = 'Lyon', language = 'en'): AnalysisRequest => ({
  items,
  location: { city, latitude: 45.76, longitude: 4.84 },
  language,
});

// What "consistent with the item's stream" means for the overall recyclability.
const RECYCLABILITY_RANGE: Record<DisposalStream, [number, number]> = {
  recycling: [50, 100],
  compost: [70, 100],
  landfill: [0, 25],
  hazardous: [0, 70],
  'drop-off': [30, 90],
};

describe('knowledge base content', () => {
  it('has an entry for every catalogue item and nothing else', () => {
    const catalogue = WASTE_ITEMS.map((item) => item.id).sort();
    expect(Object.keys(KNOWLEDGE).sort()).toEqual(catalogue);
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(WASTE_ITEMS.map((item) => [item.id, item] as const))('%s', (id, item) => {
    const entry = KNOWLEDGE[id]!;
    const result = analyzeInWords(request([identified(id)]), english);
    const facts = analyzeWithKnowledgeBase(request([identified(id)]), rulesOf('generic'));

    it('answers with a complete result from the knowledge base', () => {
      expect(result).not.toBeNull();
      expect(result!.source).toBe('knowledge-base');
      expect(result!.disposalInstructions.steps.length).toBeGreaterThanOrEqual(1);
      expect(facts!.steps.filter((step) => step.verdict).length).toBeLessThanOrEqual(1);
      expect(result!.ecoTips.length).toBeGreaterThan(0);
      expect(result!.sustainableHabits.length).toBeGreaterThan(0);
      for (const step of result!.disposalInstructions.steps) expect(step.icon.trim()).not.toBe('');
      for (const tip of result!.ecoTips) expect(tip.icon.trim()).not.toBe('');
      for (const habit of result!.sustainableHabits) expect(habit.emoji.trim()).not.toBe('');
    });

    it('marks exactly one main part, the first, so the score weights it 0.6', () => {
      expect(facts!.parts.map((part) => part.main)).toEqual(facts!.parts.map((_, i) => i === 0));
      expect(result!.materialBreakdown[0]!.part.toLowerCase()).toContain('main');
    });

    it(`keeps its recyclability and main part consistent with its stream (${item.stream})`, () => {
      const [low, high] = RECYCLABILITY_RANGE[item.stream];
      expect(entry.recyclability).toBeGreaterThanOrEqual(low);
      expect(entry.recyclability).toBeLessThanOrEqual(high);
      if (item.stream === 'recycling' || item.stream === 'compost') expect(entry.parts[0].recyclable).toBe(true);
      if (item.stream === 'landfill') expect(entry.parts[0].recyclable).toBe(false);
    });

    const needsWarning =
      item.stream === 'hazardous' || ['battery', 'e-waste', 'glass'].includes(item.material) || id === 'ceramics';
    if (needsWarning) {
      it('warns about the danger', () => {
        expect(result!.disposalInstructions.warning?.trim()).toBeTruthy();
      });
    }
  });

  it('warns where the brief names a risk: greasy containers, sharp metal, pressure, chemicals', () => {
    for (const id of [
      'plastic-food-container',
      'pizza-box',
      'food-tin',
      'aerosol-can',
      'spray-bottle',
      'paint',
      'medicine',
    ]) {
      expect(analyzeInWords(request([identified(id)]), english)!.disposalInstructions.warning, id).toBeTruthy();
    }
  });

  it('has text in en.json for every key it can ask for, and no kb text it never asks for', () => {
    const { translate, keys } = recording(english);
    for (const city of ['Lyon', 'Unknown Location']) {
      for (const item of WASTE_ITEMS) analyzeInWords(request([identified(item.id)], city), translate);
    }
    analyzeInWords(
      request([identified('battery', 0.9), identified('glass-jar', 0.7), identified('no-such-item')]),
      translate,
    );

    const kbKeys = [...keys].filter((key) => key.startsWith('kb.'));
    expect(
      kbKeys.filter((key) => !englishKeys.has(key)),
      'keys with no English text',
    ).toEqual([]);
    // The only text it borrows is the catalogue's item names (the identification's "items" namespace)
    // and the verdict step, which names the rule pack's bin.
    const itemKeys = new Set(WASTE_ITEMS.map((item) => `items.${item.id}`));
    expect(
      [...keys].filter((key) => !key.startsWith('kb.') && !key.startsWith('rules.step.') && !itemKeys.has(key)),
    ).toEqual([]);

    const unused = [...englishKeys.keys()].filter((key) => key.startsWith('kb.') && !keys.has(key));
    expect(unused, 'kb texts nothing asks for').toEqual([]);
  });

  describe.each(LANGUAGES.map((language) => [language]))('in %s', (language) => {
    const translate = translatorFor(language);

    it('produces finished text for every item: no raw keys, no unfilled placeholders', () => {
      for (const item of WASTE_ITEMS) {
        const result = analyzeInWords(request([identified(item.id)], 'Lyon', language), translate)!;
        const { classification, disposalInstructions } = result;
        const texts = [
          classification.material,
          classification.disposal_type,
          classification.reasoning,
          ...result.materialBreakdown.flatMap((row) => [row.part, row.type, row.details]),
          ...result.ecoTips.flatMap((tip) => [tip.title, tip.description]),
          ...result.sustainableHabits.map((habit) => habit.text),
          ...disposalInstructions.steps.map((step) => step.text),
          disposalInstructions.warning ?? '',
        ];
        for (const text of texts) {
          expect(text, item.id).not.toMatch(/\bkb\.|\{\{|\}\}/);
        }
      }
    });

    if (language !== 'en') {
      it('is written in the language, not English', () => {
        for (const item of WASTE_ITEMS) {
          const local = analyzeInWords(request([identified(item.id)], 'Lyon', language), translate)!;
          const en = analyzeInWords(request([identified(item.id)]), english)!;
          expect(local.disposalInstructions.steps.map((s) => s.text)).not.toEqual(
            en.disposalInstructions.steps.map((s) => s.text),
          );
          expect(local.classification.disposal_type).not.toBe(en.classification.disposal_type);
        }
      });
    }
  });
});
