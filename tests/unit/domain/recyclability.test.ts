import { type AnalysedPart, packSummary } from '../../../src/domain/analysis/analysis';
import {
  acceptance,
  computeRecyclability,
  DEFAULT_RECYCLABILITY,
  FACILITY_FACTOR_IN_CITY,
  FACILITY_FACTOR_NONE,
  facilityFactor,
  MAIN_PART_WEIGHT,
  materialComponents,
  OTHER_PART_WEIGHT,
  UNKNOWN_FACILITY_ACCEPTANCE,
} from '../../../src/domain/recyclability';
import { verdictFor } from '../../../src/domain/rules/verdict';
import type { FacilityNearPoint, IdentifiedItem, Material } from '../../../src/domain/types';
import { findWasteItem } from '../../../src/domain/wasteItems';
import { GENERIC_PACK, RULE_PACKS } from '../../../src/knowledge';
import { facilityNearPoint } from '../helpers/facilityFixtures';

const item = (id: string, label: string, material: IdentifiedItem['material']): IdentifiedItem => ({
  id,
  label,
  material,
  confidence: 0.9,
  source: 'device',
});
const bottle = item('plastic-bottle', 'Plastic bottle', 'plastic');
const part = (main: boolean, material: Material, recyclable = true, itemId = 'plastic-bottle'): AnalysedPart => ({
  part: { text: 'part', lang: 'en' },
  type: { text: material, lang: 'en' },
  details: { text: '', lang: 'en' },
  recyclable,
  main,
  item: itemId,
  material,
});
const analysed = (parts: AnalysedPart[], packId = 'generic') => {
  const pack = RULE_PACKS.find((p) => p.id === packId)!;
  const verdicts = [...new Set(parts.map((p) => p.item))].map((id) => verdictFor(pack, findWasteItem(id)!));
  return { parts, verdicts, pack: packSummary(pack) };
};
const facility = (materials: string[]): FacilityNearPoint =>
  facilityNearPoint({ name: 'x', city: 'Brno', accepted_materials: materials, distance_miles: 1 });

describe('recyclability score', () => {
  it('has the spec constants', () => {
    expect(DEFAULT_RECYCLABILITY).toBe(50);
    expect(MAIN_PART_WEIGHT).toBe(0.6);
    expect(OTHER_PART_WEIGHT).toBe(0.2);
    expect(UNKNOWN_FACILITY_ACCEPTANCE).toBe(0.5);
    expect(FACILITY_FACTOR_IN_CITY).toBe(1);
    expect(FACILITY_FACTOR_NONE).toBe(0.8);
    expect(facilityFactor(true)).toBe(1);
    expect(facilityFactor(false)).toBe(0.8);
  });

  it('weighs the main part 0.6 and the others 0.2, as shares that sum to 1', () => {
    const components = materialComponents(
      [bottle],
      analysed([part(true, 'plastic'), part(false, 'plastic'), part(false, 'paper', false)]),
    );
    expect(components.map((c) => [c.material, c.weight, c.recyclable])).toEqual([
      ['plastic', 0.6, true],
      ['plastic', 0.2, true],
      ['paper', 0.2, false],
    ]);
    const two = materialComponents([bottle], analysed([part(true, 'plastic'), part(false, 'other')]));
    expect(two[0]!.weight).toBeCloseTo(0.75);
    expect(two[1]!.weight).toBeCloseTo(0.25);
  });

  it("under a place's own pack, the verdict says what is taken here: no facility list needed", () => {
    const parts = [part(true, 'plastic'), part(false, 'plastic'), part(false, 'other', false)];
    const toronto = materialComponents([bottle], analysed(parts, 'ca-toronto'));
    expect(toronto.map((c) => [c.recyclable, c.ruledHere])).toEqual([
      [true, true],
      [true, true],
      [false, true],
    ]);
    // Blue Bin: 0.8 of the item taken, whatever the facilities nearby say.
    expect(computeRecyclability(toronto, [], false).score).toBe(80);
    expect(computeRecyclability(toronto, [facility(['glass'])], false).breakdown.map((r) => r.percent)).toEqual([
      100, 100, 0,
    ]);
    // A coffee cup goes in Toronto's garbage: nothing of it is recovered there.
    const cup = [part(true, 'paper', true, 'paper-cup'), part(false, 'plastic', true, 'paper-cup')];
    expect(computeRecyclability(materialComponents([bottle], analysed(cup, 'ca-toronto')), [], true).score).toBe(0);
    // The generic pack knows no place: the facilities decide.
    expect(materialComponents([bottle], analysed(parts)).every((c) => !c.ruledHere)).toBe(true);
    expect(packSummary(GENERIC_PACK).id).toBe('generic');
  });

  it('falls back to one component per item, weight 1/count', () => {
    const components = materialComponents(
      [bottle, item('glass-jar', 'Glass jar', 'glass'), item('diaper', 'Diaper', 'other')],
      null,
    );
    expect(components.map((c) => [c.material, c.weight, c.recyclable])).toEqual([
      ['plastic', 1 / 3, true],
      ['glass', 1 / 3, true],
      ['other', 1 / 3, false],
    ]);
  });

  it('accepts a material at 1 when a nearby facility takes it, 0 when none does, 0.5 when none says', () => {
    const plastic = { material: 'plastic', recyclable: true, weight: 1 };
    expect(acceptance(plastic, [facility(['glass']), facility(['plastic'])])).toBe(1);
    expect(acceptance(plastic, [facility(['glass'])])).toBe(0);
    expect(acceptance(plastic, [])).toBe(0.5);
    expect(acceptance(plastic, [facility([])])).toBe(0.5);
    expect(acceptance({ ...plastic, recyclable: false }, [facility(['plastic'])])).toBe(0);
  });

  it('multiplies by the facility factor, clamps and rounds', () => {
    const components = materialComponents(
      [bottle],
      analysed([part(true, 'plastic'), part(false, 'plastic'), part(false, 'paper')]),
    );
    // Plastic accepted (0.8 of the item), paper not: 80 × 1.
    expect(computeRecyclability(components, [facility(['plastic'])], true).score).toBe(80);
    // Same with no facility in the city: 80 × 0.8 = 64.
    expect(computeRecyclability(components, [facility(['plastic'])], false).score).toBe(64);
    // Nothing known: 0.5 everywhere × 0.8 = 40.
    const unknown = computeRecyclability(components, [], false);
    expect(unknown.score).toBe(40);
    expect(unknown.breakdown).toEqual([
      { material: 'plastic', percent: 40 },
      { material: 'plastic', percent: 40 },
      { material: 'paper', percent: 40 },
    ]);
    expect(
      computeRecyclability([{ material: 'glass', recyclable: true, weight: 3 }], [facility(['glass'])], true).score,
    ).toBe(100);
    expect(computeRecyclability(components, [facility(['plastic', 'paper'])], true).score).toBe(100);
  });

  it('falls back to 50 with empty lists on any error', () => {
    expect(computeRecyclability([], [], true)).toEqual({ score: 50, facilities: [], components: [], breakdown: [] });
    expect(computeRecyclability([{ material: 'glass', recyclable: true, weight: Number.NaN }], [], true)).toEqual({
      score: 50,
      facilities: [],
      components: [],
      breakdown: [],
    });
    const broken = [facility(['glass'])];
    (broken[0] as { accepted_materials: unknown }).accepted_materials = null;
    expect(computeRecyclability([{ material: 'glass', recyclable: true, weight: 1 }], broken, true).score).toBe(50);
  });
});
