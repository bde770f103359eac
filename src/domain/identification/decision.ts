// The decision rule: from what each on-device model says to one answer, and whether to ask.
//   - MobileNet's ImageNet classes name objects (a strawberry, a lighter) but know nothing of waste;
//   - the material head knows the materials it was trained on (HEAD_MATERIALS) in photos like its
//     training photos, and nothing else;
//   - the open-set score says whether the photo is like those photos at all.
// Each decides only what it knows: the head picks among its materials when the photo is familiar;
// an item MobileNet names confidently keeps its own material and stream when the head cannot know it
// (batteries, hazardous items); and whenever a plausible reading of the photo would make the advice
// harmful (a hazard in a bin, food or textiles in recycling, glass, metal or plastic in compost), the
// app asks instead of answering. docs/identification.md gives the figures behind each threshold.
import type { Recollection } from '../taught/recall';
import { type DisposalStream, type IdentifiedItem, type Material, MATERIALS, type UnsureReason } from '../types';
import { findWasteItem, type WasteItemDefinition, type WasteItemId } from '../wasteItems';
import { toIdentifiedItem } from './identifiedItem';
import { type ItemScore, scoreItems } from './imagenetTaxonomy';
import { isHeadMaterial, type MaterialScore } from './materialHead';
import { isConfident } from './rules';

/** What the person can say an item is: every material, and "hazardous" for what is none of them. */
export type AnswerChoice = Material | 'hazardous';
export const ANSWER_CHOICES: readonly AnswerChoice[] = [
  ...MATERIALS.filter((m) => m !== 'other'),
  'hazardous',
  'other',
];

/** The item a choice stands for when the photo's own item is of another material. */
export const USUAL_ITEM: Readonly<Record<AnswerChoice, WasteItemId>> = {
  plastic: 'plastic-bottle',
  glass: 'glass-bottle',
  metal: 'aluminium-can',
  paper: 'paper',
  cardboard: 'cardboard-box',
  organic: 'food-leftovers',
  textile: 'clothing',
  'e-waste': 'small-appliance',
  battery: 'battery',
  hazardous: 'household-hazardous',
  other: 'general-waste',
};

/** The rule's thresholds (chosen by scripts/eval-studio.ts; docs/identification.md). */
export interface DecisionThresholds {
  /** A hazard MobileNet gives this much is plausible enough to ask about (safety's low bar). */
  plausibleHazard: number;
  /** A head material this likely, that would make the advice harmful, is asked about. */
  plausibleMaterial: number;
  /** A name MobileNet gives this surely stands even for a photo unlike the head's training photos. */
  sureName: number;
  /** ImageNet's "web site", "menu", "crossword"...: this much says it is a picture, not a thing. */
  pictureScore: number;
}

export const DECISION_THRESHOLDS: Readonly<DecisionThresholds> = {
  plausibleHazard: 0.2,
  plausibleMaterial: 0.2,
  sureName: 0.9,
  pictureScore: 0.5,
};

/** ImageNet classes of pictures and screens rather than objects (indices in the model's order). */
export const PICTURE_CLASSES: readonly number[] = [916, 922, 918, 917, 646, 611, 919, 781, 921];

/**
 * Items MobileNet names when it sees a battery (a Duracell AA is "hair spray" or "lighter"): a photo
 * that plausibly shows one of them may be a battery, so it is never sent to a bin unasked.
 */
const BATTERY_LOOKALIKES: ReadonlySet<string> = new Set(['aerosol-can', 'lighter']);
/**
 * Electronics that nearly always hold a lithium battery: hazards in a bin too. (Audio devices and
 * small appliances often do not, and MobileNet sees them in one studio photo in twenty.)
 */
const BATTERY_DEVICES: ReadonlySet<string> = new Set(['mobile-phone', 'computer']);

/**
 * Items whose ImageNet classes are textures rather than things (doormat, dishrag, mailbag, wallet):
 * MobileNet names them confidently for crumpled paper and cardboard, so they never overrule the head.
 */
const TEXTURE_ITEMS: ReadonlySet<string> = new Set(['household-textiles', 'bag']);

const HOUSEHOLD_BINS: ReadonlySet<DisposalStream> = new Set(['recycling', 'compost', 'landfill']);

/** Whether advice to put it in `stream` is harmful for a thing of `material` (the truth table of the issue). */
export function isHarmful(stream: DisposalStream, material: Material | 'hazardous'): boolean {
  switch (material) {
    case 'battery':
    case 'hazardous':
      return HOUSEHOLD_BINS.has(stream);
    case 'organic':
    case 'textile':
      return stream === 'recycling';
    case 'glass':
    case 'metal':
    case 'plastic':
      return stream === 'compost';
    case 'other':
      return stream === 'recycling';
    default:
      return false;
  }
}

export interface DeviceEvidence {
  /** ImageNet-derived items, most likely first (below the rule too). */
  items: readonly ItemScore[];
  /** The head's calibrated probabilities, most likely first; null when it gave none. */
  materials: readonly MaterialScore[] | null;
  /** The open-set verdict: null when not measured (the photo is then taken as familiar). */
  familiar: boolean | null;
  /** The summed probability of PICTURE_CLASSES. */
  pictureScore: number;
  /** Made on a screen rather than taken with a camera (pixelStats.ts); false when not measured. */
  digital: boolean;
  /** What the person taught for photos like this one; null when nothing taught is close enough. */
  recollection: Recollection | null;
}

export interface Identification {
  /** 'notWaste': a picture of a screen or a page rather than a thing; items is then empty. */
  kind: 'item' | 'notWaste';
  /** The answer first; more items when MobileNet named several confidently. */
  items: IdentifiedItem[];
}

/** The evidence of one forward pass: its ImageNet probabilities, the head's scores and the open-set verdict. */
export function deviceEvidence(
  probabilities: ArrayLike<number>,
  materials: readonly MaterialScore[] | null,
  familiar: boolean | null,
  digital = false,
  recollection: Recollection | null = null,
): DeviceEvidence {
  const pictureScore = PICTURE_CLASSES.reduce((sum, index) => sum + (probabilities[index] ?? 0), 0);
  return { items: scoreItems(probabilities), materials, familiar, pictureScore, digital, recollection };
}

const definitionOf = (id: string): WasteItemDefinition | undefined => findWasteItem(id);

/** The catalogue item whose advice applies to an item as identified or corrected. */
export function disposalItemId(item: Pick<IdentifiedItem, 'id' | 'material'>): string {
  const definition = definitionOf(item.id);
  if (!definition || definition.material === item.material) return item.id;
  return USUAL_ITEM[item.material];
}

/** The stream the person is told before touching anything. */
export function adviceStream(item: Pick<IdentifiedItem, 'id' | 'material'>): DisposalStream {
  return definitionOf(disposalItemId(item))?.stream ?? 'landfill';
}

/** The materials offered when the app asks: every one, the likeliest first. */
export function answerChoices(item: Pick<IdentifiedItem, 'material' | 'id'>): AnswerChoice[] {
  const first: AnswerChoice = item.id === USUAL_ITEM.hazardous ? 'hazardous' : item.material;
  return [first, ...ANSWER_CHOICES.filter((choice) => choice !== first)];
}

function isHazardLike(id: string): boolean {
  return BATTERY_LOOKALIKES.has(id) || isHazard(id);
}

/** The item of `material` MobileNet names confidently, if any; else the usual one of the material. */
function itemOfMaterial(items: readonly ItemScore[], material: Material): WasteItemId {
  const named = items.find((score) => isConfident(score.confidence) && definitionOf(score.id)?.material === material);
  return named?.id ?? USUAL_ITEM[material];
}

function unsure(item: IdentifiedItem, reason: UnsureReason): IdentifiedItem {
  return { ...item, unsure: reason };
}

/** The first answer, before the harm checks. */
function firstAnswer(evidence: DeviceEvidence, rule: DecisionThresholds): IdentifiedItem | null {
  const { items, materials } = evidence;
  const top = items[0];
  const head = materials?.[0];
  const familiar = evidence.familiar !== false;
  const topDefinition = top && definitionOf(top.id);
  const named = top && topDefinition && isConfident(top.confidence) ? { score: top, definition: topDefinition } : null;

  if (named && evidence.digital)
    return unsure(toIdentifiedItem(named.score.id, named.score.confidence, 'device'), 'unfamiliar');

  // A confident name the head cannot judge (a battery, a lighter, medicine) stands as named.
  if (named && (!isHeadMaterial(named.definition.material) || named.definition.stream === 'hazardous')) {
    return toIdentifiedItem(named.score.id, named.score.confidence, 'device');
  }
  if (head && familiar && isConfident(head.confidence)) {
    const id =
      named && named.definition.material === head.material ? named.score.id : itemOfMaterial(items, head.material);
    return { ...toIdentifiedItem(id, head.confidence, 'device'), materialConfidence: head.confidence };
  }
  if (named) {
    const item = toIdentifiedItem(named.score.id, named.score.confidence, 'device');
    if (familiar || named.score.confidence >= rule.sureName) return item;
    return unsure(item, 'unfamiliar');
  }
  // Nobody is sure: the likeliest guess, asked about.
  if (head && familiar) {
    return unsure(
      {
        ...toIdentifiedItem(itemOfMaterial(items, head.material), head.confidence, 'device'),
        materialConfidence: head.confidence,
      },
      'uncertain',
    );
  }
  // A name MobileNet barely gives is no better a guess than the head's material, even here.
  if (top && (top.confidence >= rule.plausibleHazard || !head)) {
    return unsure(toIdentifiedItem(top.id, top.confidence, 'device'), familiar ? 'uncertain' : 'unfamiliar');
  }
  if (head)
    return unsure(
      {
        ...toIdentifiedItem(USUAL_ITEM[head.material], head.confidence, 'device'),
        materialConfidence: head.confidence,
      },
      'unfamiliar',
    );
  return null;
}

/**
 * Items whose ImageNet names are no evidence of their material against the head's: appliances
 * (MobileNet calls a shelf of drink cartons a refrigerator) and 'other' things (a can is a "candle",
 * a bottle a "rubber eraser"). Electronics that hold batteries are hazards, and are checked as such.
 */
const UNRELIABLE_MATERIALS: ReadonlySet<Material> = new Set(['e-waste', 'other']);

/**
 * Readings of the photo credible enough that advice must not harm them: what MobileNet names
 * confidently, and the head's likely materials. (Below the confidence rule MobileNet's names are
 * noise for this: a bag or a towel in one studio photo of paper in six.)
 */
function credibleReadings(
  evidence: DeviceEvidence,
  rule: DecisionThresholds,
): { id: WasteItemId; material: Material }[] {
  const fromItems = evidence.items
    .map((score) => ({ ...score, material: definitionOf(score.id)!.material }))
    .filter(
      (score) =>
        isConfident(score.confidence) &&
        !UNRELIABLE_MATERIALS.has(score.material) &&
        !(TEXTURE_ITEMS.has(score.id) && evidence.familiar !== false),
    );
  // The head speaks of materials only for photos like the ones it learned from.
  const fromHead =
    evidence.familiar === false
      ? []
      : (evidence.materials ?? [])
          .filter((score) => score.confidence >= rule.plausibleMaterial)
          .map((score) => ({ id: USUAL_ITEM[score.material], material: score.material }));
  return [...fromItems, ...fromHead];
}

/** The item the person taught, as an answer: still theirs to change. */
function rememberedAnswer(recollection: Recollection): IdentifiedItem {
  // A class pack made with a newer catalogue may name an item this one lacks: its material still speaks.
  const id = definitionOf(recollection.itemId) ? recollection.itemId : USUAL_ITEM[recollection.material];
  return { ...toIdentifiedItem(id, recollection.similarity, 'memory'), material: recollection.material };
}

/** The on-device answer for one photo. */
export function decideIdentification(
  evidence: DeviceEvidence,
  rule: DecisionThresholds = DECISION_THRESHOLDS,
): Identification {
  if (evidence.pictureScore >= rule.pictureScore && evidence.familiar === false) return { kind: 'notWaste', items: [] };
  // A drawing or a screenshot is not a photo of waste, unless it clearly shows a thing (a product
  // picture): that is only a guess to ask about (firstAnswer), and still goes through the hazard check.
  const top = evidence.items[0];
  if (evidence.digital && !(top && isConfident(top.confidence))) return { kind: 'notWaste', items: [] };
  // What the person taught answers for them; the hazard check below still applies to it.
  const answer = evidence.recollection ? rememberedAnswer(evidence.recollection) : firstAnswer(evidence, rule);
  if (!answer) return { kind: 'item', items: [] };

  const stream = adviceStream(answer);
  // Hazard first: a plausible hazard is shown as the answer, and the person asked.
  const hazard = HOUSEHOLD_BINS.has(stream)
    ? evidence.items.find((score) => score.confidence >= rule.plausibleHazard && isHazardLike(score.id))
    : undefined;
  let decided = answer;
  if (hazard) {
    const shown = BATTERY_LOOKALIKES.has(hazard.id) ? USUAL_ITEM.hazardous : hazard.id;
    decided = unsure(toIdentifiedItem(shown, hazard.confidence, 'device'), 'hazard');
  } else if (
    !answer.unsure &&
    answer.source !== 'memory' &&
    credibleReadings(evidence, rule).some((reading) => isHarmful(stream, reading.material))
  ) {
    decided = unsure(answer, 'conflict');
  }

  // Other items MobileNet names confidently are listed after the answer, as before.
  const others = evidence.items
    .filter((score) => isConfident(score.confidence) && score.id !== decided.id)
    .map((score) => toIdentifiedItem(score.id, score.confidence, 'device'));
  return { kind: 'item', items: [decided, ...others] };
}

/** A hazard in its own right, whoever named it (not a look-alike: those are MobileNet's confusion). */
function isHazard(id: string): boolean {
  const definition = definitionOf(id);
  return BATTERY_DEVICES.has(id) || definition?.stream === 'hazardous' || definition?.material === 'battery';
}

/**
 * Hazard first, over the merged items of both identifiers: when the answer would go to a household
 * bin but another item named is a hazard (the cloud's "Battery" beside the device's bottle), the
 * hazard leads and the person is asked. The device's own answer already obeys this.
 */
export function withHazardFirst(items: readonly IdentifiedItem[]): IdentifiedItem[] {
  const [first, ...rest] = items;
  if (!first || first.materialConfirmed || !HOUSEHOLD_BINS.has(adviceStream(first))) return [...items];
  const hazard = rest.find((item) => isHazard(disposalItemId(item)));
  if (!hazard) return [...items];
  return [unsure(hazard, 'hazard'), first, ...rest.filter((item) => item !== hazard)];
}

/**
 * The item as the person says it is: sure from now on, whatever the models said. Words it was found by
 * and a publisher's ruling no longer speak for it.
 */
export function withChosenAnswer(item: IdentifiedItem, choice: AnswerChoice): IdentifiedItem {
  const { unsure: _unsure, materialConfidence: _confidence, typedName: _name, ruling: _ruling, ...rest } = item;
  const keep = choice !== 'hazardous' && definitionOf(item.id)?.material === choice;
  const id = keep ? item.id : USUAL_ITEM[choice];
  const definition = definitionOf(id)!;
  return { ...rest, id, label: definition.label, material: definition.material, materialConfirmed: true };
}
