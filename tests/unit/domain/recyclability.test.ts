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
  partWeight,
  UNKNOWN_FACILITY_ACCEPTANCE,
} from '../../../src/domain/recyclability';
import type { FacilityNearPoint, IdentifiedItem, MaterialPart } from '../../../src/domain/types';

const item = (id: string, label: string, material: IdentifiedItem['material']): IdentifiedItem => ({
  id,
  label,
  material,
  confidence: 0.9,
  source: 'device',
});
const bottle = item('plastic-bottle', 'Plastic bottle', 'plastic');
const part = (name: string, type: string, recyclable = true): MaterialPart => ({
  part: name,
  type,
  recyclable,
  details: '',
});
const facility = (materials: string[]): FacilityNearPoint => ({
  name: 'x',
  city: 'Brno',
  state: 'South Moravian',
  latitude: 49.2,
  longitude: 16.6,
  accepted_materials: materials,
  distance_miles: 1,
});

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

  it("weighs a part 0.6 when its name contains 'main', else 0.2", () => {
    expect(partWeight('main body')).toBe(0.6);
    expect(partWeight('Main')).toBe(0.6);
    expect(partWeight('cuerpo principal')).toBe(0.6);
    expect(partWeight('cap')).toBe(0.2);
  });

  it('turns parts into shares that sum to 1, reading materials from the part type', () => {
    const components = materialComponents(
      [bottle],
      [part('main body', 'PET plastic'), part('cap', 'HDPE'), part('label', 'Paper')],
    );
    expect(components.map((c) => [c.material, c.weight])).toEqual([
      ['plastic', 0.6],
      ['plastic', 0.2],
      ['paper', 0.2],
    ]);
    const two = materialComponents([bottle], [part('main', 'PET'), part('cap', '???')]);
    expect(two[0]!.weight).toBeCloseTo(0.75);
    expect(two[1]!.weight).toBeCloseTo(0.25);
    expect(two[1]!.material).toBe('plastic');
  });

  it('falls back to one component per item, weight 1/count', () => {
    const components = materialComponents([
      bottle,
      item('glass-jar', 'Glass jar', 'glass'),
      item('diaper', 'Diaper', 'other'),
    ]);
    expect(components.map((c) => [c.material, c.weight, c.recyclable])).toEqual([
      ['plastic', 1 / 3, true],
      ['glass', 1 / 3, true],
      ['other', 1 / 3, false],
    ]);
  });

  it('accepts a material at 1 when a nearby facility takes it, 0 when none does, 0.5 when none says', () => {
    const plastic = { part: 'main', material: 'plastic', recyclable: true, weight: 1 };
    expect(acceptance(plastic, [facility(['glass']), facility(['plastic'])])).toBe(1);
    expect(acceptance(plastic, [facility(['glass'])])).toBe(0);
    expect(acceptance(plastic, [])).toBe(0.5);
    expect(acceptance(plastic, [facility([])])).toBe(0.5);
    expect(acceptance({ ...plastic, recyclable: false }, [facility(['plastic'])])).toBe(0);
  });

  it('multiplies by the facility factor, clamps and rounds', () => {
    const components = materialComponents(
      [bottle],
      [part('main body', 'PET'), part('cap', 'HDPE'), part('label', 'paper')],
    );
    // Plastic accepted (0.8 of the item), paper not: 80 × 1.
    expect(computeRecyclability(components, [facility(['plastic'])], true).score).toBe(80);
    // Same with no facility in the city: 80 × 0.8 = 64.
    expect(computeRecyclability(components, [facility(['plastic'])], false).score).toBe(64);
    // Nothing known: 0.5 everywhere × 0.8 = 40.
    const unknown = computeRecyclability(components, [], false);
    expect(unknown.score).toBe(40);
    expect(unknown.breakdown).toEqual([
      { part: 'main body', material: 'plastic', percent: 40 },
      { part: 'cap', material: 'plastic', percent: 40 },
      { part: 'label', material: 'paper', percent: 40 },
    ]);
    expect(
      computeRecyclability([{ part: 'x', material: 'glass', recyclable: true, weight: 3 }], [facility(['glass'])], true)
        .score,
    ).toBe(100);
    expect(computeRecyclability(components, [facility(['plastic', 'paper'])], true).score).toBe(100);
  });

  it('falls back to 50 with empty lists on any error', () => {
    expect(computeRecyclability([], [], true)).toEqual({ score: 50, facilities: [], components: [], breakdown: [] });
    expect(
      computeRecyclability([{ part: 'x', material: 'glass', recyclable: true, weight: Number.NaN }], [], true),
    ).toEqual({ score: 50, facilities: [], components: [], breakdown: [] });
    const broken = [facility(['glass'])];
    (broken[0] as { accepted_materials: unknown }).accepted_materials = null;
    expect(
      computeRecyclability([{ part: 'x', material: 'glass', recyclable: true, weight: 1 }], broken, true).score,
    ).toBe(50);
  });
});
