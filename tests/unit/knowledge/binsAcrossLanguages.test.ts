// The bin colour hint of on-device advice: the same item gets the same bin in every language.
import { binHintOf } from '../../../src/domain/bins';
import { findWasteItem, WASTE_ITEMS } from '../../../src/domain/wasteItems';
import { LANGUAGES } from '../../../src/i18n';
import { analyzeWithKnowledgeBase } from '../../../src/knowledge';
import { translatorFor } from './translation';

function binFor(ids: string[], language: string) {
  const items = ids.map((id, i) => {
    const item = findWasteItem(id)!;
    return { id, label: item.label, material: item.material, confidence: 0.9 - i * 0.1, source: 'device' as const };
  });
  const request = { items, location: { city: 'Toronto', latitude: 43.65, longitude: -79.38 }, language };
  const analysis = analyzeWithKnowledgeBase(request, translatorFor(language), translatorFor('en'));
  return analysis && binHintOf(analysis.disposalInstructions);
}

describe('bin colour hint of the on-device advice', () => {
  it('is the same in every language for every item the knowledge base covers', () => {
    const differing: string[] = [];
    for (const { id } of WASTE_ITEMS) {
      const english = binFor([id], 'en');
      for (const language of LANGUAGES) {
        const hint = binFor([id], language);
        if (JSON.stringify(hint) !== JSON.stringify(english))
          differing.push(`${id} in ${language}: ${JSON.stringify(hint)}, English ${JSON.stringify(english)}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('is read from the English steps, items named in English, when several items are found', () => {
    for (const language of LANGUAGES) {
      expect(binFor(['plastic-bottle'], language)).toEqual({ colour: 'yellow', matched: true });
      expect(binFor(['glass-jar', 'metal-lid'], language)).toEqual(binFor(['glass-jar', 'metal-lid'], 'en'));
      expect(binFor(['fruit'], language)).toEqual({ colour: 'brown', matched: true });
    }
  });
});
