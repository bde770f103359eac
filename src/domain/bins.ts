// The bin colour hint of the results screen, read from keywords in the disposal steps.
import { type Keyword, keywordMatcher } from './keywords';
import type { DisposalInstructions, DisposalStep } from './types';

export const BIN_COLOURS = ['blue', 'yellow', 'green', 'brown', 'black'] as const;
export type BinColour = (typeof BIN_COLOURS)[number];

export interface BinHint {
  colour: BinColour;
  /** False when no keyword matched: blue, with the check-local-guidelines note. */
  matched: boolean;
}

type BinGroup = readonly [BinColour, readonly Keyword[]];

// The spec's groups, in all five app languages. Glass is checked first so "glass bottle" is green,
// not yellow for "bottle". Arabic "bottle" (زجاجة) shares its root with "glass" (زجاج): the glass
// pattern skips it, and it is not a plastic keyword. Words that mean waste in general (垃圾, कचरा,
// نفايات) are left out of the landfill group: they also name recycling bins.
const BIN_KEYWORDS: readonly BinGroup[] = [
  ['green', ['glass', 'vidrio', '玻璃', 'काँच', 'कांच', /زجاج(?!ة|ات)/u]],
  ['blue', ['paper', 'cardboard', 'papel', 'cartón', '纸', 'कागज़', 'कागज', 'गत्ता', 'कार्डबोर्ड', 'ورق', 'كرتون']],
  ['yellow', ['plastic', 'bottle', 'plástico', 'botella', '塑料', '瓶', 'प्लास्टिक', 'बोतल', 'بلاستيك']],
  [
    'brown',
    [
      'compost',
      'food',
      'organic',
      'comida',
      'alimento',
      'orgánic',
      '堆肥',
      '食物',
      '厨余',
      '有机',
      'खाद',
      'भोजन',
      'जैविक',
      'سماد',
      'طعام',
      'عضوي',
    ],
  ],
  [
    'black',
    [
      'landfill',
      'trash',
      'garbage',
      'vertedero',
      'basura',
      '填埋',
      '其他垃圾',
      '干垃圾',
      '普通垃圾',
      'लैंडफिल',
      'कूड़',
      'مكب',
      'قمامة',
    ],
  ],
];

const matchBin = keywordMatcher(BIN_KEYWORDS);

export function binColourHint(steps: readonly DisposalStep[]): BinHint {
  const colour = matchBin(steps.map((s) => s.text).join('\n'));
  return colour ? { colour, matched: true } : { colour: 'blue', matched: false };
}

/** The bin the instructions name, else the one their steps' words point to (a stored hint is checked: it may come from storage). */
export function binHintOf(instructions: DisposalInstructions): BinHint {
  const { bin } = instructions;
  const known = bin && (BIN_COLOURS as readonly string[]).includes(bin.colour) && typeof bin.matched === 'boolean';
  return known ? { colour: bin.colour, matched: bin.matched } : binColourHint(instructions.steps);
}
