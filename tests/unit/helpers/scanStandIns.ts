// Stand-ins the scan's state tests share: answers the test settles when it chooses, the worker's
// reply for given ImageNet probabilities, an analysis that names the item's material, and the scan
// services with quiet defaults.
import { type Analysis, packSummary } from '../../../src/domain/analysis/analysis';
import type { MaterialScore } from '../../../src/domain/identification/materialHead';
import type { AnalysisRequest, IdentifiedItem } from '../../../src/domain/types';
import { GENERIC_PACK } from '../../../src/knowledge';
import type { ClassifyResult } from '../../../src/services/classifier/ClassifierBridge';
import { createScanResultStore } from '../../../src/services/scanResult/scanResultStorage';
import type { ScanServices } from '../../../src/state/scanServices';

/** A promise the test resolves or rejects when it chooses, so the order of answers can be set. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The worker's answer for these ImageNet probabilities (index -> p); the taxonomy and rules under it stay real. */
export function classifyResult(
  values: Record<number, number>,
  materials: MaterialScore[] = [],
  familiar = true,
): ClassifyResult {
  const probabilities = new Float32Array(1000);
  for (const [index, p] of Object.entries(values)) probabilities[Number(index)] = p;
  return {
    probabilities,
    top: [],
    backend: 'wasm-simd',
    width: 512,
    height: 384,
    materials,
    recollection: null,
    familiar,
    familiarity: familiar ? 0.8 : 0.3,
    digital: false,
    timings: { preprocessMs: 1, inferenceMs: 30, headMs: 0.1, recallMs: 0.5 },
  };
}

/** ImageNet indices the tests use. */
export const WATER_BOTTLE = 898;
export const BEER_BOTTLE = 440;
export const TABBY_CAT = 281;

/** The scan services with no AI, no places, no preview and the material defaults for impact; override what a test needs. */
export function scanServicesStandIn(overrides: Partial<ScanServices> & Pick<ScanServices, 'analyze'>): ScanServices {
  return {
    impact: async () => ({
      metrics: { co2_saved: 1, material_reduced: 1, water_saved: 1, energy_saved: 1, trees_equivalent: 0 },
      basis: 'default',
      confidence: null,
      methodology: '',
    }),
    facilities: { nearby: async () => [], unplacedIn: async () => [], hasFacilityInCity: async () => false },
    preview: async () => null,
    scanResultStore: createScanResultStore(window.localStorage),
    newId: () => 'scan-1',
    prepare: async () => undefined,
    asksAi: () => false,
    ...overrides,
  };
}

/** The knowledge base's shape with one step that names the first item's material: "Put it with glass". */
export function analysisFor(request: AnalysisRequest): Analysis {
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

/**
 * A photo the app asks about for a battery's sake ("Paper or a battery?"): the advice is held to the
 * battery's while paper is likelier.
 */
export const ASKED_FOR_A_BATTERY: IdentifiedItem = {
  id: 'battery',
  label: 'Battery',
  material: 'battery',
  confidence: 0.02,
  source: 'device',
  unsure: 'hazard',
  choices: ['paper', 'other', 'battery'],
};
