import { createStore } from 'jotai';

import { EMPTY_SCAN_RESULT } from '../../../src/domain/results/scanResult';
import type { AnalysisRequest, IdentifiedItem } from '../../../src/domain/types';
import { changeItemAnswerAtom, resetScanResultAtom, scanResultAtom } from '../../../src/state/scanResult';
import { scanServicesAtom } from '../../../src/state/scanServices';
import { startEachTestInEnglish } from '../helpers/interfaceLanguage';
import { analysisFor, scanServicesStandIn } from '../helpers/scanStandIns';

const item: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.6,
  source: 'device',
};

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
  startEachTestInEnglish();

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
});
