// From the cloud vision service's free-text labels ("Plastic bottle", "Bottle", "Plastic",
// "Drinkware") to the waste items of the catalogue, by keywords. A label means one of three things:
// - an item: specific enough to name one ("Plastic bottle", "Cardboard");
// - a family: a shape shared by several items ("Bottle", "Can", "Bag"), resolved with the other
//   evidence, and to its usual member when it has one and nothing else decides;
// - a material ("Plastic", "Glass", "Aluminium"), which picks a family member.
// Only labels above the product's confidence rule count, exactly as for the on-device model.
import type { Material } from '../types';
import type { WasteItemId } from '../wasteItems';
import { isConfident } from './rules';

export interface CloudLabel {
  description: string;
  score: number;
}

type Meaning =
  | { kind: 'item'; id: WasteItemId }
  | { kind: 'family'; members: readonly WasteItemId[]; usual?: WasteItemId }
  | { kind: 'material'; material: Material; usual?: WasteItemId };

const item = (id: WasteItemId): Meaning => ({ kind: 'item', id });
const family = (members: readonly WasteItemId[], usual?: WasteItemId): Meaning => ({ kind: 'family', members, usual });
const material = (m: Material, usual?: WasteItemId): Meaning => ({ kind: 'material', material: m, usual });

const BOTTLES = family(['plastic-bottle', 'glass-bottle', 'toiletry-bottle', 'pill-bottle'], 'plastic-bottle');
const CANS = family(['aluminium-can', 'food-tin', 'aerosol-can'], 'aluminium-can');
const BAGS = family(['plastic-bag', 'paper-bag', 'bag'], 'plastic-bag');
const BOXES = family(['cardboard-box', 'pizza-box', 'egg-carton', 'drink-carton'], 'cardboard-box');
const DRINK_CONTAINERS = family([
  'plastic-bottle',
  'glass-bottle',
  'aluminium-can',
  'drink-carton',
  'plastic-cup',
  'paper-cup',
  'drinking-glass',
]);
const PACKAGING = family(['cardboard-box', 'snack-packet', 'plastic-film', 'plastic-food-container', 'drink-carton']);
const CONTAINERS = family(['plastic-food-container', 'glass-jar', 'food-tin', 'drink-carton']);
const ELECTRONICS = family([
  'mobile-phone',
  'computer',
  'computer-accessory',
  'screen',
  'small-appliance',
  'audio-device',
]);
const APPLIANCES = family(['small-appliance', 'large-appliance'], 'small-appliance');
const PRODUCE = family(['fruit', 'vegetables']);

/**
 * Keyword phrases (singular, lower case). When several match a label, the longest phrase wins.
 * Words the service also uses for the scene around an item ("Table", "Plant", "Wood", "Nail" for a
 * fingernail, "Sleeve" for the hand holding it) are left out, so the background never becomes an item.
 */
const KEYWORDS: ReadonlyArray<readonly [phrases: readonly string[], meaning: Meaning]> = [
  [
    [
      'plastic bottle',
      'water bottle',
      'bottled water',
      'mineral water',
      'drinking water',
      'pet bottle',
      'soda bottle',
      'baby bottle',
    ],
    item('plastic-bottle'),
  ],
  [['jug', 'milk jug', 'jerrycan'], item('plastic-jug')],
  [
    ['shampoo', 'lotion', 'skin care', 'personal care', 'soap dispenser', 'sunscreen', 'body wash', 'hair care'],
    item('toiletry-bottle'),
  ],
  [['spray bottle', 'trigger sprayer'], item('spray-bottle')],
  [
    [
      'food storage container',
      'food container',
      'plastic container',
      'takeout container',
      'take out container',
      'tupperware',
      'yogurt',
    ],
    item('plastic-food-container'),
  ],
  [['plastic cup'], item('plastic-cup')],
  [['plastic bag', 'carrier bag', 'bin bag', 'garbage bag', 'shopping bag'], item('plastic-bag')],
  [['plastic wrap', 'cling film', 'bubble wrap', 'plastic film', 'shrink wrap'], item('plastic-film')],
  [
    ['snack', 'potato chip', 'chip', 'crisp', 'wrapper', 'candy wrapper', 'sachet', 'junk food', 'packet'],
    item('snack-packet'),
  ],
  [['styrofoam', 'polystyrene', 'foam', 'packing peanut'], item('foam-packaging')],
  [['cutlery', 'plastic cutlery', 'disposable cutlery', 'drinking straw', 'straw'], item('plastic-cutlery')],
  [['toy', 'lego', 'action figure', 'doll'], item('plastic-toy')],
  [['bucket', 'pail'], item('plastic-bucket')],
  [['pill bottle', 'prescription bottle', 'medicine bottle'], item('pill-bottle')],
  [['rubber', 'balloon', 'rubber band', 'latex glove', 'rubber glove'], item('rubber-item')],
  [
    [
      'glass bottle',
      'beer bottle',
      'wine bottle',
      'beer',
      'wine',
      'liquor',
      'champagne',
      'whisky',
      'alcoholic beverage',
      'distilled beverage',
    ],
    item('glass-bottle'),
  ],
  [['jar', 'glass jar', 'mason jar'], item('glass-jar')],
  [['drinking glass', 'wine glass', 'tumbler', 'stemware'], item('drinking-glass')],
  [
    ['light bulb', 'lightbulb', 'incandescent light bulb', 'fluorescent lamp', 'compact fluorescent lamp', 'led lamp'],
    item('light-bulb'),
  ],
  [
    ['aluminum can', 'aluminium can', 'beverage can', 'drink can', 'soda can', 'beer can', 'energy drink'],
    item('aluminium-can'),
  ],
  [['tin can', 'food can', 'canned food', 'canning'], item('food-tin')],
  [['aerosol', 'aerosol spray', 'spray can', 'hair spray'], item('aerosol-can')],
  [['aluminum foil', 'aluminium foil', 'tin foil', 'foil'], item('aluminium-foil')],
  [['bottle cap', 'crown cork'], item('metal-lid')],
  [['cookware', 'cookware and bakeware', 'frying pan', 'saucepan', 'pan', 'wok', 'kettle'], item('cookware')],
  [['scrap metal', 'scrap', 'screw', 'bolt', 'fastener', 'rust'], item('scrap-metal')],
  [['hand tool', 'hammer', 'wrench', 'screwdriver', 'plier', 'scissors'], item('metal-tool')],
  [['gas cylinder', 'gas canister', 'propane', 'butane'], item('gas-cylinder')],
  [['cardboard', 'corrugated fiberboard', 'paperboard', 'shipping box', 'cardboard box'], item('cardboard-box')],
  [['pizza box'], item('pizza-box')],
  [['egg carton', 'egg box'], item('egg-carton')],
  [['milk carton', 'juice carton', 'drink carton', 'juice box', 'tetra pak'], item('drink-carton')],
  [['document', 'office paper', 'printing paper', 'paper sheet', 'notebook', 'receipt'], item('paper')],
  [['envelope', 'mail'], item('envelope')],
  [['newspaper', 'magazine', 'newsprint', 'publication', 'flyer', 'brochure', 'catalog'], item('newspaper')],
  [['book', 'paperback', 'hardcover'], item('book')],
  [['paper bag'], item('paper-bag')],
  [['cup', 'paper cup', 'coffee cup', 'disposable cup'], item('paper-cup')],
  [['tissue', 'facial tissue', 'paper towel', 'napkin', 'toilet paper', 'kitchen paper'], item('tissue')],
  [
    ['fruit', 'apple', 'banana', 'citrus', 'mandarin orange', 'peel', 'berry', 'grape', 'lemon', 'melon'],
    item('fruit'),
  ],
  [
    ['vegetable', 'leaf vegetable', 'root vegetable', 'potato', 'carrot', 'onion', 'tomato', 'lettuce', 'cabbage'],
    item('vegetables'),
  ],
  [['bread', 'baked good', 'pastry', 'bun', 'toast', 'cake', 'croissant'], item('bread')],
  [
    ['food', 'dish', 'cuisine', 'leftover', 'meal', 'fast food', 'meat', 'rice', 'pasta', 'pizza'],
    item('food-leftovers'),
  ],
  [['coffee ground', 'ground coffee', 'coffee bean', 'tea bag'], item('coffee-grounds')],
  [['eggshell', 'egg shell'], item('eggshells')],
  [['leaf', 'branch', 'twig', 'yard waste', 'garden waste', 'grass clipping', 'hedge trimming'], item('garden-waste')],
  [['lumber', 'plank', 'timber', 'hardwood', 'plywood', 'firewood'], item('wood')],
  [
    [
      'clothing',
      't shirt',
      'shirt',
      'jeans',
      'denim',
      'dress',
      'jacket',
      'sweater',
      'outerwear',
      'sock',
      'hat',
      'trousers',
      'coat',
      'sportswear',
    ],
    item('clothing'),
  ],
  [['shoe', 'footwear', 'sneaker', 'boot', 'sandal', 'athletic shoe', 'walking shoe'], item('shoes')],
  [['backpack', 'handbag', 'luggage', 'tote bag', 'wallet', 'purse'], item('bag')],
  [
    ['towel', 'bedding', 'blanket', 'pillow', 'curtain', 'linen', 'bed sheet', 'rug', 'carpet'],
    item('household-textiles'),
  ],
  [
    ['mobile phone', 'smartphone', 'telephone', 'cell phone', 'communication device', 'portable communications device'],
    item('mobile-phone'),
  ],
  [['computer', 'laptop', 'personal computer', 'netbook', 'tablet computer', 'desktop computer'], item('computer')],
  [
    [
      'computer keyboard',
      'keyboard',
      'computer mouse',
      'cable',
      'usb',
      'charger',
      'adapter',
      'input device',
      'peripheral',
      'computer hardware',
      'remote control',
      'printer',
    ],
    item('computer-accessory'),
  ],
  [['television', 'monitor', 'computer monitor', 'display device', 'flat panel display'], item('screen')],
  [
    [
      'small appliance',
      'kitchen appliance',
      'toaster',
      'electric kettle',
      'hair dryer',
      'blender',
      'vacuum cleaner',
      'clothes iron',
      'fan',
      'clock',
      'lamp',
      'drill',
      'power tool',
    ],
    item('small-appliance'),
  ],
  [
    ['refrigerator', 'washing machine', 'dishwasher', 'oven', 'major appliance', 'clothes dryer', 'freezer', 'stove'],
    item('large-appliance'),
  ],
  [
    [
      'headphone',
      'audio equipment',
      'speaker',
      'loudspeaker',
      'camera',
      'digital camera',
      'radio',
      'earbud',
      'headset',
      'microphone',
    ],
    item('audio-device'),
  ],
  [
    [
      'battery',
      'aa battery',
      'lithium battery',
      'button cell',
      'power bank',
      'rechargeable battery',
      'electric battery',
    ],
    item('battery'),
  ],
  [['ceramic', 'porcelain', 'pottery', 'mug'], item('ceramics')],
  [['diaper', 'nappy'], item('diaper')],
  [['face mask', 'surgical mask', 'medical mask', 'respirator'], item('face-mask')],
  [['toothbrush'], item('toothbrush')],
  [['cigarette', 'cigarette butt', 'tobacco'], item('cigarette-butt')],
  [
    ['medicine', 'pill', 'capsule', 'pharmaceutical drug', 'prescription drug', 'syringe', 'blister pack'],
    item('medicine'),
  ],
  [['paint can', 'house paint', 'paint bucket'], item('paint')],
  [['furniture', 'sofa', 'couch', 'mattress', 'armchair', 'bookcase'], item('furniture')],
  [['tire', 'tyre', 'automotive tire'], item('tyre')],
  [['candle'], item('candle')],
  [['lighter', 'cigarette lighter'], item('lighter')],
  [['pen', 'ballpoint pen', 'marker', 'writing implement'], item('pen')],
  [['bottle'], BOTTLES],
  [['can', 'tin'], CANS],
  [['bag'], BAGS],
  [['box', 'carton'], BOXES],
  [['drinkware', 'beverage', 'drink', 'soft drink', 'carbonated soft drink'], DRINK_CONTAINERS],
  [['packaging', 'packaging and labeling', 'package'], PACKAGING],
  [['container', 'food storage'], CONTAINERS],
  [['electronic device', 'electronics', 'gadget', 'electronic component'], ELECTRONICS],
  [['appliance', 'home appliance'], APPLIANCES],
  [['produce', 'natural food', 'whole food'], PRODUCE],
  [['plastic'], material('plastic')],
  [['glass'], material('glass')],
  [['metal', 'aluminum', 'aluminium', 'steel', 'tin plate'], material('metal')],
  [['paper', 'paper product'], material('paper', 'paper')],
  [['textile', 'fabric', 'cotton', 'wool'], material('textile')],
];

/** Lower case, letters and digits only, each word without a plural ending. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= haystack.length; start++) {
    if (phrase.every((word, i) => haystack[start + i] === word)) return true;
  }
  return false;
}

const PHRASES = KEYWORDS.flatMap(([phrases, meaning]) => phrases.map((phrase) => ({ words: words(phrase), meaning })));

/** What one label means, or undefined when it has no waste meaning ("Liquid", "Rectangle"). */
export function meaningOfLabel(description: string): Meaning | undefined {
  const labelWords = words(description);
  let best: (typeof PHRASES)[number] | undefined;
  for (const phrase of PHRASES) {
    if (containsPhrase(labelWords, phrase.words) && phrase.words.length > (best?.words.length ?? 0)) best = phrase;
  }
  return best?.meaning;
}

/** The confident labels, sorted into what they say. */
export interface CloudEvidence {
  items: ReadonlyMap<WasteItemId, number>;
  families: readonly { members: readonly WasteItemId[]; usual?: WasteItemId; score: number }[];
  materials: readonly { material: Material; usual?: WasteItemId; score: number }[];
}

export function readCloudLabels(labels: readonly CloudLabel[]): CloudEvidence {
  const items = new Map<WasteItemId, number>();
  const families: CloudEvidence['families'][number][] = [];
  const materials: CloudEvidence['materials'][number][] = [];
  for (const label of labels) {
    if (!isConfident(label.score)) continue;
    const meaning = meaningOfLabel(label.description);
    if (meaning?.kind === 'item') items.set(meaning.id, Math.max(items.get(meaning.id) ?? 0, label.score));
    else if (meaning?.kind === 'family')
      families.push({ members: meaning.members, usual: meaning.usual, score: label.score });
    else if (meaning?.kind === 'material')
      materials.push({ material: meaning.material, usual: meaning.usual, score: label.score });
  }
  const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;
  return { items, families: families.sort(byScore), materials: materials.sort(byScore) };
}
