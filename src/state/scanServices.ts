// What the scan pipeline calls beyond identification: the analysis engine, the impact estimate, the
// recycling points, the photo preview and the session's storage. The engine (and with it the AI
// client, the knowledge base and the recycling points' index) loads while the page is idle, or when
// the first scan needs it; tests put stand-ins here.
import { config } from '../config';
import type { Analysis } from '../domain/analysis/analysis';
import type { ImpactEstimate } from '../domain/analysis/impactReply';
import type { AnalysisRequest } from '../domain/types';
import { prefetchText } from '../i18n';
import type { ImpactQuestion } from '../services/ai/impactEstimate';
import type { FacilitySource } from '../services/facilities/facilitySource';
import { photoPreview } from '../services/scanResult/photoPreview';
import { createScanResultStore, type ScanResultStore } from '../services/scanResult/scanResultStorage';
import { atom } from './jotai';

export interface ScanServices {
  analyze(request: AnalysisRequest, signal?: AbortSignal): Promise<Analysis>;
  impact(question: ImpactQuestion, signal?: AbortSignal): Promise<ImpactEstimate>;
  /** Whether the advice will be asked of the AI service now (configured, and the browser online). */
  asksAi(): boolean;
  /** The on-device recycling points; the DataStore's own source wins when it has one. */
  facilities: FacilitySource;
  preview(file: Blob): Promise<string | null>;
  scanResultStore: ScanResultStore;
  newId(): string;
  /** Fetches what a scan will need while the page is idle, so a scan also works after going offline. */
  prepare(): Promise<void>;
}

async function loadEngine() {
  const [
    { createAppAnalyzer, aiClient },
    { analyzeWithKnowledgeBase, ruleContextFor },
    { estimateImpact },
    { createLocalFacilitySource },
  ] = await Promise.all([
    import('../services/analysis/appServices'),
    import('../knowledge'),
    import('../services/ai/impactEstimate'),
    import('../services/facilities/localFacilitySource'),
  ]);
  const [analyze, client] = await Promise.all([
    createAppAnalyzer(analyzeWithKnowledgeBase, ruleContextFor, (failure) =>
      console.warn('AI analysis not used; the on-device guidance answers instead', failure),
    ),
    aiClient,
  ]);
  return {
    analyze,
    impact: (question: ImpactQuestion, signal?: AbortSignal) => estimateImpact(client, question, signal),
    facilities: createLocalFacilitySource(),
  };
}

function appScanServices(): ScanServices {
  let engine: ReturnType<typeof loadEngine> | null = null;
  const loaded = () => {
    if (!engine) {
      engine = loadEngine();
      // A chunk that failed to load (a dropped connection) is fetched again on the next scan.
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  };
  return {
    analyze: async (request, signal) => (await loaded()).analyze(request, signal),
    impact: async (question, signal) => (await loaded()).impact(question, signal),
    asksAi: () => config.ai !== null && navigator.onLine,
    facilities: {
      nearby: async (...point) => (await loaded()).facilities.nearby(...point),
      unplacedIn: async (...city) => (await loaded()).facilities.unplacedIn(...city),
      hasFacilityInCity: async (city) => (await loaded()).facilities.hasFacilityInCity(city),
    },
    preview: photoPreview,
    scanResultStore: createScanResultStore(),
    newId: () => crypto.randomUUID(),
    prepare: async () => {
      await Promise.all([loaded(), prefetchText()]);
    },
  };
}

export const scanServicesAtom = atom<ScanServices>(appScanServices());
