import { AiFailure } from '../../../../src/domain/analysis/aiErrors';
import type { AnalysisRequest, AnalysisResult, Translate } from '../../../../src/domain/types';
import type { AiAnalysis } from '../../../../src/services/ai/aiAnalysis';
import {
  createAnalyze,
  type FallbackAnalyzer,
  NO_ITEMS_FOR_ANALYSIS,
} from '../../../../src/services/analysis/analyzer';

const t: Translate = (key, values) => (values?.defaultValue ? String(values.defaultValue) : `[${key}]`);
const request: AnalysisRequest = {
  items: [{ id: 'battery', label: 'Battery', material: 'battery', confidence: 0.8, source: 'device' }],
  location: { city: 'Cairo', latitude: 30.0444, longitude: 31.2357 },
  language: 'ar',
};

function result(source: AnalysisResult['source'], steps = 2): AnalysisResult {
  return {
    classification: {
      category: 'Battery',
      material: 'Lithium',
      disposal_type: 'hazardous',
      confidence: 0.9,
      reasoning: '',
    },
    materialBreakdown: [{ part: 'main', type: 'Lithium', recyclable: true, details: '' }],
    ecoTips: [{ icon: '🔋', title: 'Rechargeables', description: 'Use rechargeable batteries' }],
    sustainableHabits: [],
    overallRecyclability: 70,
    disposalInstructions: {
      steps: Array.from({ length: steps }, (_, i) => ({ icon: '•', text: `step ${i}` })),
      warning: 'Fire risk',
      location: 'Cairo',
    },
    source,
  };
}

// A test double standing in for the knowledge base, which another module provides.
const knowsBatteries: FallbackAnalyzer = (req) =>
  req.items.some((i) => i.id === 'battery') ? result('knowledge-base') : null;

describe('the analysis orchestrator', () => {
  it('uses the AI answer when the AI is configured and answers validly', async () => {
    const ai = vi.fn<AiAnalysis>().mockResolvedValue(result('ai'));
    const fallback = vi.fn(knowsBatteries);
    const analyze = createAnalyze({ ai, fallback, translateFor: () => t });
    expect((await analyze(request)).source).toBe('ai');
    expect(ai).toHaveBeenCalledWith(request, t);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('uses the on-device fallback with no AI configured, without reporting a failure', async () => {
    const onAiFailure = vi.fn();
    const analyze = createAnalyze({ ai: null, fallback: knowsBatteries, translateFor: () => t, onAiFailure });
    expect((await analyze(request)).source).toBe('knowledge-base');
    expect(onAiFailure).not.toHaveBeenCalled();
  });

  it('falls back when the AI fails, and reports why', async () => {
    const failure = new AiFailure('rate-limit', 'Rate limit reached', true, 429);
    const onAiFailure = vi.fn();
    const analyze = createAnalyze({
      ai: () => Promise.reject(failure),
      fallback: knowsBatteries,
      translateFor: () => t,
      onAiFailure,
    });
    expect((await analyze(request)).source).toBe('knowledge-base');
    expect(onAiFailure).toHaveBeenCalledWith(failure);
  });

  it('wraps an unexpected AI error as a failure', async () => {
    const onAiFailure = vi.fn();
    const analyze = createAnalyze({
      ai: () => Promise.reject(new TypeError('boom')),
      fallback: knowsBatteries,
      translateFor: () => t,
      onAiFailure,
    });
    await analyze(request);
    expect(onAiFailure.mock.calls[0]![0]).toMatchObject({ kind: 'failed' });
  });

  it('gives the spec default result when the fallback knows none of the items, or breaks', async () => {
    const unknown = { ...request, items: [{ ...request.items[0]!, id: 'mystery', label: 'Mystery thing' }] };
    const analyze = createAnalyze({ ai: null, fallback: knowsBatteries, translateFor: () => t });
    const fallbackResult = await analyze(unknown);
    expect(fallbackResult).toMatchObject({
      source: 'generic',
      overallRecyclability: 50,
      classification: { category: 'Mystery thing', confidence: 0.5 },
    });
    expect(fallbackResult.disposalInstructions.steps).toHaveLength(5);
    expect(fallbackResult.disposalInstructions.location).toBe('Cairo');
    const broken = createAnalyze({
      ai: null,
      fallback: () => {
        throw new Error('bad data');
      },
      translateFor: () => t,
    });
    expect((await broken(request)).source).toBe('generic');
  });

  it('completes fallback answers that lack steps with the generic guidance', async () => {
    const analyze = createAnalyze({ ai: null, fallback: () => result('knowledge-base', 0), translateFor: () => t });
    const answer = await analyze(request);
    expect(answer.disposalInstructions.steps.map((s) => s.text)).toContain('[analysis.generic.steps.checkSymbols]');
    expect(answer.disposalInstructions.warning).toBe('Fire risk');
  });

  it("answers in the request's language and refuses an empty request with the spec message", async () => {
    const translateFor = vi.fn(async () => t);
    const analyze = createAnalyze({ ai: null, fallback: knowsBatteries, translateFor });
    await analyze(request);
    expect(translateFor).toHaveBeenCalledWith('ar');
    await expect(analyze({ ...request, items: [] })).rejects.toThrow('No items provided for analysis');
    expect(NO_ITEMS_FOR_ANALYSIS).toBe('No items provided for analysis');
  });
});
