import {
  DEFAULT_EMOJI,
  EMOJI_MAX_TOKENS,
  emojiFromReply,
  IMPACT_ERRORS,
  impactEstimate,
  parseImpactReply,
} from '../../../../src/domain/analysis/impactReply';
import {
  acceptImpactMetrics,
  completeImpact,
  DEFAULT_IMPACT_MATERIAL_NAME,
  DEFAULT_IMPACT_PER_KG,
  DEFAULT_ITEM_WEIGHT_KG,
  defaultImpact,
  impactMaterialOf,
} from '../../../../src/domain/progress';

const metrics = { co2_saved: 0.3, material_reduced: 0.1, water_saved: 2, energy_saved: 0.5, trees_equivalent: 0.01 };

describe('default impact by material', () => {
  it('is the spec table', () => {
    expect(DEFAULT_IMPACT_PER_KG).toEqual({
      plastic: { co2_saved: 2.5, material_reduced: 1, water_saved: 100, energy_saved: 5, trees_equivalent: 0.05 },
      paper: { co2_saved: 1.5, material_reduced: 1, water_saved: 50, energy_saved: 3, trees_equivalent: 0.1 },
      glass: { co2_saved: 0.8, material_reduced: 1, water_saved: 25, energy_saved: 2, trees_equivalent: 0.02 },
      metal: { co2_saved: 4, material_reduced: 1, water_saved: 75, energy_saved: 8, trees_equivalent: 0.08 },
      default: { co2_saved: 1, material_reduced: 1, water_saved: 50, energy_saved: 2, trees_equivalent: 0.05 },
    });
    expect(DEFAULT_IMPACT_MATERIAL_NAME).toBe('mixed');
    expect(DEFAULT_ITEM_WEIGHT_KG).toBe(0.1);
  });

  it.each([
    ['Plastic bottle', 'plastic'],
    ['Paper bag', 'paper'],
    ['Glass jar', 'glass'],
    ['Scrap metal', 'metal'],
    ['Aluminium can', 'metal'],
    ['Soda cans', 'metal'],
    ['Candle', 'default'],
    ['Banana peel', 'default'],
  ] as const)('picks %s as %s by keyword', (label, material) => {
    expect(impactMaterialOf(label)).toBe(material);
  });

  it('scales per-kg figures by the weight, 0.1 kg by default', () => {
    expect(defaultImpact('Plastic bottle').co2_saved).toBeCloseTo(0.25);
    expect(defaultImpact('Glass jar', 0.5).water_saved).toBeCloseTo(12.5);
    expect(defaultImpact('thing', -1).material_reduced).toBeCloseTo(0.1);
  });

  it('accepts AI figures only when all five are non-negative numbers', () => {
    expect(acceptImpactMetrics(metrics)).toEqual(metrics);
    expect(acceptImpactMetrics({ ...metrics, water_saved: -1 })).toBeNull();
    expect(acceptImpactMetrics({ ...metrics, water_saved: '2' })).toBeNull();
    expect(acceptImpactMetrics({ ...metrics, energy_saved: Number.NaN })).toBeNull();
    const { trees_equivalent: _, ...four } = metrics;
    expect(acceptImpactMetrics(four)).toBeNull();
    expect(acceptImpactMetrics(null)).toBeNull();
  });

  it('floors each metric at 0 and takes the default for zero or non-numbers', () => {
    const defaults = defaultImpact('Plastic bottle');
    const completed = completeImpact({ ...metrics, co2_saved: 0, water_saved: Number.NaN, energy_saved: -4 }, defaults);
    expect(completed).toEqual({
      ...metrics,
      co2_saved: defaults.co2_saved,
      water_saved: defaults.water_saved,
      energy_saved: defaults.energy_saved,
    });
  });
});

describe('AI replies for impact and emoji', () => {
  it('reads {metrics, confidence, methodology}, or flat figures', () => {
    expect(parseImpactReply(JSON.stringify({ metrics, confidence: 0.7, methodology: 'LCA averages' }))).toEqual({
      metrics,
      confidence: 0.7,
      methodology: 'LCA averages',
    });
    expect(parseImpactReply(`Here: ${JSON.stringify(metrics)}`).metrics).toEqual(metrics);
  });

  it('uses the spec messages', () => {
    expect(IMPACT_ERRORS).toEqual({
      empty: 'Empty response from OpenAI',
      invalid: 'Invalid metrics format in response',
    });
    expect(() => parseImpactReply('')).toThrow('Empty response from OpenAI');
    expect(() => parseImpactReply('  ')).toThrow('Empty response from OpenAI');
    expect(() => parseImpactReply('no numbers')).toThrow('Invalid metrics format in response');
    expect(() => parseImpactReply(JSON.stringify({ metrics: { ...metrics, co2_saved: -2 } }))).toThrow(
      'Invalid metrics format in response',
    );
  });

  it('falls back to the material defaults when the figures fail', () => {
    expect(impactEstimate('garbage', 'Glass jar', 0.2)).toEqual({
      metrics: defaultImpact('Glass jar', 0.2),
      basis: 'default',
      confidence: null,
      methodology: '',
    });
    expect(impactEstimate(JSON.stringify({ metrics }), 'Glass jar').basis).toBe('ai');
  });

  it('takes the first emoji, or the recycling symbol', () => {
    expect(EMOJI_MAX_TOKENS).toBe(5);
    expect(DEFAULT_EMOJI).toBe('♻️');
    expect(emojiFromReply('🧴')).toBe('🧴');
    expect(emojiFromReply('Sure: 🥫 can')).toBe('🥫');
    expect(emojiFromReply('👩‍🔬')).toBe('👩‍🔬');
    expect(emojiFromReply('bottle')).toBe('♻️');
    expect(emojiFromReply(undefined)).toBe('♻️');
  });
});
