// The City of Toronto's Waste Wizard lookup table (../shared/data/disposal-rules, January 2019) read
// as rules: its categories as Toronto's bins and the app's streams, its entries' HTML as plain text,
// and the pack built from it (scripts/build-toronto-pack.ts) with the publisher's words kept apart
// (served from public/data/rules/, git-ignored like every copy of third-party data).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PUBLISHER_TEXT_FORMAT, type PublisherTextFile } from '../../src/domain/rules/publisherText';
import { RULE_PACK_FORMAT, type RulePack } from '../../src/domain/rules/rulePack';
import type { DisposalStream } from '../../src/domain/types';
import { SHARED_DATA_DIR } from './servedData';

export const WASTE_WIZARD_FILE = join(SHARED_DATA_DIR, 'disposal-rules', 'toronto-waste-wizard-2019-01.json');
export const TORONTO_TEXT_FILE = 'ca-toronto.text.json';
export const TORONTO_ATTRIBUTION = 'Contains information licensed under the Open Government Licence – Toronto.';

export interface WasteWizardEntry {
  title: string;
  category: string;
  keywords: string;
  body: string;
}

type Destination = { bin: string; stream: DisposalStream };

/** The City's categories as its bins. "Program Error" holds one joke entry and is left out. */
export const CATEGORY_BINS: Readonly<Record<string, Destination>> = {
  'Blue Bin': { bin: 'blue-bin', stream: 'recycling' },
  'Green Bin': { bin: 'green-bin', stream: 'compost' },
  Garbage: { bin: 'garbage', stream: 'landfill' },
  HHW: { bin: 'hhw', stream: 'hazardous' },
  Depot: { bin: 'depot', stream: 'drop-off' },
  Oversize: { bin: 'oversize', stream: 'drop-off' },
  'Metal Items': { bin: 'metal-items', stream: 'drop-off' },
  'Yard Waste': { bin: 'yard-waste', stream: 'compost' },
  'Electronic Waste': { bin: 'e-waste', stream: 'drop-off' },
  'Not Accepted': { bin: 'not-accepted', stream: 'drop-off' },
};

/** Entries whose category disagrees with their own text, read as the text says. */
const TEXT_OVERRIDES: Readonly<Record<string, Destination>> = {
  // Category "Depot", but the text says "Place books in your Blue Bin or consider donating".
  'Blue Bin (books)': { bin: 'blue-bin', stream: 'recycling' },
};

/** Each catalogue item and the City entry that rules it (the entry that names it among its keywords). */
export const ITEM_ENTRIES: Readonly<Record<string, string>> = {
  'plastic-bottle': 'Blue Bin (plastic beverage bottle)',
  'plastic-jug': 'Blue Bin (plastic jug)',
  'toiletry-bottle': 'Blue Bin (plastic soap bottles)',
  'spray-bottle': 'Blue Bin (plastic spray bottles)',
  'plastic-food-container': 'Blue Bin (plastic takeout food and produce containers)',
  'plastic-cup': 'Blue Bin (plastic plates, cups, cutlery)',
  'plastic-bag': 'Blue Bin (plastic shopping bags)',
  'plastic-film': 'Garbage (food packaging) 2',
  'snack-packet': 'Garbage (food packaging) 1',
  'foam-packaging': 'Blue Bin (foam)',
  'plastic-cutlery': 'Blue Bin (plastic plates, cups, cutlery)',
  'plastic-toy': 'Garbage Bin (can be donated - miscellaneous)',
  'plastic-bucket': 'Blue Bin (plastic pail)',
  'pill-bottle': 'Blue Bin (plastic pill/vitamin bottle)',
  'rubber-item': 'Garbage (outdoor)',
  'glass-bottle': 'Blue Bin (glass bottle and jar)',
  'glass-jar': 'Blue Bin (glass bottle and jar)',
  'drinking-glass': 'Garbage Bin (can be donated - housewares 1)',
  'light-bulb': 'HHW (fluorescent light bulb/tube)',
  'aluminium-can': 'Blue Bin (aluminum)',
  'food-tin': 'Blue Bin (metal can)',
  'aerosol-can': 'Blue Bin (empty aerosol cans)',
  'aluminium-foil': 'Blue Bin (aluminum)',
  'metal-lid': 'Blue Bin (metal lid)',
  cookware: 'Garbage Bin (can be donated - housewares 1)',
  'scrap-metal': 'Metal Items (smaller metal items)',
  'metal-tool': 'Garbage Bin (can be donated - miscellaneous)',
  'gas-cylinder': 'HHW (pressurized gas cylinders - Orange Drop items)',
  'cardboard-box': 'Blue Bin (cardboard)',
  'pizza-box': 'Blue Bin (boxboard)',
  'egg-carton': 'Blue Bin (molded paper)',
  'drink-carton': 'Blue Bin (carton)',
  paper: 'Blue Bin (writing/printed paper)',
  envelope: 'Blue Bin (paper envelopes)',
  newspaper: 'Blue Bin (newspaper and flyers - remove plastic bag)',
  book: 'Blue Bin (books)',
  'paper-bag': 'Green Bin (packaging)',
  'paper-cup': 'Garbage (takeout coffee cup)',
  tissue: 'Green Bin (tissues, napkins, diapers, pads etc.)',
  fruit: 'Green Bin (fruits and veggies)',
  vegetables: 'Green Bin (fruits and veggies)',
  bread: 'Green Bin (cereal, grains & baked goods)',
  'food-leftovers': 'Green Bin (miscellaneous)',
  'coffee-grounds': 'Green Bin (miscellaneous)',
  eggshells: 'Green Bin (miscellaneous)',
  'garden-waste': 'Yard Waste 1',
  wood: 'Depot (construction & renovation waste 1)',
  clothing: 'Garbage Bin (can be donated - clothing, footwear, accessories & jewellery)',
  shoes: 'Garbage Bin (can be donated - clothing, footwear, accessories & jewellery)',
  bag: 'Garbage Bin (can be donated - clothing, footwear, accessories & jewellery)',
  'household-textiles': 'Garbage Bin (can be donated - home textiles)',
  'mobile-phone': 'Electronic Waste (audio)',
  computer: 'Electronic Waste (computer-related)',
  'computer-accessory': 'Electronic Waste (computer-related)',
  screen: 'Electronic Waste (AV)',
  'small-appliance': 'Garbage Bin (small electrical appliances - donate if work)',
  'large-appliance': 'Metal Items (remove doors from appliances)',
  'audio-device': 'Electronic Waste (audio)',
  battery: 'HHW (batteries - Orange Drop items 1)',
  ceramics: 'Garbage Bin (can be donated - housewares 1)',
  diaper: 'Green Bin (tissues, napkins, diapers, pads etc.)',
  'face-mask': 'Garbage Bin (medical waste)',
  toothbrush: 'Garbage (hair & teeth)',
  'cigarette-butt': 'Garbage (cigarettes, ashes, used fireworks)',
  medicine: 'HHW (medication and sharps) 1',
  paint: 'HHW (paint) 1',
  furniture: 'Oversize (furniture,mattress-bed bug guidelines) 1',
  tyre: 'Depot (tires)',
  candle: 'Garbage (décor)',
  lighter: 'HHW (Orange Drop items) 2',
  pen: 'Garbage Bin (can be donated - school/office supplies)',
  'household-hazardous': 'HHW (liquids - not Orange Drop items) 1',
  'general-waste': 'Garbage (miscellaneous 1)',
};

const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
  '&amp;': '&',
};

function unescapeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|#x27|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The entry's HTML as plain lines: one per list item or paragraph, tags and links' markup dropped. */
export function plainLines(escapedHtml: string): string[] {
  const html = unescapeEntities(unescapeEntities(escapedHtml));
  return html
    .split(/<\/?(?:li|p|ul|ol|br|h\d)[^>]*>/i)
    .map((part) =>
      unescapeEntities(part.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

export function readWasteWizard(file = WASTE_WIZARD_FILE): WasteWizardEntry[] | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as WasteWizardEntry[];
}

export function destinationOf(entry: Pick<WasteWizardEntry, 'title' | 'category'>): Destination | null {
  return TEXT_OVERRIDES[entry.title] ?? CATEGORY_BINS[entry.category] ?? null;
}

/** The City's words as the app serves them: every entry of a known category, as plain lines. */
export function publisherText(entries: readonly WasteWizardEntry[], source: string): PublisherTextFile {
  return {
    format: PUBLISHER_TEXT_FORMAT,
    attribution: TORONTO_ATTRIBUTION,
    source,
    entries: entries
      .flatMap((entry) => {
        const destination = destinationOf(entry);
        return destination ? [{ entry, destination }] : [];
      })
      .map(({ entry, destination }) => ({
        title: entry.title,
        items: Object.keys(ITEM_ENTRIES).filter((item) => ITEM_ENTRIES[item] === entry.title),
        lines: plainLines(entry.body),
        keywords: entry.keywords
          .split(',')
          .map((keyword) => keyword.replace(/\s+/g, ' ').trim())
          .filter(Boolean),
        stream: destination.stream,
        bin: destination.bin,
      })),
  };
}

type Names = RulePack['bins'][number]['names'];
const names = (en: string, es: string, zh: string, hi: string, ar: string): Names => ({ en, es, zh, hi, ar });

/** Toronto's bins under its own names ("keep Toronto's own bin names"), explained in each language. */
const TORONTO_BINS: RulePack['bins'] = [
  {
    id: 'blue-bin',
    colour: 'blue',
    names: names(
      'Blue Bin',
      'Blue Bin (contenedor azul)',
      'Blue Bin（蓝色回收箱）',
      'ब्लू बिन (नीला डिब्बा)',
      'Blue Bin (الصندوق الأزرق)',
    ),
  },
  {
    id: 'green-bin',
    colour: 'green',
    names: names(
      'Green Bin',
      'Green Bin (contenedor verde de orgánicos)',
      'Green Bin（绿色有机垃圾箱）',
      'ग्रीन बिन (हरा जैविक डिब्बा)',
      'Green Bin (الصندوق الأخضر للمواد العضوية)',
    ),
  },
  {
    id: 'garbage',
    colour: 'grey',
    names: names(
      'Garbage Bin',
      'Garbage Bin (basura)',
      'Garbage Bin（垃圾箱）',
      'गार्बेज बिन (कूड़ेदान)',
      'Garbage Bin (صندوق القمامة)',
    ),
  },
  {
    id: 'hhw',
    colour: 'none',
    names: names(
      'Household Hazardous Waste',
      'Household Hazardous Waste (residuos peligrosos domésticos)',
      'Household Hazardous Waste（家庭有害垃圾）',
      'हाउसहोल्ड हैज़र्डस वेस्ट (घरेलू खतरनाक कचरा)',
      'Household Hazardous Waste (النفايات المنزلية الخطرة)',
    ),
  },
  {
    id: 'depot',
    colour: 'none',
    names: names(
      'Drop-off Depot',
      'Drop-off Depot (punto de entrega de la ciudad)',
      'Drop-off Depot（市政回收站）',
      'ड्रॉप-ऑफ़ डिपो (शहर का संग्रह केंद्र)',
      'Drop-off Depot (مستودع التسليم التابع للمدينة)',
    ),
  },
  {
    id: 'oversize',
    colour: 'none',
    names: names(
      'Oversize collection',
      'Oversize (recogida de voluminosos)',
      'Oversize（大件垃圾收集）',
      'ओवरसाइज़ (भारी सामान का संग्रह)',
      'Oversize (جمع الأغراض الكبيرة)',
    ),
  },
  {
    id: 'metal-items',
    colour: 'none',
    names: names(
      'Metal Items collection',
      'Metal Items (recogida de objetos metálicos)',
      'Metal Items（金属物品收集）',
      'मेटल आइटम्स (धातु के सामान का संग्रह)',
      'Metal Items (جمع الأغراض المعدنية)',
    ),
  },
  {
    id: 'yard-waste',
    colour: 'none',
    names: names(
      'Yard Waste',
      'Yard Waste (restos de jardín)',
      'Yard Waste（庭院垃圾）',
      'यार्ड वेस्ट (बगीचे का कचरा)',
      'Yard Waste (مخلفات الحديقة)',
    ),
  },
  {
    id: 'e-waste',
    colour: 'none',
    names: names(
      'Electronic Waste',
      'Electronic Waste (residuos electrónicos)',
      'Electronic Waste（电子垃圾）',
      'इलेक्ट्रॉनिक वेस्ट (ई-कचरा)',
      'Electronic Waste (النفايات الإلكترونية)',
    ),
  },
  {
    id: 'not-accepted',
    colour: 'none',
    names: names(
      'Not accepted by the City',
      'No lo acepta la ciudad',
      '市政府不收',
      'शहर इसे नहीं लेता',
      'لا تقبله المدينة',
    ),
  },
];

/**
 * The Toronto pack: every catalogue item by its entry's bin, default rules for items added later, and
 * the source as the licence asks. Throws when an item's entry is missing from the data.
 */
export function buildTorontoPack(entries: readonly WasteWizardEntry[]): RulePack {
  const byTitle = new Map(entries.map((entry) => [entry.title, entry]));
  const items: RulePack['items'] = {};
  for (const [item, title] of Object.entries(ITEM_ENTRIES)) {
    const entry = byTitle.get(title);
    const destination = entry && destinationOf(entry);
    if (!destination) throw new Error(`Toronto pack: no entry "${title}" for ${item}`);
    items[item] = { stream: destination.stream, bin: destination.bin, ref: title };
  }
  return {
    format: RULE_PACK_FORMAT,
    id: 'ca-toronto',
    names: names('Toronto', 'Toronto', '多伦多', 'टोरंटो', 'تورنتو'),
    area: {
      country: 'CA',
      region: 'Ontario',
      cities: ['Toronto', 'Old Toronto', 'North York', 'Scarborough', 'Etobicoke', 'East York'],
      bbox: [-79.64, 43.58, -79.11, 43.86],
    },
    source: {
      publisher: 'City of Toronto, Solid Waste Management Services',
      title: 'Waste Wizard lookup table (Toronto Open Data)',
      url: 'https://www.toronto.ca/services-payments/recycling-organics-garbage/waste-wizard/',
      licence: 'Open Government Licence – Toronto',
      attribution: TORONTO_ATTRIBUTION,
      date: '2019-01',
    },
    notes: [
      names(
        "These are Toronto's rules of January 2019; some have changed since. Check the City's Waste Wizard for today's.",
        'Son las normas de Toronto de enero de 2019; algunas han cambiado. Consulta el Waste Wizard de la ciudad para las actuales.',
        '这些是多伦多 2019 年 1 月的规定，部分已有变化。最新规定请查阅市政府的 Waste Wizard。',
        'ये जनवरी 2019 के टोरंटो के नियम हैं; तब से कुछ बदल गए हैं। आज के नियमों के लिए शहर का Waste Wizard देखें।',
        'هذه قواعد تورنتو في يناير 2019، وقد تغير بعضها منذ ذلك الحين. راجع Waste Wizard التابع للمدينة لمعرفة القواعد الحالية.',
      ),
    ],
    bins: TORONTO_BINS,
    items,
    rules: [
      { when: { streams: ['recycling'] }, bin: 'blue-bin' },
      { when: { streams: ['compost'] }, bin: 'green-bin' },
      { when: { streams: ['landfill'] }, bin: 'garbage' },
      { when: { streams: ['hazardous'] }, bin: 'hhw' },
      { when: { streams: ['drop-off'] }, bin: 'depot' },
    ],
    publisherText: { file: TORONTO_TEXT_FILE, language: 'en' },
  };
}
