// What the scan pipeline calls beyond identification: the analysis engine, the impact estimate, the
// recycling points, the photo preview and the session's storage. The engine (and with it the AI
// client and the knowledge base) loads only when the first scan needs it; tests put stand-ins here.
import { atom } from 'jotai';

import { config } from '../config';
import type { Analysis } from '../domain/analysis/analysis';
import type { ImpactEstimate } from '../domain/analysis/impactReply';
import type { AnalysisRequest } from '../domain/types';
import type { ImpactQuestion } from '../services/ai/aiAnalysis';
import type { FacilitySource } from '../services/facilities/facilitySource';
import { createLocalFacilitySource } from '../services/facilities/localFacilitySource';
import { photoPreview } from '../services/scanResult/photoPreview';
import { createScanResultStore, type ScanResultStore } from '../services/scanResult/scanResultStorage';

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
  const [{ createAppAnalyzer, aiClient }, { analyzeWithKnowledgeBase, ruleContextFor }, { estimateImpact }] =
    await Promise.all([
      import('../services/analysis/appServices'),
      import('../knowledge'),
      import('../services/ai/aiAnalysis'),
    ]);
  const analyze = createAppAnalyzer(analyzeWithKnowledgeBase, ruleContextFor, (failure) =>
    console.warn('AI analysis not used; the on-device guidance answers instead', failure),
  );
  return {
    analyze,
    impact: (question: ImpactQuestion, signal?: AbortSignal) => estimateImpact(aiClient, question, signal),
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
    facilities: createLocalFacilitySource(),
    preview: photoPreview,
    scanResultStore: createScanResultStore(),
    newId: () => crypto.randomUUID(),
    prepare: async () => {
      const { loadEnglishLongForm } = await import('../i18n');
      await Promise.all([loaded(), loadEnglishLongForm()]);
    },
  };
}

export const scanServicesAtom = atom<ScanServices>(appScanServices());
