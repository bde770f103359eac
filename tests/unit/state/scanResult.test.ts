import i18n from 'i18next';
import { createStore } from 'jotai';

import { decodeFacilityList } from '../../../src/domain/facilities/facilityList';
import { EMPTY_SCAN_RESULT } from '../../../src/domain/results/scanResult';
import type { AnalysisRequest, AnalysisResult, IdentifiedItem, UserLocation } from '../../../src/domain/types';
import { analyzeWithKnowledgeBase } from '../../../src/knowledge';
import { KNOWLEDGE } from '../../../src/knowledge/entries';
import { estimateImpact } from '../../../src/services/ai/aiAnalysis';
import { createAnalyze } from '../../../src/services/analysis/analyzer';
import { createLocalFacilitySource } from '../../../src/services/facilities/localFacilitySource';
import { createScanResultStore } from '../../../src/services/scanResult/scanResultStorage';
import {
  changeItemAnswerAtom,
  deriveResult,
  followInterfaceLanguageAtom,
  resetScanResultAtom,
  resultRefreshingAtom,
  scanResultAtom,
} from '../../../src/state/scanResult';
import { type ScanServices, scanServicesAtom } from '../../../src/state/scanServices';
import { readFacilityList } from '../helpers/dataFiles';
import { translatorFor } from '../knowledge/translation';

const item: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.6,
  source: 'device',
};

function analysisFor(request: AnalysisRequest): AnalysisResult {
  const material = request.items[0]!.material;
  return {
    classification: {
      category: request.items[0]!.label,
      material,
      disposal_type: 'recycling',
      confidence: 0.6,
      reasoning: '',
    },
    materialBreakdown: [{ part: 'Main body', type: material, recyclable: true, details: '' }],
    ecoTips: [],
    sustainableHabits: [],
    overallRecyclability: 70,
    disposalInstructions: { steps: [{ icon: '♻️', text: `Put it with ${material}` }], location: 'your area' },
    source: 'knowledge-base',
  };
}

function setUp() {
  const store = createStore();
  const asked: AnalysisRequest[] = [];
  const services: ScanServices = {
    analyze: async (request) => {
      asked.push(request);
      return analysisFor(request);
    },
    impact: async () => ({
      metrics: { co2_saved: 1, material_reduced: 1, water_saved: 1, energy_saved: 1, trees_equivalent: 0 },
      basis: 'default',
      confidence: null,
      methodology: '',
    }),
    facilities: { nearby: async () => [], hasFacilityInCity: async () => false },
    preview: async () => null,
    scanResultStore: createScanResultStore(window.localStorage),
    newId: () => 'scan-1',
    prepare: async () => undefined,
  };
  store.set(scanServicesAtom, services);
  const first = analysisFor({ items: [item], location: { city: 'Brno', latitude: 0, longitude: 0 }, language: 'en' });
  store.set(scanResultAtom, {
    ...EMPTY_SCAN_RESULT,
    scanId: 'scan-1',
    identifiedItems: [item],
    analysisData: first,
    disposalInstructions: first.disposalInstructions,
    userLocation: { city: 'Brno', latitude: 0, longitude: 0 },
    analysisLanguage: 'en',
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
    expect(session.disposalInstructions!.steps[0]!.text).toBe('Put it with glass');
    // Persisted, so a reload shows the confirmed material.
    expect(window.localStorage.getItem('app-storage')).toContain('Put it with glass');
  });

  it('reset clears the result but keeps where the person is', () => {
    const { store } = setUp();
    store.set(resetScanResultAtom);
    const session = store.get(scanResultAtom);
    expect(session.identifiedItems).toEqual([]);
    expect(session.analysisData).toBeNull();
    expect(session.userLocation?.city).toBe('Brno');
  });

  it('a language change works the result out again in it, keeping the scan, its action, bookmark, items and city', async () => {
    const { store, asked } = setUp();
    const before = {
      ...store.get(scanResultAtom),
      currentImage: 'data:image/jpeg;base64,AAAA',
      isBookmarked: true,
      action: 'recycled' as const,
    };
    store.set(scanResultAtom, before);
    await i18n.changeLanguage('ar');
    const refreshing = store.set(followInterfaceLanguageAtom);
    expect(store.get(resultRefreshingAtom)).toBe(true);
    await refreshing;
    expect(store.get(resultRefreshingAtom)).toBe(false);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.language).toBe('ar');
    expect(asked[0]!.items).toEqual(before.identifiedItems);
    expect(asked[0]!.location).toEqual(before.userLocation);
    const after = store.get(scanResultAtom);
    expect(after.analysisLanguage).toBe('ar');
    expect(after).toMatchObject({
      scanId: before.scanId,
      currentImage: before.currentImage,
      isBookmarked: true,
      action: 'recycled',
      identifiedItems: before.identifiedItems,
      userLocation: before.userLocation,
    });
    expect(JSON.parse(window.localStorage.getItem('app-storage')!)).toMatchObject({
      analysisLanguage: 'ar',
      action: 'recycled',
    });
    // Once is enough: the same language again asks nothing.
    await store.set(followInterfaceLanguageAtom);
    expect(asked).toHaveLength(1);
  });

  it('does nothing without a result, or when the result is already in the interface language', async () => {
    const { store, asked } = setUp();
    await store.set(followInterfaceLanguageAtom);
    expect(asked).toHaveLength(0);
    store.set(resetScanResultAtom);
    await i18n.changeLanguage('ar');
    await store.set(followInterfaceLanguageAtom);
    expect(asked).toHaveLength(0);
    expect(store.get(scanResultAtom).analysisData).toBeNull();
  });

  it('a result kept before its language was recorded is worked out again once', async () => {
    const { store, asked } = setUp();
    store.set(scanResultAtom, { ...store.get(scanResultAtom), analysisLanguage: null });
    await store.set(followInterfaceLanguageAtom);
    await store.set(followInterfaceLanguageAtom);
    expect(asked.map((request) => request.language)).toEqual(['en']);
    expect(store.get(scanResultAtom).analysisLanguage).toBe('en');
  });

  it('with the on-device analysis only the words change: scores and impact stay the same', async () => {
    const store = createStore();
    const services: ScanServices = {
      analyze: createAnalyze({ ai: null, fallback: analyzeWithKnowledgeBase, translateFor: translatorFor }),
      impact: (question) => estimateImpact(null, question),
      facilities: createLocalFacilitySource(async () => decodeFacilityList(readFacilityList())),
      preview: async () => null,
      scanResultStore: createScanResultStore(window.localStorage),
      newId: () => 'scan-1',
      prepare: async () => undefined,
    };
    store.set(scanServicesAtom, services);
    const location: UserLocation = { city: 'Brno', latitude: 49.19, longitude: 16.61 };
    const english = await deriveResult(store.get, services, [item], location);
    store.set(scanResultAtom, { ...EMPTY_SCAN_RESULT, ...english, scanId: 'scan-1', action: 'recycled' });

    await i18n.changeLanguage('ar');
    await store.set(followInterfaceLanguageAtom);
    const arabic = store.get(scanResultAtom);

    // The knowledge base's own Arabic text for a bottle's first step, in Brno.
    const firstStep = KNOWLEDGE['plastic-bottle'].prepare[0];
    expect(arabic.disposalInstructions!.steps[0]!.text).toBe(
      translatorFor('ar')(`kb.steps.${firstStep}`, { place: 'Brno' }),
    );
    expect(english.disposalInstructions!.steps[0]!.text).toBe(
      translatorFor('en')(`kb.steps.${firstStep}`, { place: 'Brno' }),
    );
    expect(arabic.disposalInstructions!.steps[0]!.text).not.toBe(english.disposalInstructions!.steps[0]!.text);
    expect(arabic.analysisData!.classification.reasoning).not.toBe(english.analysisData!.classification.reasoning);

    expect(arabic.analysisData!.overallRecyclability).toBe(english.analysisData!.overallRecyclability);
    expect(arabic.analysisData!.classification.confidence).toBe(english.analysisData!.classification.confidence);
    expect(arabic.analysisData!.materialBreakdown.map((part) => part.recyclable)).toEqual(
      english.analysisData!.materialBreakdown.map((part) => part.recyclable),
    );
    expect(arabic.disposalInstructions!.steps.map((step) => step.icon)).toEqual(
      english.disposalInstructions!.steps.map((step) => step.icon),
    );
    expect(arabic.impact).toEqual(english.impact);
    // Part names are words too; what each part scores is not.
    const scores = (breakdown: typeof english.breakdown) =>
      breakdown.map(({ material, percent }) => ({ material, percent }));
    expect(scores(arabic.breakdown)).toEqual(scores(english.breakdown));
    expect(arabic.breakdown.map((row) => row.part)).not.toEqual(english.breakdown.map((row) => row.part));
    // Brno has recycling points in the built list, so the area's figures are not empty ones.
    expect(english.facilities.length).toBeGreaterThan(0);
    expect(arabic.facilities).toEqual(english.facilities);
    expect(arabic).toMatchObject({
      scanId: 'scan-1',
      action: 'recycled',
      identifiedItems: [item],
      userLocation: location,
    });
  });
});
