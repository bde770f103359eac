// The bin a person is shown and the steps above it can never disagree: every catalogue item, under
// every rule pack, in every language.
import type { KeyPhrase } from '../../../src/domain/analysis/analysis';
import { localisedName, renderPhrase } from '../../../src/domain/analysis/renderAnalysis';
import { computeRecyclability, materialComponents } from '../../../src/domain/recyclability';
import type { IdentifiedItem } from '../../../src/domain/types';
import { WASTE_ITEMS } from '../../../src/domain/wasteItems';
import { LANGUAGES } from '../../../src/i18n';
import { analyzeWithKnowledgeBase, RULE_PACKS } from '../../../src/knowledge';
import { KNOWLEDGE, STEPS } from '../../../src/knowledge/advice';
import { rulesOf } from './analyzeInWords';
import { translatorFor } from './translation';

const identified = (id: string): IdentifiedItem => {
  const item = WASTE_ITEMS.find((i) => i.id === id)!;
  return { id, label: item.label, material: item.material, confidence: 0.9, source: 'device' };
};
const stepKey = (text: unknown) => ((text as KeyPhrase).key ?? '').replace(/^kb\.steps\./, '');

describe.each(RULE_PACKS.map((pack) => [pack.id]))('under the %s pack', (packId) => {
  const rules = rulesOf(packId);
  const local = packId !== 'generic';
  const cases = WASTE_ITEMS.map((item) => {
    const analysis = analyzeWithKnowledgeBase(
      { items: [identified(item.id)], location: { city: 'Here', latitude: 1, longitude: 1 }, language: 'en' },
      rules,
    )!;
    return { item, analysis, verdict: analysis.verdicts[0]! };
  });

  // Preparation steps may send a part elsewhere ("the pump goes in the garbage"); the steps that send
  // the item itself are the verdict step and the entry's last step.
  const whereItGoes = (itemId: string, analysis: (typeof cases)[number]['analysis']) =>
    analysis.steps.filter((step) => step.verdict || stepKey(step.text) === KNOWLEDGE[itemId]!.dispose);

  it('every step that says where the item goes says what the verdict says', () => {
    for (const { item, analysis, verdict } of cases) {
      const saying = whereItGoes(item.id, analysis);
      expect(saying.length, item.id).toBeGreaterThan(0);
      expect(analysis.steps.filter((step) => step.verdict).length, item.id).toBeLessThanOrEqual(1);
      for (const step of saying) {
        if (step.verdict) continue;
        expect(STEPS[stepKey(step.text)]!.destination, item.id).toBe(verdict.stream);
      }
      for (const step of analysis.steps) {
        const condition = STEPS[stepKey(step.text)];
        if (!condition) continue;
        if (condition.only) expect(condition.only, `${item.id}: ${stepKey(step.text)}`).toContain(verdict.stream);
        if (condition.except)
          expect(condition.except, `${item.id}: ${stepKey(step.text)}`).not.toContain(verdict.stream);
        if (condition.genericOnly) expect(local, `${item.id}: ${stepKey(step.text)}`).toBe(false);
      }
    }
  });

  it.each(LANGUAGES.map((language) => [language]))(
    'in %s, the verdict step names the bin, and no step on where the item goes names another of the pack’s bins',
    (language) => {
      const t = translatorFor(language);
      const pack = rules.pack;
      for (const { item, analysis, verdict } of cases) {
        const binName = localisedName(verdict.bin.names, language);
        for (const step of analysis.steps) {
          expect(renderPhrase(step.text, t, language), item.id).not.toMatch(/\{\{|\}\}|\bkb\.|\brules\./);
        }
        for (const step of whereItGoes(item.id, analysis)) {
          const text = renderPhrase(step.text, t, language);
          if (step.verdict) {
            expect(text, item.id).toContain(binName);
            continue;
          }
          if (!local) continue;
          for (const other of pack.bins.filter((b) => b.id !== verdict.bin.id)) {
            expect(text.toLowerCase(), `${item.id}: "${text}" names ${other.id}`).not.toContain(
              localisedName(other.names, language).toLowerCase(),
            );
          }
        }
      }
    },
  );

  it('the ring is the parts’ figures weighted, so it never says more than every part', () => {
    for (const { item, analysis, verdict } of cases) {
      const result = computeRecyclability(materialComponents([identified(item.id)], analysis), [], false);
      const components = materialComponents([identified(item.id)], analysis);
      const weighted = components.reduce((sum, c, i) => sum + c.weight * result.breakdown[i]!.percent, 0);
      expect(Math.abs(result.score - weighted), item.id).toBeLessThanOrEqual(1);
      expect(result.score, item.id).toBeLessThanOrEqual(Math.max(...result.breakdown.map((row) => row.percent)));
      if (local && verdict.stream === 'landfill') expect(result.score, item.id).toBe(0);
      if (local && (verdict.stream === 'recycling' || verdict.stream === 'compost')) {
        expect(result.breakdown[0]!.percent, item.id).toBe(100);
      }
    }
  });
});
