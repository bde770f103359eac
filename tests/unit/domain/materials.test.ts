import { acceptsMaterial, materialForOsmKey, materialOf } from '../../../src/domain/materials';

describe('materials named in free text', () => {
  it.each([
    ['PET plastic', 'plastic'],
    ['HDPE', 'plastic'],
    ['Plastic bottle cap', 'plastic'],
    ['Aluminium can', 'metal'],
    ['Steel lid', 'metal'],
    ['Tin', 'metal'],
    ['Cardboard box', 'cardboard'],
    ['Corrugated board', 'cardboard'],
    ['Paper cup', 'paper'],
    ['Glass bottle', 'glass'],
    ['Lithium-ion battery', 'battery'],
    ['Circuit board', 'e-waste'],
    ['Cotton fabric', 'textile'],
    ['Food residue', 'organic'],
    ['Plástico PET', 'plastic'],
    ['Vidrio', 'glass'],
    ['Cartón', 'cardboard'],
    ['Lata de aluminio', 'metal'],
    ['塑料瓶', 'plastic'],
    ['玻璃', 'glass'],
    ['废电池', 'battery'],
    ['प्लास्टिक', 'plastic'],
    ['काँच', 'glass'],
    ['बैटरी', 'battery'],
    ['البلاستيك', 'plastic'],
    ['زجاج', 'glass'],
    ['كرتون', 'cardboard'],
  ])('%s is %s', (text, material) => {
    expect(materialOf(text)).toBe(material);
  });

  it('does not read short words inside longer ones', () => {
    expect(materialOf('Candle wax')).toBeNull();
    expect(materialOf('tinted film')).toBeNull();
    expect(materialOf('petal')).toBeNull();
    expect(materialOf('Unknown')).toBeNull();
  });
});

describe('OpenStreetMap recycling keys', () => {
  it.each([
    ['plastic_packaging', 'plastic'],
    ['PET', 'plastic'],
    ['glass_bottles', 'glass'],
    ['cans', 'metal'],
    ['scrap_metal', 'metal'],
    ['paper_packaging', 'paper'],
    ['newspaper', 'paper'],
    ['cardboard', 'cardboard'],
    ['clothes', 'textile'],
    ['shoes', 'textile'],
    ['batteries', 'battery'],
    ['car_batteries', 'battery'],
    ['electrical_appliances', 'e-waste'],
    ['small_appliances', 'e-waste'],
    ['fluorescent_tubes', 'e-waste'],
    ['green_waste', 'organic'],
    ['sklo', 'glass'],
    ['kov', 'metal'],
    ['beverage_cartons', 'beverage_cartons'],
    ['cartons', 'beverage_cartons'],
    ['tetrapak', 'beverage_cartons'],
    ['cooking_oil', 'cooking_oil'],
    ['coffee_capsules', 'coffee_capsules'],
    ['tyres', 'tyres'],
    ['Hazardous_Waste', 'hazardous_waste'],
  ])('%s becomes %s', (key, material) => {
    expect(materialForOsmKey(key)).toBe(material);
  });

  it('treats paper and cardboard as one stream', () => {
    expect(acceptsMaterial(['paper'], 'cardboard')).toBe(true);
    expect(acceptsMaterial(['cardboard'], 'paper')).toBe(true);
    expect(acceptsMaterial(['glass'], 'paper')).toBe(false);
    expect(acceptsMaterial(['glass', 'metal'], 'metal')).toBe(true);
  });
});
