// A language change on a kept result, with the facility list the set-up step built from the
// OpenStreetMap extract in ../shared/data (the other scan session atoms: tests/unit/state/scanResult.dom.test.ts).
import i18n from 'i18next';
import { createStore } from 'jotai';

import { renderAnalysis } from '../../../src/domain/analysis/renderAnalysis';
import { EMPTY_SCAN_RESULT } from '../../../src/domain/results/scanResult';
import type { AnalysisRequest, IdentifiedItem, UserLocation } from '../../../src/domain/types';
import { analyzeWithKnowledgeBase, ruleContextFor } from '../../../src/knowledge';
import { KNOWLEDGE } from '../../../src/knowledge/advice';
import { estimateImpact } from '../../../src/services/ai/impactEstimate';
import { createAnalyze } from '../../../src/services/analysis/analyzer';
import { createLocalFacilitySource } from '../../../src/services/facilities/localFacilitySource';
import { deriveResult, scanResultAtom } from '../../../src/state/scanResult';
import { scanServicesAtom } from '../../../src/state/scanServices';
import { readServedFacilities } from '../../unit/helpers/dataFiles';
import { startEachTestInEnglish } from '../../unit/helpers/interfaceLanguage';
import { scanServicesStandIn } from '../../unit/helpers/scanStandIns';
import { translatorFor } from '../../unit/knowledge/translation';

const item: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.6,
  source: 'device',
};

describe('scan session atoms', () => {
  startEachTestInEnglish();

  it('a language change analyses nothing: the kept facts render in the new language', async () => {
    const store = createStore();
    const asked: AnalysisRequest[] = [];
    const analyze = createAnalyze({
      ai: null,
      fallback: analyzeWithKnowledgeBase,
      rulesFor: (where) => ruleContextFor(where),
    });
    const services = scanServicesStandIn({
      analyze: (request) => {
        asked.push(request);
        return analyze(request);
      },
      impact: (question) => estimateImpact(null, question),
      facilities: createLocalFacilitySource(async () => readServedFacilities()),
    });
    store.set(scanServicesAtom, services);
    const location: UserLocation = { city: 'Brno', latitude: 49.19, longitude: 16.61, countryCode: 'CZ' };
    const derived = await deriveResult(store.get, services, [item], location);
    store.set(scanResultAtom, { ...EMPTY_SCAN_RESULT, ...derived, scanId: 'scan-1', action: 'recycled' });
    expect(asked).toHaveLength(1);

    await i18n.changeLanguage('ar');
    const kept = store.get(scanResultAtom);
    expect(asked).toHaveLength(1);
    expect(kept.analysis).toEqual(derived.analysis);
    expect(kept.analysis!.pack.id).toBe('cz');
    const say = (language: string) =>
      renderAnalysis(kept.analysis!, translatorFor(language), language, kept.recyclabilityScore);
    const [english, arabic] = [say('en'), say('ar')];
    // The knowledge base's own Arabic text for a bottle's first step, in Brno.
    const firstStep = KNOWLEDGE['plastic-bottle']!.prepare[0];
    expect(arabic.disposalInstructions.steps[0]!.text).toBe(
      translatorFor('ar')(`kb.steps.${firstStep}`, { place: 'Brno' }),
    );
    expect(english.disposalInstructions.steps[0]!.text).toBe(
      translatorFor('en')(`kb.steps.${firstStep}`, { place: 'Brno' }),
    );
    expect(arabic.classification.reasoning).not.toBe(english.classification.reasoning);
    // The bin is the same in both: it is a fact of the Czech pack, named in each language.
    expect(english.classification.disposal_type).toBe('Yellow container (plastic)');
    expect(arabic.classification.disposal_type).toBe('الحاوية الصفراء (البلاستيك)');
    expect(arabic.overallRecyclability).toBe(english.overallRecyclability);
    expect(arabic.disposalInstructions.steps.map((step) => step.icon)).toEqual(
      english.disposalInstructions.steps.map((step) => step.icon),
    );
    // Brno has recycling points in the built list, and the Czech pack rules the bottle in: 80% here.
    expect(kept.facilities.length).toBeGreaterThan(0);
    expect(kept.recyclabilityScore).toBe(80);
  });
});
