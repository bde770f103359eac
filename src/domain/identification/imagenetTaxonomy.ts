// From MobileNet's 1,000 ImageNet classes to the waste items of the catalogue. Each relevant class
// names one item; the probabilities of all classes naming the same item are summed, because the
// model often spreads one object over several near classes ("water bottle" and "pop bottle").
// Classes with no meaning as waste (animals, scenery, vehicles, buildings) name nothing.
// Indices are the model's output order without its background class; the names are checked
// against the model's class list by a unit test.
import type { IdentifiedItem } from '../types';
import type { WasteItemId } from '../wasteItems';
import { toIdentifiedItem } from './identifiedItem';
import { isConfident } from './rules';

type ClassRef = readonly [index: number, name: string];

export const IMAGENET_TAXONOMY: Readonly<Partial<Record<WasteItemId, readonly ClassRef[]>>> = {
  'plastic-bottle': [
    [898, 'water bottle'],
    [737, 'pop bottle'],
    [680, 'nipple'], // ImageNet's "nipple" photos are mostly whole baby bottles
  ],
  'plastic-jug': [[899, 'water jug']],
  'toiletry-bottle': [
    [631, 'lotion'],
    [838, 'sunscreen'],
    [804, 'soap dispenser'],
  ],
  'plastic-food-container': [
    [712, 'Petri dish'],
    [868, 'tray'],
  ],
  'plastic-bag': [[728, 'plastic bag']],
  'plastic-film': [
    [793, 'shower cap'],
    [794, 'shower curtain'],
  ],
  'snack-packet': [[692, 'packet']],
  'plastic-bucket': [[463, 'bucket']],
  'pill-bottle': [[720, 'pill bottle']],
  'rubber-item': [
    [767, 'rubber eraser'],
    [417, 'balloon'],
    [433, 'bathing cap'],
  ],
  'glass-bottle': [
    [440, 'beer bottle'],
    [907, 'wine bottle'],
    [711, 'perfume'],
  ],
  'glass-jar': [[773, 'saltshaker']],
  'drinking-glass': [
    [441, 'beer glass'],
    [572, 'goblet'],
    [966, 'red wine'],
    [969, 'eggnog'],
  ],
  'aerosol-can': [[585, 'hair spray']],
  'metal-lid': [[455, 'bottlecap']],
  cookware: [
    [567, 'frying pan'],
    [909, 'wok'],
    [469, 'caldron'],
    [544, 'Dutch oven'],
    [505, 'coffeepot'],
    [659, 'mixing bowl'],
    [828, 'strainer'],
    [618, 'ladle'],
    [813, 'spatula'],
    [503, 'cocktail shaker'],
    [647, 'measuring cup'],
  ],
  'scrap-metal': [
    [783, 'screw'],
    [677, 'nail'],
    [488, 'chain'],
    [506, 'coil'],
    [686, 'oil filter'],
    [464, 'buckle'],
    [772, 'safety pin'],
    [600, 'hook'],
    [653, 'milk can'],
    [855, 'thimble'],
    [695, 'padlock'],
    [507, 'combination lock'],
    [543, 'dumbbell'],
    [422, 'barbell'],
  ],
  'metal-tool': [
    [784, 'screwdriver'],
    [587, 'hammer'],
    [473, 'can opener'],
    [512, 'corkscrew'],
    [596, 'hatchet'],
    [499, 'cleaver'],
    [623, 'letter opener'],
    [792, 'shovel'],
    [726, 'plane'],
  ],
  'cardboard-box': [[478, 'carton']],
  paper: [
    [446, 'binder'],
    [922, 'menu'],
  ],
  envelope: [[549, 'envelope']],
  newspaper: [
    [917, 'comic book'],
    [918, 'crossword puzzle'],
  ],
  book: [[921, 'book jacket']],
  'paper-cup': [[968, 'cup']],
  tissue: [
    [999, 'toilet tissue'],
    [700, 'paper towel'],
  ],
  fruit: [
    [948, 'Granny Smith'],
    [949, 'strawberry'],
    [950, 'orange'],
    [951, 'lemon'],
    [952, 'fig'],
    [953, 'pineapple'],
    [954, 'banana'],
    [955, 'jackfruit'],
    [956, 'custard apple'],
    [957, 'pomegranate'],
  ],
  vegetables: [
    [936, 'head cabbage'],
    [937, 'broccoli'],
    [938, 'cauliflower'],
    [939, 'zucchini'],
    [940, 'spaghetti squash'],
    [941, 'acorn squash'],
    [942, 'butternut squash'],
    [943, 'cucumber'],
    [944, 'artichoke'],
    [945, 'bell pepper'],
    [946, 'cardoon'],
    [947, 'mushroom'],
    [987, 'corn'],
    [998, 'ear'],
  ],
  bread: [
    [930, 'French loaf'],
    [931, 'bagel'],
    [932, 'pretzel'],
    [961, 'dough'],
  ],
  'food-leftovers': [
    [923, 'plate'], // ImageNet's "plate" is a plate of food
    [924, 'guacamole'],
    [925, 'consomme'],
    [926, 'hot pot'],
    [927, 'trifle'],
    [928, 'ice cream'],
    [929, 'ice lolly'],
    [933, 'cheeseburger'],
    [934, 'hotdog'],
    [935, 'mashed potato'],
    [959, 'carbonara'],
    [960, 'chocolate sauce'],
    [962, 'meat loaf'],
    [963, 'pizza'],
    [964, 'potpie'],
    [965, 'burrito'],
  ],
  'garden-waste': [
    [958, 'hay'],
    [985, 'daisy'],
    [984, 'rapeseed'],
    [986, "yellow lady's slipper"],
    [988, 'acorn'],
    [989, 'hip'],
    [990, 'buckeye'],
    [738, 'pot'], // a flowerpot with its plant
    [991, 'coral fungus'],
    [992, 'agaric'],
    [993, 'gyromitra'],
    [994, 'stinkhorn'],
    [995, 'earthstar'],
    [996, 'hen-of-the-woods'],
    [997, 'bolete'],
  ],
  wood: [
    [910, 'wooden spoon'],
    [519, 'crate'],
    [693, 'paddle'],
    [448, 'birdhouse'],
  ],
  clothing: [
    [610, 'jersey'],
    [841, 'sweatshirt'],
    [474, 'cardigan'],
    [608, 'jean'],
    [697, 'pajama'],
    [834, 'suit'],
    [869, 'trench coat'],
    [568, 'fur coat'],
    [617, 'lab coat'],
    [399, 'abaya'],
    [614, 'kimono'],
    [735, 'poncho'],
    [501, 'cloak'],
    [655, 'miniskirt'],
    [689, 'overskirt'],
    [601, 'hoopskirt'],
    [578, 'gown'],
    [775, 'sarong'],
    [445, 'bikini'],
    [842, 'swimming trunks'],
    [638, 'maillot'],
    [639, 'maillot'],
    [459, 'brassiere'],
    [411, 'apron'],
    [443, 'bib'],
    [400, 'academic gown'],
    [652, 'military uniform'],
    [887, 'vestment'],
    [824, 'stole'],
    [457, 'bow tie'],
    [906, 'Windsor tie'],
    [806, 'sock'],
    [496, 'Christmas stocking'],
    [658, 'mitten'],
    [515, 'cowboy hat'],
    [808, 'sombrero'],
    [452, 'bonnet'],
    [796, 'ski mask'],
  ],
  shoes: [
    [770, 'running shoe'],
    [630, 'Loafer'],
    [774, 'sandal'],
    [502, 'clog'],
    [514, 'cowboy boot'],
  ],
  bag: [
    [414, 'backpack'],
    [748, 'purse'],
    [636, 'mailbag'],
    [893, 'wallet'],
  ],
  'household-textiles': [
    [434, 'bath towel'],
    [750, 'quilt'],
    [721, 'pillow'],
    [533, 'dishrag'],
    [591, 'handkerchief'],
    [539, 'doormat'],
    [741, 'prayer rug'],
    [854, 'theater curtain'],
    [669, 'mosquito net'],
    [797, 'sleeping bag'],
    [911, 'wool'],
    [885, 'velvet'],
  ],
  'mobile-phone': [
    [487, 'cellular telephone'],
    [528, 'dial telephone'],
    [590, 'hand-held computer'],
  ],
  computer: [
    [527, 'desktop computer'],
    [620, 'laptop'],
    [681, 'notebook'],
  ],
  'computer-accessory': [
    [508, 'computer keyboard'],
    [673, 'mouse'],
    [810, 'space bar'],
    [878, 'typewriter keyboard'],
    [613, 'joystick'],
    [592, 'hard disc'],
    [662, 'modem'],
    [742, 'printer'],
    [761, 'remote control'],
  ],
  screen: [
    [664, 'monitor'],
    [782, 'screen'],
    [851, 'television'],
  ],
  'small-appliance': [
    [859, 'toaster'],
    [589, 'hand blower'],
    [606, 'iron'],
    [545, 'electric fan'],
    [882, 'vacuum'],
    [811, 'space heater'],
    [891, 'waffle iron'],
    [550, 'espresso maker'],
    [521, 'Crock Pot'],
    [651, 'microwave'],
    [740, 'power drill'],
    [491, 'chain saw'],
    [786, 'sewing machine'],
    [846, 'table lamp'],
    [862, 'torch'],
    [766, 'rotisserie'],
    [745, 'projector'],
    [530, 'digital clock'],
    [531, 'digital watch'],
    [826, 'stopwatch'],
    [409, 'analog clock'],
    [892, 'wall clock'],
    [778, 'scale'],
  ],
  'large-appliance': [
    [760, 'refrigerator'],
    [897, 'washer'],
    [534, 'dishwasher'],
    [827, 'stove'],
    [713, 'photocopier'],
    [621, 'lawn mower'],
  ],
  'audio-device': [
    [605, 'iPod'],
    [754, 'radio'],
    [632, 'loudspeaker'],
    [485, 'CD player'],
    [482, 'cassette player'],
    [848, 'tape player'],
    [481, 'cassette'],
    [650, 'microphone'],
    [732, 'Polaroid camera'],
    [759, 'reflex camera'],
  ],
  ceramics: [
    [504, 'coffee mug'],
    [849, 'teapot'],
    [809, 'soup bowl'],
    [901, 'whiskey jug'],
    [666, 'mortar'],
    [896, 'washbasin'],
  ],
  diaper: [[529, 'diaper']],
  'face-mask': [
    [643, 'mask'],
    [691, 'oxygen mask'],
  ],
  medicine: [[845, 'syringe']],
  furniture: [
    [559, 'folding chair'],
    [765, 'rocking chair'],
    [831, 'studio couch'],
    [526, 'desk'],
    [532, 'dining table'],
    [453, 'bookcase'],
    [894, 'wardrobe'],
    [493, 'chiffonier'],
    [495, 'china cabinet'],
    [553, 'file'],
    [564, 'four-poster'],
    [520, 'crib'],
    [516, 'cradle'],
    [431, 'bassinet'],
    [492, 'chest'],
  ],
  tyre: [[479, 'car wheel']],
  candle: [[470, 'candle']],
  lighter: [[626, 'lighter']],
  pen: [
    [418, 'ballpoint'],
    [563, 'fountain pen'],
  ],
};

/** Class index -> item id, built once from the table. */
const ITEM_OF_CLASS: ReadonlyMap<number, WasteItemId> = new Map(
  Object.entries(IMAGENET_TAXONOMY).flatMap(([id, refs]) =>
    (refs ?? []).map(([index]) => [index, id as WasteItemId] as const),
  ),
);

export function itemOfImageNetClass(index: number): WasteItemId | undefined {
  return ITEM_OF_CLASS.get(index);
}

export interface ItemScore {
  id: WasteItemId;
  /** The summed probability of the item's classes, 0..1. */
  confidence: number;
}

/** Every item with any probability, most likely first. probabilities: the 1,000 softmax outputs. */
export function scoreItems(probabilities: ArrayLike<number>): ItemScore[] {
  const sums = new Map<WasteItemId, number>();
  for (let index = 0; index < probabilities.length; index++) {
    const id = ITEM_OF_CLASS.get(index);
    const p = probabilities[index] ?? 0;
    if (id && p > 0) sums.set(id, (sums.get(id) ?? 0) + p);
  }
  return [...sums].map(([id, confidence]) => ({ id, confidence })).sort((a, b) => b.confidence - a.confidence);
}

/** The on-device result: the items whose summed probability passes the product's rule. */
export function confidentDeviceItems(scores: readonly ItemScore[]): IdentifiedItem[] {
  return scores
    .filter((score) => isConfident(score.confidence))
    .map((score) => toIdentifiedItem(score.id, score.confidence, 'device'));
}
