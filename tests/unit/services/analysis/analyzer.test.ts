import { AiFailure } from '../../../../src/domain/analysis/aiErrors';
import { type Analysis, packSummary, phrase, type RuleContext } from '../../../../src/domain/analysis/analysis';
import type { AnalysisRequest } from '../../../../src/domain/types';
import { GENERIC_PACK, RULE_PACKS } from '../../../../src/knowledge';
import type { AiAnalysis } from '../../../../src/services/ai/aiAnalysis';
import {
  createAnalyze,
  type FallbackAnalyzer,
  NO_ITEMS_FOR_ANALYSIS,
} from '../../../../src/services/analysis/analyzer';

const request: AnalysisRequest = {
  items: [{ id: 'battery', label: 'Battery', material: 'battery', confidence: 0.8, source: 'device' }],
  location: { city: 'Cairo', latitude: 30.0444, longitude: 31.2357 },
  language: 'ar',
};
const rules: RuleContext = { pack: GENERIC_PACK, generic: GENERIC_PACK };
const rulesFor = vi.fn(async () => rules);

function result(source: Analysis['source'], steps = 2): Analysis {
  return {
    format: 2,
    source,
    pack: packSummary(GENERIC_PACK),
    verdicts: [],
    category: { text: 'Battery', lang: 'en' },
    material: { text: 'Lithium', lang: 'en' },
    confidence: 0.9,
    reasoning: [],
    parts: [],
    steps: Array.from({ length: steps }, (_, i) => ({ icon: '•', text: { text: `step ${i}`, lang: 'en' } })),
    warnings: [{ text: 'Fire risk', lang: 'en' }],
    tips: [{ icon: '🔋', title: phrase('x'), description: phrase('y') }],
    habits: [],
    recyclability: 70,
    location: { text: 'Cairo', lang: 'und' },
  };
}

// A test double standing in for the knowledge base, which another module provides.
const knowsBatteries: FallbackAnalyzer = (req) =>
  req.items.some((i) => i.id === 'battery') ? result('knowledge-base') : null;

describe('the analysis orchestrator', () => {
  it('uses the AI answer when the AI is configured and answers validly, under the place’s rules', async () => {
    const ai = vi.fn<AiAnalysis>().mockResolvedValue(result('ai'));
    const fallback = vi.fn(knowsBatteries);
    const analyze = createAnalyze({ ai, fallback, rulesFor });
    expect((await analyze(request)).source).toBe('ai');
    expect(rulesFor).toHaveBeenCalledWith(request.location);
    expect(ai).toHaveBeenCalledWith(request, rules, undefined);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('hands the scan’s signal to the AI, and a cancelled scan gets no fallback and no failure report', async () => {
    const cancel = new AbortController();
    const ai = vi.fn<AiAnalysis>(
      (_request, _rules, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const onAiFailure = vi.fn();
    const fallback = vi.fn(knowsBatteries);
    const answer = createAnalyze({ ai, fallback, rulesFor, onAiFailure })(request, cancel.signal);
    await vi.waitFor(() => expect(ai).toHaveBeenCalledWith(request, rules, cancel.signal));
    cancel.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(answer).rejects.toThrow('Cancelled');
    expect(fallback).not.toHaveBeenCalled();
    expect(onAiFailure).not.toHaveBeenCalled();
  });

  it('uses the on-device fallback with no AI configured, without reporting a failure', async () => {
    const onAiFailure = vi.fn();
    const fallback = vi.fn(knowsBatteries);
    const analyze = createAnalyze({ ai: null, fallback, rulesFor, onAiFailure });
    expect((await analyze(request)).source).toBe('knowledge-base');
    expect(fallback).toHaveBeenCalledWith(request, rules);
    expect(onAiFailure).not.toHaveBeenCalled();
  });

  it('falls back when the AI fails, and reports why', async () => {
    const failure = new AiFailure('rate-limit', 'Rate limit reached', true, 429);
    const onAiFailure = vi.fn();
    const analyze = createAnalyze({
      ai: () => Promise.reject(failure),
      fallback: knowsBatteries,
      rulesFor,
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
      rulesFor,
      onAiFailure,
    });
    await analyze(request);
    expect(onAiFailure.mock.calls[0]![0]).toMatchObject({ kind: 'failed' });
  });

  it('gives the spec default result when the fallback knows none of the items, or breaks', async () => {
    const unknown = { ...request, items: [{ ...request.items[0]!, id: 'mystery', label: 'Mystery thing' }] };
    const toronto = RULE_PACKS.find((pack) => pack.id === 'ca-toronto')!;
    const analyze = createAnalyze({
      ai: null,
      fallback: knowsBatteries,
      rulesFor: async () => ({ ...rules, pack: toronto }),
    });
    const fallbackResult = await analyze(unknown);
    expect(fallbackResult).toMatchObject({
      source: 'generic',
      recyclability: 50,
      confidence: 0.5,
      category: { text: 'Mystery thing' },
      verdicts: [],
      pack: { id: 'ca-toronto' },
    });
    expect(fallbackResult.steps).toHaveLength(5);
    expect(fallbackResult.location).toEqual({ text: 'Cairo', lang: 'und' });
    const broken = createAnalyze({
      ai: null,
      fallback: () => {
        throw new Error('bad data');
      },
      rulesFor,
    });
    expect((await broken(request)).source).toBe('generic');
  });

  it('completes fallback answers that lack steps with the generic guidance', async () => {
    const analyze = createAnalyze({ ai: null, fallback: () => result('knowledge-base', 0), rulesFor });
    const answer = await analyze(request);
    expect(answer.steps.map((s) => s.text)).toContainEqual({ key: 'analysis.generic.steps.checkSymbols' });
    expect(answer.warnings).toEqual([{ text: 'Fire risk', lang: 'en' }]);
  });

  it('says where each answer offered for the main item leads, whichever adviser answered', async () => {
    const asked: AnalysisRequest = {
      ...request,
      items: [{ ...request.items[0]!, unsure: 'hazard', choices: ['battery', 'plastic', 'organic'] }],
    };
    const toronto: RuleContext = { pack: RULE_PACKS.find((pack) => pack.id === 'ca-toronto')!, generic: GENERIC_PACK };
    for (const ai of [vi.fn<AiAnalysis>().mockResolvedValue(result('ai')), null]) {
      const analyze = createAnalyze({ ai, fallback: knowsBatteries, rulesFor: async () => toronto });
      const { answers } = await analyze(asked);
      expect(answers?.map(({ choice, verdict }) => [choice, verdict.stream, verdict.bin.id])).toEqual([
        ['battery', 'hazardous', 'hhw'],
        ['plastic', 'recycling', 'blue-bin'],
        ['organic', 'compost', 'green-bin'],
      ]);
    }
  });

  it('refuses an empty request with the spec message', async () => {
    const analyze = createAnalyze({ ai: null, fallback: knowsBatteries, rulesFor });
    await expect(analyze({ ...request, items: [] })).rejects.toThrow('No items provided for analysis');
    expect(NO_ITEMS_FOR_ANALYSIS).toBe('No items provided for analysis');
  });
});
