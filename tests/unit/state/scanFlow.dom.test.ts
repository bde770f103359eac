// The scan flow with stand-ins for the identifiers and the analysis, each answering when the test
// says so: the states follow the work, and no timer stands between the work done and the results.
import { createStore } from 'jotai';

import type { Analysis } from '../../../src/domain/analysis/analysis';
import { packSummary } from '../../../src/domain/analysis/analysis';
import { defaultAnalysis } from '../../../src/domain/analysis/guidance';
import type { CloudLabel } from '../../../src/domain/identification/cloudLabels';
import type { AnalysisRequest } from '../../../src/domain/types';
import { GENERIC_PACK } from '../../../src/knowledge';
import type { ClassifyResult, ModelStatus } from '../../../src/services/classifier/ClassifierBridge';
import { type IdentificationServices, identificationServicesAtom } from '../../../src/state/identification';
import { locationOutcomeAtom } from '../../../src/state/location';
import { cancelScanAtom, RESULTS_TRANSITION_MS, scanFlowAtom, startScanAtom } from '../../../src/state/scanFlow';
import { scanResultAtom } from '../../../src/state/scanResult';
import { scanServicesAtom } from '../../../src/state/scanServices';
import {
  canPauseAtom,
  pauseScanAtom,
  resumeScanAtom,
  scanProgressAtom,
  scanStatusAtom,
} from '../../../src/state/scanWork';
import { classifyResult, deferred, scanServicesStandIn, WATER_BOTTLE } from '../helpers/scanStandIns';

const bottle = () => classifyResult({ [WATER_BOTTLE]: 0.9 }, [{ material: 'plastic', confidence: 0.9 }]);

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const photo = () => new File([JPEG], 'photo.jpg', { type: 'image/jpeg' });
const PRAGUE = { city: 'Prague', latitude: 50.08, longitude: 14.42 };

function setUp({ cloud = false, model = 'ready' as ModelStatus['phase'], ai = false } = {}) {
  const device = deferred<ClassifyResult>();
  const analysis = deferred<void>();
  const sent: AbortSignal[] = [];
  const asked: AbortSignal[] = [];
  const labels: ((labels: CloudLabel[]) => void)[] = [];
  const listeners = new Set<(status: ModelStatus) => void>();
  const status = { current: (model === 'ready' ? { phase: 'ready', info: {} } : { phase: 'idle' }) as ModelStatus };
  const identification: IdentificationServices = {
    classifier: {
      get status() {
        return status.current;
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      preload: async () => ({ backend: 'wasm-simd', loadMs: 1, warmupMs: 1, fromCache: false }),
      classify: () => device.promise,
      setMemory: () => undefined,
    },
    decode: async () => ({ width: 512, height: 384, close: () => undefined }) as ImageBitmap,
    cloud: cloud
      ? {
          labels: (_file, signal) => {
            sent.push(signal);
            return new Promise<CloudLabel[]>((resolve, reject) => {
              labels.push(resolve);
              signal.addEventListener('abort', () => reject(signal.reason));
            });
          },
        }
      : null,
  };
  const services = scanServicesStandIn({
    analyze: async (request: AnalysisRequest, signal?: AbortSignal): Promise<Analysis> => {
      if (signal) asked.push(signal);
      await analysis.promise;
      return defaultAnalysis(request.items, request.location, packSummary(GENERIC_PACK));
    },
    asksAi: () => ai,
  });
  const store = createStore();
  store.set(identificationServicesAtom, identification);
  store.set(scanServicesAtom, services);
  store.set(locationOutcomeAtom, { location: PRAGUE, status: 'city' });
  const loadModel = (fraction: number) => {
    status.current = { phase: 'loading', progress: { stage: 'weights', fraction } };
    for (const listener of listeners) listener(status.current);
  };
  return { store, device, analysis, sent, asked, labels, loadModel };
}

let reducedMotion = false;
const phase = (store: ReturnType<typeof createStore>) => store.get(scanFlowAtom).phase;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the scan flow', () => {
  it('moves uploading -> generating -> results as the work ends, with only the short settle before /results', async () => {
    const { store, device, analysis } = setUp();
    const outcome = store.set(startScanAtom, photo());
    await vi.waitFor(() => expect(store.get(scanStatusAtom).key).toBe('looking'));
    expect(phase(store)).toBe('uploading');
    const looked = store.get(scanProgressAtom);
    expect(looked).toBeGreaterThan(0);

    device.resolve(bottle());
    await vi.waitFor(() => expect(phase(store)).toBe('generating'));
    expect(store.get(scanStatusAtom)).toEqual({ key: 'advisingHere', city: 'Prague' });
    expect(store.get(scanProgressAtom)).toBeGreaterThan(looked);
    // No time has passed on any clock: the states followed the work alone.
    expect(vi.getTimerCount()).toBe(0);

    analysis.resolve();
    await vi.waitFor(() => expect(phase(store)).toBe('results'));
    expect(store.get(scanProgressAtom)).toBe(100);
    expect(store.get(scanResultAtom).identifiedItems[0]?.id).toBe('plastic-bottle');
    // The one timer left is the settle, and it is short.
    await vi.advanceTimersByTimeAsync(RESULTS_TRANSITION_MS);
    await expect(outcome).resolves.toBe('done');
    expect(RESULTS_TRANSITION_MS).toBeLessThanOrEqual(300);
    expect(phase(store)).toBe('idle');
  });

  it('skips the settle for people who ask for less motion', async () => {
    reducedMotion = true;
    const { store, device, analysis } = setUp();
    device.resolve(bottle());
    analysis.resolve();
    await expect(store.set(startScanAtom, photo())).resolves.toBe('done');
  });

  it('follows a slow first model load by its own progress', async () => {
    const { store, device, analysis, loadModel } = setUp({ model: 'idle' });
    const outcome = store.set(startScanAtom, photo());
    await vi.waitFor(() => expect(store.get(scanStatusAtom)).toEqual({ key: 'preparingModel', percent: 0 }));
    const before = store.get(scanProgressAtom);
    loadModel(0.5);
    expect(store.get(scanStatusAtom)).toEqual({ key: 'preparingModel', percent: 50 });
    expect(store.get(scanProgressAtom)).toBeGreaterThan(before);
    device.resolve(bottle());
    analysis.resolve();
    await vi.advanceTimersByTimeAsync(RESULTS_TRANSITION_MS);
    await expect(outcome).resolves.toBe('done');
  });

  it('Pause aborts the photo’s request to the vision service; Resume sends it again', async () => {
    const { store, device, analysis, sent, labels } = setUp({ cloud: true });
    const outcome = store.set(startScanAtom, photo());
    device.resolve(bottle());
    await vi.waitFor(() => expect(store.get(scanStatusAtom).key).toBe('sending'));
    expect(store.get(canPauseAtom)).toBe(true);
    const held = store.get(scanProgressAtom);

    store.set(pauseScanAtom);
    expect(sent[0]!.aborted).toBe(true);
    expect(store.get(scanStatusAtom).key).toBe('paused');
    await vi.advanceTimersByTimeAsync(5_000);
    // Nothing goes out while paused, and the flow does not move on without the answer.
    expect(sent).toHaveLength(1);
    expect(phase(store)).toBe('uploading');
    expect(store.get(scanProgressAtom)).toBe(held);

    store.set(resumeScanAtom);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.aborted).toBe(false);
    expect(store.get(scanStatusAtom).key).toBe('sending');
    labels[1]!([{ description: 'Plastic bottle', score: 0.95 }]);
    await vi.waitFor(() => expect(phase(store)).toBe('generating'));
    expect(store.get(scanProgressAtom)).toBeGreaterThan(held);
    analysis.resolve();
    await vi.advanceTimersByTimeAsync(RESULTS_TRANSITION_MS);
    await expect(outcome).resolves.toBe('done');
  });

  it('Cancel aborts the requests the scan has out: the photo’s, then the advice’s', async () => {
    const vision = setUp({ cloud: true });
    const first = vision.store.set(startScanAtom, photo());
    await vi.waitFor(() => expect(vision.sent).toHaveLength(1));
    vision.store.set(cancelScanAtom);
    expect(vision.sent[0]!.aborted).toBe(true);
    await expect(first).resolves.toBe('cancelled');
    expect(phase(vision.store)).toBe('idle');

    const advice = setUp({ ai: true });
    const second = advice.store.set(startScanAtom, photo());
    advice.device.resolve(bottle());
    await vi.waitFor(() => expect(advice.asked).toHaveLength(1));
    expect(advice.store.get(scanStatusAtom)).toEqual({ key: 'askingAiHere', city: 'Prague' });
    advice.store.set(cancelScanAtom);
    expect(advice.asked[0]!.aborted).toBe(true);
    advice.analysis.resolve();
    await expect(second).resolves.toBe('cancelled');
    expect(phase(advice.store)).toBe('idle');
  });
});
