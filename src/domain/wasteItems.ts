// The catalogue of waste items the app knows. Every identification (on-device taxonomy or cloud
// label) resolves to one of these ids, and the on-device knowledge base has an entry for each.
// Labels here are English and stable (used as keys and in data); the screen shows items.<id>.
import type { DisposalStream, IdentifiedItem, Material, Translate } from './types';

export interface WasteItemDefinition {
  id: string;
  label: string;
  material: Material;
  stream: DisposalStream;
}

export const WASTE_ITEMS = [
  // Plastic
  { id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic', stream: 'recycling' },
  { id: 'plastic-jug', label: 'Plastic jug', material: 'plastic', stream: 'recycling' },
  { id: 'toiletry-bottle', label: 'Toiletry bottle', material: 'plastic', stream: 'recycling' },
  { id: 'spray-bottle', label: 'Spray bottle', material: 'plastic', stream: 'recycling' },
  { id: 'plastic-food-container', label: 'Plastic food container', material: 'plastic', stream: 'recycling' },
  { id: 'plastic-cup', label: 'Plastic cup', material: 'plastic', stream: 'recycling' },
  { id: 'plastic-bag', label: 'Plastic bag', material: 'plastic', stream: 'drop-off' },
  { id: 'plastic-film', label: 'Plastic film', material: 'plastic', stream: 'landfill' },
  { id: 'snack-packet', label: 'Snack packet', material: 'plastic', stream: 'landfill' },
  { id: 'foam-packaging', label: 'Foam packaging', material: 'plastic', stream: 'landfill' },
  { id: 'plastic-cutlery', label: 'Plastic cutlery', material: 'plastic', stream: 'landfill' },
  { id: 'plastic-toy', label: 'Plastic toy', material: 'plastic', stream: 'drop-off' },
  { id: 'plastic-bucket', label: 'Plastic bucket', material: 'plastic', stream: 'recycling' },
  { id: 'pill-bottle', label: 'Pill bottle', material: 'plastic', stream: 'recycling' },
  { id: 'rubber-item', label: 'Rubber item', material: 'other', stream: 'landfill' },
  // Glass
  { id: 'glass-bottle', label: 'Glass bottle', material: 'glass', stream: 'recycling' },
  { id: 'glass-jar', label: 'Glass jar', material: 'glass', stream: 'recycling' },
  { id: 'drinking-glass', label: 'Drinking glass', material: 'glass', stream: 'landfill' },
  { id: 'light-bulb', label: 'Light bulb', material: 'glass', stream: 'hazardous' },
  // Metal
  { id: 'aluminium-can', label: 'Aluminium can', material: 'metal', stream: 'recycling' },
  { id: 'food-tin', label: 'Food tin', material: 'metal', stream: 'recycling' },
  { id: 'aerosol-can', label: 'Aerosol can', material: 'metal', stream: 'recycling' },
  { id: 'aluminium-foil', label: 'Aluminium foil', material: 'metal', stream: 'recycling' },
  { id: 'metal-lid', label: 'Metal lid or cap', material: 'metal', stream: 'recycling' },
  { id: 'cookware', label: 'Pots and pans', material: 'metal', stream: 'drop-off' },
  { id: 'scrap-metal', label: 'Scrap metal', material: 'metal', stream: 'drop-off' },
  { id: 'metal-tool', label: 'Metal tool', material: 'metal', stream: 'drop-off' },
  { id: 'gas-cylinder', label: 'Gas cylinder', material: 'metal', stream: 'hazardous' },
  // Paper and cardboard
  { id: 'cardboard-box', label: 'Cardboard box', material: 'cardboard', stream: 'recycling' },
  { id: 'pizza-box', label: 'Pizza box', material: 'cardboard', stream: 'recycling' },
  { id: 'egg-carton', label: 'Egg carton', material: 'cardboard', stream: 'recycling' },
  { id: 'drink-carton', label: 'Drink carton', material: 'paper', stream: 'recycling' },
  { id: 'paper', label: 'Paper', material: 'paper', stream: 'recycling' },
  { id: 'envelope', label: 'Envelope', material: 'paper', stream: 'recycling' },
  { id: 'newspaper', label: 'Newspaper or magazine', material: 'paper', stream: 'recycling' },
  { id: 'book', label: 'Book', material: 'paper', stream: 'drop-off' },
  { id: 'paper-bag', label: 'Paper bag', material: 'paper', stream: 'recycling' },
  { id: 'paper-cup', label: 'Paper cup', material: 'paper', stream: 'landfill' },
  { id: 'tissue', label: 'Tissue or paper towel', material: 'paper', stream: 'compost' },
  // Organic
  { id: 'fruit', label: 'Fruit', material: 'organic', stream: 'compost' },
  { id: 'vegetables', label: 'Vegetables', material: 'organic', stream: 'compost' },
  { id: 'bread', label: 'Bread and baked goods', material: 'organic', stream: 'compost' },
  { id: 'food-leftovers', label: 'Food leftovers', material: 'organic', stream: 'compost' },
  { id: 'coffee-grounds', label: 'Coffee grounds', material: 'organic', stream: 'compost' },
  { id: 'eggshells', label: 'Eggshells', material: 'organic', stream: 'compost' },
  { id: 'garden-waste', label: 'Garden waste', material: 'organic', stream: 'compost' },
  { id: 'wood', label: 'Wood', material: 'organic', stream: 'drop-off' },
  // Textiles
  { id: 'clothing', label: 'Clothing', material: 'textile', stream: 'drop-off' },
  { id: 'shoes', label: 'Shoes', material: 'textile', stream: 'drop-off' },
  { id: 'bag', label: 'Bag or backpack', material: 'textile', stream: 'drop-off' },
  { id: 'household-textiles', label: 'Towels and bedding', material: 'textile', stream: 'drop-off' },
  // Electronics and batteries
  { id: 'mobile-phone', label: 'Mobile phone', material: 'e-waste', stream: 'drop-off' },
  { id: 'computer', label: 'Computer', material: 'e-waste', stream: 'drop-off' },
  { id: 'computer-accessory', label: 'Keyboard, mouse or cable', material: 'e-waste', stream: 'drop-off' },
  { id: 'screen', label: 'Television or monitor', material: 'e-waste', stream: 'drop-off' },
  { id: 'small-appliance', label: 'Small appliance', material: 'e-waste', stream: 'drop-off' },
  { id: 'large-appliance', label: 'Large appliance', material: 'e-waste', stream: 'drop-off' },
  { id: 'audio-device', label: 'Audio or camera device', material: 'e-waste', stream: 'drop-off' },
  { id: 'battery', label: 'Battery', material: 'battery', stream: 'hazardous' },
  // Other
  { id: 'ceramics', label: 'Ceramics', material: 'other', stream: 'landfill' },
  { id: 'diaper', label: 'Diaper', material: 'other', stream: 'landfill' },
  { id: 'face-mask', label: 'Face mask', material: 'other', stream: 'landfill' },
  { id: 'toothbrush', label: 'Toothbrush', material: 'plastic', stream: 'landfill' },
  { id: 'cigarette-butt', label: 'Cigarette butt', material: 'other', stream: 'landfill' },
  { id: 'medicine', label: 'Medicine', material: 'other', stream: 'hazardous' },
  { id: 'paint', label: 'Paint', material: 'other', stream: 'hazardous' },
  { id: 'furniture', label: 'Furniture', material: 'other', stream: 'drop-off' },
  { id: 'tyre', label: 'Tyre', material: 'other', stream: 'drop-off' },
  { id: 'candle', label: 'Candle', material: 'other', stream: 'landfill' },
  { id: 'lighter', label: 'Lighter', material: 'other', stream: 'hazardous' },
  { id: 'pen', label: 'Pen or marker', material: 'plastic', stream: 'landfill' },
  // What a person says when the photo's item is none of the above.
  { id: 'household-hazardous', label: 'Hazardous household item', material: 'other', stream: 'hazardous' },
  { id: 'general-waste', label: 'General waste', material: 'other', stream: 'landfill' },
] as const satisfies readonly WasteItemDefinition[];

export type WasteItemId = (typeof WASTE_ITEMS)[number]['id'];

const BY_ID: ReadonlyMap<string, WasteItemDefinition> = new Map(WASTE_ITEMS.map((item) => [item.id, item]));

export function findWasteItem(id: string): WasteItemDefinition | undefined {
  return BY_ID.get(id);
}

/** The item's name in the person's language (items.<id>, owned by the identification), else its English label. */
export function itemName(item: Pick<IdentifiedItem, 'id' | 'label'>, t: Translate): string {
  return t(`items.${item.id}`, { defaultValue: item.label });
}
