import { pageAfterDelete, SCAN_ENERGY_SAVED_KWH, scanRecord } from '../../../src/domain/scanHistory';
import type { AnalysisResult } from '../../../src/domain/types';
import { ASKED_FOR_A_BATTERY } from '../helpers/scanStandIns';

const analysis = (overallRecyclability: number): AnalysisResult => ({
  classification: { category: 'Can', material: 'metal', disposal_type: 'recycling', confidence: 0.9, reasoning: '' },
  materialBreakdown: [{ part: 'Body', type: 'aluminium', recyclable: true, details: '' }],
  ecoTips: [],
  sustainableHabits: [],
  overallRecyclability,
  disposalInstructions: { steps: [{ icon: '♻️', text: 'Rinse' }], location: 'Austin' },
  source: 'ai',
});

describe('scanRecord', () => {
  const base = {
    resultId: 'r1',
    items: [
      {
        id: 'can',
        label: 'Drink can',
        material: 'metal' as const,
        confidence: 0.93,
        source: 'both' as const,
        estimatedWeight: 0.015,
      },
    ],
    facilities: [],
  };

  it('fixes energy_saved at 0.2 and keeps the other impact figures', () => {
    const record = scanRecord({
      ...base,
      analysis: analysis(88),
      impact: { co2_saved: 1, material_reduced: 2, water_saved: 3, energy_saved: 4, trees_equivalent: 5 },
    });
    expect(record.impact_metrics).toEqual({
      co2_saved: 1,
      material_reduced: 2,
      water_saved: 3,
      energy_saved: SCAN_ENERGY_SAVED_KWH,
      trees_equivalent: 5,
    });
    expect(record).toMatchObject({
      id: 'r1',
      overall_recyclability: 88,
      identified_items: [{ id: 'can', label: 'Drink can', material: 'metal', confidence: 0.93 }],
    });
  });

  it('keeps the question of an item the app was still asking about, and only of such an item', () => {
    const asked = { ...ASKED_FOR_A_BATTERY, ranking: ['paper', 'other', 'battery', 'cardboard'] as const };
    const sure = { ...base.items[0]!, choices: ['metal', 'glass'] as const };
    const record = scanRecord({ ...base, items: [asked, sure], analysis: analysis(70), impact: null });
    const { source: _source, ...kept } = ASKED_FOR_A_BATTERY;
    expect(record.identified_items).toEqual([
      kept,
      { id: 'can', label: 'Drink can', material: 'metal', confidence: 0.93 },
    ]);
  });

  it('defaults the overall recyclability to 50 and keeps it an integer within 0..100', () => {
    expect(scanRecord({ ...base, analysis: analysis(Number.NaN), impact: null }).overall_recyclability).toBe(50);
    expect(scanRecord({ ...base, analysis: analysis(140), impact: null }).overall_recyclability).toBe(100);
    expect(scanRecord({ ...base, analysis: analysis(66.6), impact: null }).overall_recyclability).toBe(67);
    expect(scanRecord({ ...base, analysis: analysis(10), impact: null }).impact_metrics).toBeNull();
  });
});

describe('pageAfterDelete', () => {
  it('steps back when the last item of the last page is deleted', () => {
    expect(pageAfterDelete(2, 10)).toBe(1);
    expect(pageAfterDelete(2, 11)).toBe(2);
    expect(pageAfterDelete(0, 0)).toBe(0);
    expect(pageAfterDelete(1, 9)).toBe(1);
  });
});
