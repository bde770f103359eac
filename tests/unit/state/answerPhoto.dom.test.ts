// Never a dead end: a photo the app judges is not waste fails with the answers to offer for it, and
// the answer the person taps takes that photo to its result, through the same path as a scan's. A
// picture too small or too dark to read offers the search.
import { createStore } from 'jotai';

import { packSummary } from '../../../src/domain/analysis/analysis';
import { defaultAnalysis } from '../../../src/domain/analysis/guidance';
import { decideIdentification, deviceEvidence } from '../../../src/domain/identification/decision';
import { IdentificationError } from '../../../src/domain/identification/rules';
import type { AnalysisRequest, Material } from '../../../src/domain/types';
import { GENERIC_PACK } from '../../../src/knowledge';
import type { DataStore } from '../../../src/services/data/dataStore';
import { dataStoreAtom } from '../../../src/state/account';
import { type IdentificationServices, identificationServicesAtom } from '../../../src/state/identification';
import { locationOutcomeAtom } from '../../../src/state/location';
import {
  ANSWERABLE_ERRORS,
  answerPhotoAtom,
  resetScanAtom,
  scanFlowAtom,
  startScanAtom,
} from '../../../src/state/scanFlow';
import { scanResultAtom } from '../../../src/state/scanResult';
import { scanServicesAtom } from '../../../src/state/scanServices';
import { resultEmbeddingAtom } from '../../../src/state/taught';
import { classifyResult, scanServicesStandIn } from '../helpers/scanStandIns';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const photo = () => new File([JPEG], 'product.jpg', { type: 'image/jpeg' });
const PRAGUE = { city: 'Prague', latitude: 50.08, longitude: 14.42 };
const WEB_SITE = 916;
/** A picture of a screen, unlike any waste photo: the decision calls it not waste. */
const screenPicture = () => ({
  ...classifyResult({ [WEB_SITE]: 0.97 }, [{ material: 'paper', confidence: 0.9 }], false),
  embedding: new Float32Array([0.1, 0.2, 0.3]),
});

/** An item the person named in the search. */
const typedAnswer = (id: string, label: string, material: Material) => ({
  id,
  label,
  material,
  confidence: 1,
  source: 'typed' as const,
  materialConfirmed: true as const,
});

function setUp() {
  const requests: AnalysisRequest[] = [];
  const previews: Blob[] = [];
  const remembered = vi.fn(async () => undefined);
  const identification: IdentificationServices = {
    classifier: {
      status: { phase: 'ready', info: {} } as IdentificationServices['classifier']['status'],
      subscribe: () => () => undefined,
      preload: async () => ({ backend: 'wasm-simd', loadMs: 1, warmupMs: 1, fromCache: false }),
      classify: async () => screenPicture(),
      setMemory: () => undefined,
    },
    decode: async () => ({ width: 512, height: 384, close: () => undefined }) as ImageBitmap,
    cloud: null,
  };
  const store = createStore();
  store.set(identificationServicesAtom, identification);
  store.set(
    scanServicesAtom,
    scanServicesStandIn({
      analyze: async (request) => {
        requests.push(request);
        return defaultAnalysis(request.items, request.location, packSummary(GENERIC_PACK));
      },
      preview: async (file) => {
        previews.push(file);
        return 'data:image/jpeg;base64,AAAA';
      },
    }),
  );
  store.set(locationOutcomeAtom, { location: PRAGUE, status: 'city' });
  store.set(dataStoreAtom, { taught: { list: async () => [], remember: remembered } } as unknown as DataStore);
  return { store, requests, previews, remembered };
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('a photo judged not waste', () => {
  it('fails as not waste with the decision’s answers to offer', async () => {
    const { store } = setUp();
    await expect(store.set(startScanAtom, photo())).resolves.toBe('failed');
    const expected = decideIdentification(
      deviceEvidence(screenPicture().probabilities, screenPicture().materials, false, false, null),
    );
    expect(expected.kind).toBe('notWaste');
    expect(store.get(scanFlowAtom)).toMatchObject({
      phase: 'idle',
      error: 'notWaste',
      choices: expected.choices,
      ranking: expected.ranking,
    });
    // Dismissed, nothing is offered any more.
    store.set(resetScanAtom);
    expect(store.get(scanFlowAtom)).toMatchObject({ choices: [], ranking: [] });
  });

  it('takes the photo to its result for the answer tapped, confirmed, and the photo teaches it', async () => {
    const { store, requests, previews, remembered } = setUp();
    const file = photo();
    await store.set(startScanAtom, file);
    const ranking = ['battery', 'hazardous', 'e-waste', 'metal', 'plastic'] as const;
    store.set(scanFlowAtom, {
      ...store.get(scanFlowAtom),
      choices: ['battery', 'hazardous', 'e-waste'],
      ranking: [...ranking],
    });

    await expect(store.set(answerPhotoAtom, 'battery')).resolves.toBe('done');
    const result = store.get(scanResultAtom);
    expect(result.identifiedItems).toEqual([
      expect.objectContaining({
        id: 'battery',
        material: 'battery',
        materialConfirmed: true,
        choices: ['battery', 'hazardous', 'e-waste'],
        ranking,
      }),
    ]);
    expect(result.identifiedItems[0]!.unsure).toBeUndefined();
    // The same path as a scan's: the advice for where the person is, the photo kept, a new result.
    expect(requests.map((request) => request.items[0]!.id)).toEqual(['battery']);
    expect(requests[0]!.location).toEqual(PRAGUE);
    // The scan made a preview of the photo, and the answered result one of the same photo.
    expect(previews).toEqual([file, file]);
    expect(result.currentImage).toBe('data:image/jpeg;base64,AAAA');
    expect(result.scanId).toBe('scan-1');
    expect(store.get(scanFlowAtom)).toMatchObject({ phase: 'idle', error: null });
    expect(store.get(resultEmbeddingAtom)?.scanId).toBe('scan-1');
    await vi.waitFor(() =>
      expect(remembered).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ id: 'scan-1', itemId: 'battery', material: 'battery' }),
      ),
    );
  });

  it('takes an item named in the search the same way', async () => {
    const { store, requests } = setUp();
    await store.set(startScanAtom, photo());
    const typed = typedAnswer('paint', 'Paint', 'other');
    await expect(store.set(answerPhotoAtom, typed)).resolves.toBe('done');
    expect(requests.map((request) => request.items)).toEqual([[typed]]);
    expect(store.get(scanResultAtom).identifiedItems).toEqual([typed]);
  });

  it('does nothing once the photo is gone', async () => {
    const { store, requests } = setUp();
    await store.set(startScanAtom, photo());
    store.set(resetScanAtom);
    await expect(store.set(answerPhotoAtom, 'battery')).resolves.toBe('cancelled');
    expect(requests).toEqual([]);
  });
});

describe('a picture too small or too dark to read', () => {
  it.each(['tooSmall', 'tooDark'] as const)(
    '%s: not read by the model, and offers the search; an item named there takes it to its result',
    async (code) => {
      const { store, requests, remembered } = setUp();
      const classify = vi.fn(async () => screenPicture());
      store.set(identificationServicesAtom, {
        ...store.get(identificationServicesAtom),
        classifier: { ...store.get(identificationServicesAtom).classifier, classify },
        decode: async () => {
          throw new IdentificationError(code);
        },
      });
      await expect(store.set(startScanAtom, photo())).resolves.toBe('failed');
      expect(classify).not.toHaveBeenCalled();
      // No answers worked out from a few pixels: the search is what is offered.
      expect(store.get(scanFlowAtom)).toMatchObject({ phase: 'idle', error: code, choices: [], ranking: [] });
      expect(ANSWERABLE_ERRORS.has(code)).toBe(true);

      const typed = typedAnswer('battery', 'Battery', 'battery');
      await expect(store.set(answerPhotoAtom, typed)).resolves.toBe('done');
      expect(requests.map((request) => request.items)).toEqual([[typed]]);
      expect(store.get(scanResultAtom).identifiedItems).toEqual([typed]);
      // Nothing was read from the picture, so nothing is taught.
      expect(store.get(resultEmbeddingAtom)).toBeNull();
      expect(remembered).not.toHaveBeenCalled();
    },
  );
});
