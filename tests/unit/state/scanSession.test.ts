import { createStore } from 'jotai';
import { EMPTY_SESSION } from '../../../src/domain/results/session';
import type { AnalysisRequest, AnalysisResult, IdentifiedItem } from '../../../src/domain/types';
import { createSessionStore } from '../../../src/services/session/sessionStorage';
import { scanServicesAtom, type ScanServices } from '../../../src/state/scanServices';
import { confirmItemMaterialAtom, resetSessionAtom, scanSessionAtom } from '../../../src/state/scanSession';

const item: IdentifiedItem = { id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic', confidence: 0.6, source: 'device' };

function analysisFor(request: AnalysisRequest): AnalysisResult {
  const material = request.items[0]!.material;
  return {
    classification: { category: request.items[0]!.label, material, disposal_type: 'recycling', confidence: 0.6, reasoning: '' },
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
    impact: async () => ({ metrics: { co2_saved: 1, material_reduced: 1, water_saved: 1, energy_saved: 1, trees_equivalent: 0 }, basis: 'default', confidence: null, methodology: '' }),
    facilities: { nearby: async () => [], hasFacilityInCity: async () => false },
    preview: async () => null,
    sessionStore: createSessionStore(window.localStorage),
    newId: () => 'scan-1',
    prepare: async () => undefined,
  };
  store.set(scanServicesAtom, services);
  const first = analysisFor({ items: [item], location: { city: 'Brno', latitude: 0, longitude: 0 }, language: 'en' });
  store.set(scanSessionAtom, { ...EMPTY_SESSION, scanId: 'scan-1', identifiedItems: [item], analysisData: first, disposalInstructions: first.disposalInstructions, userLocation: { city: 'Brno', latitude: 0, longitude: 0 } });
  return { store, asked };
}

describe('scan session atoms', () => {
  beforeEach(() => window.localStorage.clear());

  it('confirming a material updates the item and re-derives the instructions for it', async () => {
    const { store, asked } = setUp();
    await store.set(confirmItemMaterialAtom, { index: 0, material: 'glass' });
    const session = store.get(scanSessionAtom);
    expect(session.identifiedItems[0]!.material).toBe('glass');
    expect(asked.at(-1)!.items[0]!.material).toBe('glass');
    expect(asked.at(-1)!.location.city).toBe('Brno');
    expect(session.disposalInstructions!.steps[0]!.text).toBe('Put it with glass');
    // Persisted, so a reload shows the confirmed material.
    expect(window.localStorage.getItem('app-storage')).toContain('Put it with glass');
  });

  it('reset clears the result but keeps where the person is', () => {
    const { store } = setUp();
    store.set(resetSessionAtom);
    const session = store.get(scanSessionAtom);
    expect(session.identifiedItems).toEqual([]);
    expect(session.analysisData).toBeNull();
    expect(session.userLocation?.city).toBe('Brno');
  });
});
