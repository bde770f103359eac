// Which of the app's materials a piece of free text names ("PET plastic", "Aluminio", "玻璃"), and which
// the OpenStreetMap recycling:* keys stand for. Used to match an item's parts to what facilities accept.
import { type Keyword, keywordMatcher } from './keywords';
import type { Material } from './types';

// Order matters: the first material whose keywords occur wins ("battery" before "electronics",
// "cardboard" before "paper", "plastic bottle cap" is plastic before "can" makes it metal).
const MATERIAL_KEYWORDS: readonly (readonly [Material, readonly Keyword[]])[] = [
  ['battery', ['batter', 'accumulator', 'lithium', 'pila', 'pilas!', '电池', 'बैटरी', 'بطاري']],
  [
    'e-waste',
    [
      'electr',
      'appliance',
      'computer',
      'phone',
      'monitor',
      'television',
      'circuit',
      'cable',
      'charger',
      'bulb',
      'fluorescent',
      'electrónic',
      'eléctric',
      'aparato',
      'ordenador',
      'computadora',
      'teléfono',
      'móvil',
      '电子',
      '电器',
      '电脑',
      '手机',
      '电路',
      '电线',
      '灯泡',
      'इलेक्ट्रॉनिक',
      'बिजली',
      'कंप्यूटर',
      'फ़ोन',
      'फोन',
      'إلكترون',
      'كهرب',
      'حاسوب',
      'هاتف',
    ],
  ],
  [
    'cardboard',
    ['cardboard', 'carton', 'paperboard', 'corrugated', 'cartón', '纸板', '纸箱', 'गत्ता', 'कार्डबोर्ड', 'كرتون'],
  ],
  ['paper', ['paper', 'newspaper', 'magazine', 'book', 'papel', 'periódico', 'revista', '纸', 'कागज़', 'कागज', 'ورق']],
  ['glass', ['glass', 'vidrio', 'cristal', '玻璃', 'काँच', 'कांच', 'زجاج']],
  [
    'plastic',
    [
      'plastic',
      'pet!',
      'hdpe',
      'ldpe',
      'pvc',
      'polyprop',
      'polyeth',
      'polystyr',
      'styrofoam',
      'plástico',
      'poliestireno',
      'unicel',
      '塑料',
      '泡沫',
      'प्लास्टिक',
      'بلاستيك',
    ],
  ],
  [
    'metal',
    [
      'metal',
      'alumin',
      'steel',
      'tin!',
      'tins!',
      'iron',
      'can!',
      'cans!',
      'copper',
      'foil',
      'scrap',
      'aluminio',
      'acero',
      'lata',
      'hojalata',
      'hierro',
      '金属',
      '铝',
      '钢',
      '铁',
      '罐',
      'धातु',
      'एल्युमिनियम',
      'एल्यूमीनियम',
      'स्टील',
      'लोहा',
      'معدن',
      'ألمنيوم',
      'ألومنيوم',
      'فولاذ',
      'حديد',
      'علب',
    ],
  ],
  [
    'organic',
    [
      'organic',
      'food',
      'compost',
      'bio!',
      'garden',
      'green waste',
      'grass',
      'leaves',
      'coffee',
      'wood',
      'orgánic',
      'comida',
      'alimento',
      'restos',
      'madera',
      '有机',
      '食物',
      '厨余',
      '堆肥',
      '木',
      'जैविक',
      'भोजन',
      'खाद',
      'लकड़ी',
      'عضوي',
      'طعام',
      'سماد',
      'خشب',
    ],
  ],
  [
    'textile',
    [
      'textile',
      'cloth',
      'fabric',
      'cotton',
      'wool',
      'shoe',
      'textil',
      'ropa',
      'tela',
      'algodón',
      'zapato',
      '纺织',
      '衣',
      '布',
      '鞋',
      'कपड़',
      'वस्त्र',
      'जूत',
      'نسيج',
      'ملابس',
      'قماش',
      'أحذية',
    ],
  ],
];

const matchMaterial = keywordMatcher(MATERIAL_KEYWORDS);

/** The app material a text names, or null when none is recognised. */
export function materialOf(text: string): Material | null {
  return matchMaterial(text);
}

// OSM keys whose meaning the keywords would get wrong, or that are Czech words in this extract.
const OSM_KEY_OVERRIDES: Readonly<Record<string, Material | null>> = {
  beverage_cartons: null,
  cartons: null,
  drink_cartons: null,
  tetrapak: null,
  sklo: 'glass',
  kov: 'metal',
  elektro: 'e-waste',
  low_energy_bulbs: 'e-waste',
  fluorescent_tubes: 'e-waste',
  light_bulbs: 'e-waste',
  green_waste: 'organic',
  cooking_oil: null,
  engine_oil: null,
  oil: null,
  oils: null,
  waste_oil: null,
  hazardous_waste: null,
  waste: null,
  coffee_capsules: null,
  white_goods: 'e-waste',
};

/** Beverage cartons go to different bins from town to town: kept as their own name, never guessed. */
const BEVERAGE_CARTON_KEYS: ReadonlySet<string> = new Set(['beverage_cartons', 'cartons', 'drink_cartons', 'tetrapak']);
export const BEVERAGE_CARTONS = 'beverage_cartons';

/**
 * The accepted-material names for one OSM recycling:<key>=yes tag: the app material it stands for,
 * or else the OSM key itself (lower case), so finer facts such as cooking_oil are not lost.
 */
export function materialForOsmKey(key: string): string {
  const k = key.trim().toLowerCase();
  if (BEVERAGE_CARTON_KEYS.has(k)) return BEVERAGE_CARTONS;
  const material = k in OSM_KEY_OVERRIDES ? OSM_KEY_OVERRIDES[k] : materialOf(k.replace(/_/g, ' '));
  return material ?? k;
}

/** Paper and cardboard share one stream nearly everywhere, so a facility taking either takes both. */
const SAME_STREAM: Readonly<Partial<Record<string, readonly string[]>>> = {
  paper: ['cardboard'],
  cardboard: ['paper'],
};

export function acceptsMaterial(accepted: readonly string[], material: string): boolean {
  return accepted.includes(material) || (SAME_STREAM[material] ?? []).some((m) => accepted.includes(m));
}
