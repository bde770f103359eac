import { looksLikeImage } from '../../../../src/domain/identification/photoFile';
import { EMPTY_SCAN_RESULT, readStoredScanResult, withItemAnswer } from '../../../../src/domain/results/scanResult';
import { extrapolate, SHARE_REACH, shareFigures, shareLinks } from '../../../../src/domain/results/share';
import { randomIndex } from '../../../../src/domain/scanProgress';
import type { IdentifiedItem } from '../../../../src/domain/types';
import { analyzeWithKnowledgeBase, GENERIC_PACK } from '../../../../src/knowledge';

const bottle: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.9,
  source: 'device',
};
const jar: IdentifiedItem = {
  id: 'glass-jar',
  label: 'Glass jar',
  material: 'glass',
  confidence: 0.7,
  source: 'device',
};

describe('photo signatures', () => {
  it('knows JPEG, PNG and GIF by their first bytes and nothing else', () => {
    expect(looksLikeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLikeImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(looksLikeImage(new TextEncoder().encode('GIF89a'))).toBe(true);
    expect(looksLikeImage(new TextEncoder().encode('hello, not a photo'))).toBe(false);
    expect(looksLikeImage(new Uint8Array([0xff, 0xd8]))).toBe(false);
  });
});

describe('loading panel', () => {
  it('picks a fact index in range', () => {
    expect(randomIndex(8, () => 0)).toBe(0);
    expect(randomIndex(8, () => 0.999999)).toBe(7);
  });
});

describe('session', () => {
  it('changes one item’s answer, as the person’s sure answer, and refuses a missing index', () => {
    const items = withItemAnswer([bottle, { ...jar, unsure: 'uncertain' }], 1, 'metal');
    expect(items.map((i) => i.material)).toEqual(['plastic', 'metal']);
    expect(items[1]).toMatchObject({ id: 'aluminium-can', materialConfirmed: true });
    expect(items[1]!.unsure).toBeUndefined();
    expect(items[0]!.materialConfirmed).toBeUndefined();
    expect(() => withItemAnswer([bottle], 3, 'glass')).toThrow(RangeError);
  });
  it('drops what does not check out in a stored copy', () => {
    expect(readStoredScanResult('nonsense')).toEqual(EMPTY_SCAN_RESULT);
    const stored = readStoredScanResult({
      identifiedItems: [bottle],
      analysis: { nope: true },
      currentImage: 'javascript:alert(1)',
      action: 'eaten',
      recyclabilityScore: 80,
    });
    expect(stored.identifiedItems).toEqual([bottle]);
    expect(stored.analysis).toBeNull();
    expect(stored.currentImage).toBeNull();
    expect(stored.action).toBeNull();
    expect(stored.recyclabilityScore).toBe(50);
    // The answers an item offers and ranks are lists of answers, or the items are not the app's.
    const ranked = { ...bottle, choices: ['plastic', 'glass'], ranking: ['plastic', 'glass', 'metal'] } as const;
    expect(readStoredScanResult({ identifiedItems: [ranked] }).identifiedItems).toEqual([ranked]);
    expect(readStoredScanResult({ identifiedItems: [{ ...bottle, ranking: 'plastic' }] }).identifiedItems).toEqual([]);
    expect(
      readStoredScanResult({ identifiedItems: [{ ...bottle, choices: ['plastic', 'wood'] }] }).identifiedItems,
    ).toEqual([]);
  });
  it('keeps an analysis of facts, and drops one an older version kept in words', () => {
    const analysis = analyzeWithKnowledgeBase(
      { items: [bottle], location: { city: 'Toronto', latitude: 43.65, longitude: -79.38 }, language: 'en' },
      { pack: GENERIC_PACK, generic: GENERIC_PACK },
    );
    const kept = readStoredScanResult({ identifiedItems: [bottle], analysis, recyclabilityScore: 40 });
    expect(kept.analysis).toEqual(analysis);
    expect(kept.recyclabilityScore).toBe(40);
    const inWords = {
      classification: {},
      materialBreakdown: [],
      ecoTips: [],
      sustainableHabits: [],
      disposalInstructions: { steps: [] },
    };
    expect(readStoredScanResult({ identifiedItems: [bottle], analysisData: inWords }).analysis).toBeNull();
    expect(readStoredScanResult({ identifiedItems: [bottle], analysis: inWords }).analysis).toBeNull();
  });
});

describe('share', () => {
  it('extrapolates one item to 10,000 people', () => {
    const scaled = extrapolate({
      co2_saved: 0.25,
      material_reduced: 0.1,
      water_saved: 10,
      energy_saved: 0.5,
      trees_equivalent: 0.01,
    });
    expect(SHARE_REACH).toBe(10_000);
    expect(scaled.co2_saved).toBe(2500);
    expect(scaled.water_saved).toBe(100_000);
  });
  it('says the figures as a sentence would, in the reader’s language: no float error, no false decimals', () => {
    // 0.1 + 0.15 is 0.25000000000000006: times 10,000 it must still read "2,500 kg".
    const metrics = {
      co2_saved: 0.1 + 0.15,
      material_reduced: 0.1,
      water_saved: 10.000000000000002,
      energy_saved: 0.5,
      trees_equivalent: 0.01,
    };
    expect(shareFigures(metrics, 'en')).toEqual({ people: '10,000', co2: '2,500 kg', water: '100,000 L' });
    expect(shareFigures(metrics, 'es')).toEqual({ people: '10.000', co2: '2500 kg', water: '100.000 l' });
    // Arabic names its units in Arabic (with the digits Chromium's Arabic uses, as elsewhere in the app).
    const arabic = shareFigures(metrics, 'ar');
    expect(arabic.co2).toMatch(/كغم/);
    expect(arabic.water).toMatch(/لتر/);
    expect(`${arabic.co2} ${arabic.water}`).not.toMatch(/[A-Za-z]/);
    expect(shareFigures({ ...metrics, co2_saved: 0.012345 }, 'en').co2).toBe('123 kg');
  });
  it('puts the message, encoded, in each network’s share page', () => {
    const links = shareLinks('I sorted a bottle & more', 'https://example.org/');
    expect(links.map((l) => l.network)).toEqual(['x', 'facebook', 'linkedin', 'whatsapp']);
    expect(links[0]!.href).toContain('text=I%20sorted%20a%20bottle%20%26%20more');
    expect(links[3]!.href).toContain('https%3A%2F%2Fexample.org%2F');
  });
});
