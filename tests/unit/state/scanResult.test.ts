import i18n from 'i18next';
import { createStore } from 'jotai';

import { type Analysis, packSummary } from '../../../src/domain/analysis/analysis';
import { renderAnalysis } from '../../../src/domain/analysis/renderAnalysis';
import { decodeFacilityList } from '../../../src/domain/facilities/facilityList';
import { EMPTY_SCAN_RESULT } from '../../../src/domain/results/scanResult';
import type { AnalysisRequest, IdentifiedItem, UserLocation } from '../../../src/domain/types';
import { analyzeWithKnowledgeBase, GENERIC_PACK, ruleContextFor } from '../../../src/knowledge';
import { KNOWLEDGE } from '../../../src/knowledge/advice';
import { estimateImpact } from '../../../src/services/ai/aiAnalysis';
import { createAnalyze } from '../../../src/services/analysis/analyzer';
import { createLocalFacilitySource } from '../../../src/services/facilities/localFacilitySource';
import { changeItemAnswerAtom, deriveResult, resetScanResultAtom, scanResultAtom } from '../../../src/state/scanResult';
import { scanServicesAtom } from '../../../src/state/scanServices';
import { readFacilityList } from '../helpers/dataFiles';
import { scanServicesStandIn } from '../helpers/scanStandIns';
import { translatorFor } from '../knowledge/translation';

const item: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.6,
  source: 'device',
};

function analysisFor(request: AnalysisRequest): Analysis {
  const material = request.items[0]!.material;
  return {
    format: 2,
    source: 'knowledge-base',
    pack: packSummary(GENERIC_PACK),
    verdicts: [],
    category: { text: request.items[0]!.label, lang: 'en' },
    material: { text: material, lang: 'en' },
    confidence: 0.6,
    reasoning: [],
    parts: [],
    steps: [{ icon: '♻️', text: { text: `Put it with ${material}`, lang: 'en' } }],
    warnings: [],
    tips: [],
    habits: [],
    recyclability: 70,
    location: { key: 'kb.location.yourArea' },
  };
}

function setUp() {
  const store = createStore();
  const asked: AnalysisRequest[] = [];
  const services = scanServicesStandIn({
    analyze: async (request) => {
      asked.push(request);
      return analysisFor(request);
    },
  });
  store.set(scanServicesAtom, services);
  const first = analysisFor({ items: [item], location: { city: 'Brno', latitude: 0, longitude: 0 }, language: 'en' });
  store.set(scanResultAtom, {
    ...EMPTY_SCAN_RESULT,
    scanId: 'scan-1',
    identifiedItems: [item],
    analysis: first,
    userLocation: { city: 'Brno', latitude: 0, longitude: 0 },
  });
  return { store, asked, services };
}

describe('scan session atoms', () => {
  beforeAll(async () => {
    // The interface language the analysis follows is i18next's own.
    await i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: {} }, ar: { translation: {} } } });
  });
  beforeEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('changing the answer updates the item and re-derives the instructions for it', async () => {
    const { store, asked } = setUp();
    await store.set(changeItemAnswerAtom, { index: 0, choice: 'glass' });
    const session = store.get(scanResultAtom);
    expect(session.identifiedItems[0]!.material).toBe('glass');
    expect(asked.at(-1)!.items[0]!.material).toBe('glass');
    expect(asked.at(-1)!.location.city).toBe('Brno');
    expect(session.analysis!.steps[0]!.text).toEqual({ text: 'Put it with glass', lang: 'en' });
    // Persisted, so a reload shows the confirmed material.
    expect(window.localStorage.getItem('app-storage')).toContain('Put it with glass');
  });

  it('reset clears the result but keeps where the person is', () => {
    const { store } = setUp();
    store.set(resetScanResultAtom);
    const session = store.get(scanResultAtom);
    expect(session.identifiedItems).toEqual([]);
    expect(session.analysis).toBeNull();
    expect(session.userLocation?.city).toBe('Brno');
  });

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
      facilities: createLocalFacilitySource(async () => decodeFacilityList(readFacilityList())),
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
