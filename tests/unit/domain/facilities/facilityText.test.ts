import { facilityMaterialKeys, facilityTitle, facilityTypeKey } from '../../../../src/domain/facilities/facilityText';

const t = (key: string) => `[${key}]`;

describe('a place in words', () => {
  it('keeps a place its own name', () => {
    expect(facilityTitle({ name: 'Sběrný dvůr', type: 'centre', acceptedMaterials: ['glass'] }, t)).toBe('Sběrný dvůr');
  });

  it('names an unnamed container by the one kind of waste it takes', () => {
    const container = (acceptedMaterials: string[]) =>
      facilityTitle({ name: '', type: 'container', acceptedMaterials }, t);
    expect(container(['glass'])).toBe('[results.nearby.unnamed.glass]');
    expect(container(['cardboard', 'paper'])).toBe('[results.nearby.unnamed.paper]');
    expect(container(['metal', 'plastic'])).toBe('[results.nearby.unnamed.packaging]');
    // Madre Coraje's containers take clothes, shoes and toys: still a clothes container.
    expect(container(['textile', 'toys'])).toBe('[results.nearby.unnamed.textile]');
    expect(container(['battery'])).toBe('[results.nearby.unnamed.battery]');
    expect(container(['glass', 'paper', 'plastic'])).toBe('[facilities.generic.container]');
    expect(container([])).toBe('[facilities.generic.container]');
  });

  it("names a street corner of several containers by the one the person's item goes in", () => {
    const corner = {
      name: '',
      type: 'container' as const,
      acceptedMaterials: ['battery', 'glass', 'paper', 'plastic'],
    };
    expect(facilityTitle(corner, t, 'battery')).toBe('[results.nearby.unnamed.battery]');
    expect(facilityTitle(corner, t, 'cardboard')).toBe('[results.nearby.unnamed.paper]');
    expect(facilityTitle(corner, t, 'textile')).toBe('[facilities.generic.container]');
    expect(facilityTitle(corner, t)).toBe('[facilities.generic.container]');
  });

  it('names any other unnamed place by its type, and a history entry saved before types as a recycling point', () => {
    expect(facilityTitle({ name: ' ', type: 'centre', acceptedMaterials: ['glass'] }, t)).toBe(
      '[facilities.generic.centre]',
    );
    expect(facilityTitle({ name: '', acceptedMaterials: ['glass'] }, t)).toBe('[facilities.generic.other]');
    expect(facilityTypeKey('shop')).toBe('results.nearby.type.shop');
  });

  it("names the app's materials in its order, then the sources' finer ones, and leaves out the rest", () => {
    const keys = (accepted: string[], lead?: string) => facilityMaterialKeys(accepted, lead).map((chip) => chip.key);
    expect(keys(['tyres', 'paper', 'lamps', 'glass', 'coffee_capsules', 'plastic', 'beverage_cartons'])).toEqual([
      'identify.materials.plastic',
      'identify.materials.glass',
      'identify.materials.paper',
      'facilities.materials.beverage_cartons',
      'facilities.materials.lamps',
      'facilities.materials.tyres',
    ]);
    expect(facilityMaterialKeys([])).toEqual([]);
  });

  it("puts first, and marks, what the person's item is made of (paper and cardboard being one stream)", () => {
    expect(facilityMaterialKeys(['glass', 'paper', 'battery'], 'battery')).toEqual([
      { key: 'identify.materials.battery', lead: true },
      { key: 'identify.materials.glass', lead: false },
      { key: 'identify.materials.paper', lead: false },
    ]);
    expect(facilityMaterialKeys(['glass', 'paper'], 'cardboard')[0]).toEqual({
      key: 'identify.materials.paper',
      lead: true,
    });
  });
});
