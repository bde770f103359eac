import { GENERIC_PACK_ID, type RulePack } from '../../../../src/domain/rules/rulePack';
import {
  type PackPlace,
  packSpecificity,
  resolvePack,
  verdictFor,
  verdictOrGeneric,
} from '../../../../src/domain/rules/verdict';
import { findWasteItem, WASTE_ITEMS } from '../../../../src/domain/wasteItems';
import { GENERIC_PACK, RULE_PACKS } from '../../../../src/knowledge';

const place = (city: string, countryCode?: string, latitude = 0, longitude = 0, region?: string): PackPlace => ({
  city,
  latitude,
  longitude,
  ...(countryCode ? { countryCode } : {}),
  ...(region ? { region } : {}),
});
const packFor = (where: PackPlace) => resolvePack(RULE_PACKS, where).id;
const pack = (id: string) => RULE_PACKS.find((p) => p.id === id)!;
const verdict = (packId: string, itemId: string) =>
  verdictOrGeneric(pack(packId), GENERIC_PACK, findWasteItem(itemId)!);
const bin = (packId: string, itemId: string) => verdict(packId, itemId).bin.names.en;

describe('which pack speaks for a place', () => {
  it('Toronto by its coordinates, by its name, or by a district inside it', () => {
    expect(packFor(place('Toronto', 'CA', 43.65, -79.38, 'Ontario'))).toBe('ca-toronto');
    expect(packFor(place('Toronto'))).toBe('ca-toronto');
    expect(packFor(place('North York', 'CA', 43.77, -79.42))).toBe('ca-toronto');
    // A point inside the city's box whose nearest town has another name.
    expect(packFor(place('Somewhere', 'CA', 43.7, -79.5))).toBe('ca-toronto');
  });

  it('the most specific pack: city over country, country over the generic pack', () => {
    expect(packFor(place('Madrid', 'ES', 40.42, -3.7))).toBe('es');
    expect(packFor(place('Berlin', 'DE', 52.52, 13.4))).toBe('de');
    expect(packFor(place('Prague', 'CZ', 50.09, 14.42))).toBe('cz');
    expect(packFor(place('Shanghai', 'CN', 31.22, 121.46))).toBe('cn');
    expect(packFor(place('Delhi', 'IN', 28.65, 77.23))).toBe('in');
    expect(packFor(place('Ottawa', 'CA', 45.42, -75.7))).toBe(GENERIC_PACK_ID);
    expect(packFor(place('Lyon', 'FR', 45.76, 4.84))).toBe('fr');
    expect(packFor(place('Sydney', 'AU', -33.87, 151.21))).toBe(GENERIC_PACK_ID);
    expect(packFor(place('Unknown Location'))).toBe(GENERIC_PACK_ID);
  });

  it('the cities whose tables are imported: Sault Ste. Marie and Tsu, by name or by position', () => {
    expect(packFor(place('Sault Ste. Marie', 'CA', 46.52, -84.35, 'Ontario'))).toBe('ca-sault-ste-marie');
    expect(packFor(place('Sault Ste. Marie'))).toBe('ca-sault-ste-marie');
    expect(packFor(place('Somewhere', 'CA', 46.52, -84.35))).toBe('ca-sault-ste-marie');
    // Its namesake across the river, in Michigan, is not the City's.
    expect(packFor(place('Sault Ste. Marie', 'US', 46.5, -84.35))).toBe(GENERIC_PACK_ID);
    expect(packFor(place('Tsu', 'JP', 34.72, 136.51, 'Mie'))).toBe('jp-tsu');
    expect(packFor(place('Hisai', 'JP', 34.68, 136.47))).toBe('jp-tsu');
    expect(packFor(place('Osaka', 'JP', 34.69, 135.5))).toBe(GENERIC_PACK_ID);
  });

  it("a name alone never takes a place in another country: Toronto, Ohio is not Toronto's rules", () => {
    expect(packFor(place('Toronto', 'US', 40.46, -80.6))).toBe(GENERIC_PACK_ID);
  });

  it('ranks a region pack between a city pack and a country pack', () => {
    const ontario: RulePack = { ...pack('ca-toronto'), id: 'ca-on', area: { country: 'CA', region: 'Ontario' } };
    const canada: RulePack = { ...pack('ca-toronto'), id: 'ca', area: { country: 'CA' } };
    const packs = [...RULE_PACKS, ontario, canada];
    expect(resolvePack(packs, place('Ottawa', 'CA', 45.42, -75.7, 'Ontario')).id).toBe('ca-on');
    expect(resolvePack(packs, place('Montreal', 'CA', 45.5, -73.57, 'Quebec')).id).toBe('ca');
    expect(resolvePack(packs, place('Toronto', 'CA', 43.65, -79.38, 'Ontario')).id).toBe('ca-toronto');
    expect(packSpecificity(ontario, place('Ottawa', undefined, 0, 0, 'Ontario'))).toBeLessThan(0);
  });
});

describe("what each pack says (the issue's targets)", () => {
  it('Toronto: Blue Bin, Green Bin, Household Hazardous Waste, and its 2019 coffee cup rule', () => {
    for (const item of ['plastic-bottle', 'glass-bottle', 'aluminium-can', 'newspaper']) {
      expect(bin('ca-toronto', item), item).toBe('Blue Bin');
    }
    for (const item of ['fruit', 'coffee-grounds']) expect(bin('ca-toronto', item), item).toBe('Green Bin');
    expect(verdict('ca-toronto', 'battery')).toMatchObject({
      stream: 'hazardous',
      bin: { id: 'hhw', colour: 'none' },
      ref: 'HHW (batteries - Orange Drop items 1)',
    });
    expect(verdict('ca-toronto', 'paper-cup')).toMatchObject({
      stream: 'landfill',
      bin: { names: { en: 'Garbage Bin' } },
      ref: 'Garbage (takeout coffee cup)',
    });
  });

  it('Madrid, Berlin, Prague, Shanghai and Delhi follow their national conventions', () => {
    expect(verdict('es', 'plastic-bottle').bin).toMatchObject({ colour: 'yellow', id: 'amarillo' });
    expect(verdict('de', 'plastic-film').bin.names.en).toMatch(/Gelbe Tonne or Gelber Sack/);
    expect(verdict('de', 'plastic-bag').bin.colour).toBe('yellow');
    expect(verdict('cz', 'plastic-bottle').bin.colour).toBe('yellow');
    expect(verdict('cn', 'plastic-bottle').bin.names.zh).toBe('可回收物');
    expect(verdict('cn', 'battery').bin).toMatchObject({ colour: 'red', names: { zh: '有害垃圾' } });
    expect(verdict('cn', 'fruit').bin.names.zh).toBe('厨余垃圾');
    expect(verdict('cn', 'diaper').bin.names.zh).toBe('其他垃圾');
    expect(verdict('in', 'fruit').bin.names.en).toMatch(/^Wet waste/);
    expect(verdict('in', 'plastic-bottle').bin.names.en).toMatch(/^Dry waste/);
  });

  it('never sends a hazard to a household bin, in any pack', () => {
    for (const p of RULE_PACKS) {
      for (const item of WASTE_ITEMS.filter((i) => i.stream === 'hazardous')) {
        const v = verdictFor(p, item);
        expect(v.stream, `${p.id} ${item.id}`).toBe('hazardous');
        expect(v.bin.colour === 'none' || v.bin.hazardOnly, `${p.id} ${item.id}`).toBe(true);
      }
    }
  });

  it('follows a hand-edited pack that sends a hazard to a bin no further than its hazardous rule', () => {
    const careless: RulePack = { ...pack('es'), items: { ...pack('es').items, battery: { bin: 'gris' } } };
    expect(verdictFor(careless, findWasteItem('battery')!).bin.id).toBe('punto-limpio');
  });
});
