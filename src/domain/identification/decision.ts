// The decision rule: from the device's probabilities over every answer (answerProbabilities.ts) to
// one answer, or a question. The advice given is the one with the least expected harm under the
// costs of harm.ts (knowledge/harm-costs.json): a battery in a household bin costs far more than a
// bottle in the wrong recycling bin, and asking costs a little of its own. When asking is cheapest,
// the person is offered the likeliest answers (at most MAX_CHOICES, any hazard worth asking about
// among them) and shown the safest of them meanwhile. docs/identification.md gives the figures.
import type { Recollection } from '../taught/recall';
import type { AnswerChoice, DisposalStream, IdentifiedItem, UnsureReason } from '../types';
import { findWasteItem, type WasteItemDefinition, type WasteItemId } from '../wasteItems';
import { itemEvidence } from './answerProbabilities';
import { ANSWER_CHOICES, answerOfItem, choiceOf, HAZARD_ANSWERS, MAX_CHOICES, USUAL_ITEM } from './answers';
import { HARM_COSTS, type HarmCosts, harmKind, harmOf, isHouseholdBin, RIGHT_STREAMS } from './harm';
import { toIdentifiedItem } from './identifiedItem';
import { type ItemScore, scoreItems } from './imagenetTaxonomy';
import type { MaterialScore } from './materialHead';
import { isConfident } from './rules';

export type { AnswerChoice };
export { ANSWER_CHOICES, choiceOf, MAX_CHOICES, USUAL_ITEM };

/** ImageNet's "web site", "menu", "crossword"... this much, in an unfamiliar photo, says it is a picture. */
export const PICTURE_SCORE = 0.5;

/** ImageNet classes of pictures and screens rather than objects (indices in the model's order). */
export const PICTURE_CLASSES: readonly number[] = [916, 922, 918, 917, 646, 611, 919, 781, 921];

export interface DeviceEvidence {
  /** ImageNet-derived items, most likely first (below the confidence rule too). */
  items: readonly ItemScore[];
  /** Every answer with its calibrated probability, most likely first; null when the head gave none. */
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
  /** The answers to offer, likeliest first, at most MAX_CHOICES (for a picture judged not waste too). */
  choices: AnswerChoice[];
  /** Every answer, likeliest first: the order of those behind "Something else" (question.ts). */
  ranking: AnswerChoice[];
}

/** The evidence of one forward pass: its ImageNet probabilities, the answers' and the open-set verdict. */
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

/**
 * The answers offered, likeliest first, at most MAX_CHOICES: those the probabilities gave, else the
 * item's own answer alone.
 */
export function answerChoices(item: Pick<IdentifiedItem, 'material' | 'id' | 'choices'>): AnswerChoice[] {
  return item.choices?.length ? item.choices.slice(0, MAX_CHOICES) : [choiceOf(item)];
}

type Distribution = ReadonlyMap<AnswerChoice, number>;

/** The answers' probabilities: the fused ones, else MobileNet's item evidence alone. */
function distributionOf(evidence: DeviceEvidence): Distribution {
  if (evidence.materials?.length)
    return new Map(evidence.materials.map((score) => [score.material, score.confidence] as const));
  const spread = itemEvidence(evidence.items, ANSWER_CHOICES);
  return new Map(ANSWER_CHOICES.map((choice, k) => [choice, spread[k]!] as const));
}

const likeliestFirst = (p: Distribution): AnswerChoice[] =>
  [...p.keys()].sort((a, b) => (p.get(b) ?? 0) - (p.get(a) ?? 0));

/** The expected cost of telling the person `stream`, or of showing it to those whose thing was not offered. */
function expectedHarm(stream: DisposalStream, p: Distribution, costs: HarmCosts, among?: (t: AnswerChoice) => boolean) {
  let total = 0;
  for (const [truth, probability] of p) if (!among || among(truth)) total += probability * harmOf(stream, truth, costs);
  return total;
}

/** The item an answer is shown as: the one of it MobileNet names confidently, else the usual one. */
function itemFor(choice: AnswerChoice, items: readonly ItemScore[]): WasteItemId {
  return (
    items.find((score) => isConfident(score.confidence) && answerOfItem(score.id) === choice)?.id ?? USUAL_ITEM[choice]
  );
}

/** A hazard is worth asking about when its expected harm in a bin alone outweighs a question. */
function hazardsWorthAsking(p: Distribution, costs: HarmCosts): AnswerChoice[] {
  return HAZARD_ANSWERS.filter((hazard) => (p.get(hazard) ?? 0) * costs.hazardInHouseholdBin > costs.ask);
}

/**
 * The answers to offer, likeliest first: `first` (when given) leads, then the likeliest others. A
 * hazard worth asking about is always among them, in place of the least likely: one is enough, since
 * a battery and a hazardous item go to the same kind of drop-off, and the slot left keeps the
 * person's other likely answers in sight.
 */
function offeredChoices(p: Distribution, costs: HarmCosts, first?: AnswerChoice): AnswerChoice[] {
  const ranked = likeliestFirst(p).filter((choice) => choice !== first);
  const offered = [...(first ? [first] : []), ...ranked].slice(0, MAX_CHOICES);
  const [hazard] = likeliestFirst(new Map(hazardsWorthAsking(p, costs).map((h) => [h, p.get(h) ?? 0])));
  if (hazard && !offered.some((choice) => HAZARD_ANSWERS.includes(choice)))
    offered[Math.max(offered.length - 1, first ? 1 : 0)] = hazard;
  const rest = offered.slice(first ? 1 : 0).sort((a, b) => (p.get(b) ?? 0) - (p.get(a) ?? 0));
  return [...(first ? [first] : []), ...rest];
}

interface Option {
  choice: AnswerChoice;
  id: WasteItemId;
  stream: DisposalStream;
  /** Expected cost of giving this answer. */
  cost: number;
}

function optionOf(choice: AnswerChoice, evidence: DeviceEvidence, p: Distribution, costs: HarmCosts): Option {
  const id = itemFor(choice, evidence.items);
  const stream = definitionOf(id)?.stream ?? 'landfill';
  return { choice, id, stream, cost: expectedHarm(stream, p, costs) };
}

/**
 * The advice chosen, named by the likeliest answer that gives the same advice. The rule weighs
 * streams, so a cheap stream can be reached through an unlikely answer: a jar lid the head is sure is
 * metal, which MobileNet calls scrap metal (a drop-off), is best sent to recycling, and is then metal
 * going to recycling (its usual item), not the glass bottle at 0.04% that happened to lead there.
 * When the advice is right for the likeliest answer and so is that answer's own, its own is given: a
 * 9 V battery at 92% is best sent to a drop-off by a hair (a clothes bank at 0.4% leads there too), and
 * is then a battery going to the hazardous-waste drop-off, not clothing.
 */
function namedByLikeliest(best: Option, options: readonly Option[], p: Distribution): Option {
  for (const choice of likeliestFirst(p)) {
    if (choice === best.choice) return best;
    const own = options.find((option) => option.choice === choice);
    if (own?.stream === best.stream) return own;
    const right = RIGHT_STREAMS[choice];
    if (own && right.includes(best.stream) && right.includes(own.stream)) return own;
    const usual = USUAL_ITEM[choice];
    if (definitionOf(usual)?.stream === best.stream) return { ...best, choice, id: usual };
  }
  return best;
}

/** Shown while asking: a hazard when one is offered, else the offered answer of least expected harm. */
function safestOffered(options: readonly Option[], p: Distribution): Option {
  const hazards = options.filter((option) => HAZARD_ANSWERS.includes(option.choice));
  if (hazards.length) return hazards.reduce((a, b) => ((p.get(b.choice) ?? 0) > (p.get(a.choice) ?? 0) ? b : a));
  return options.reduce((a, b) => (b.cost < a.cost ? b : a));
}

/** Why the likeliest answer was not given: the harm that weighs most in its expected cost. */
function reasonFor(likeliest: Option, p: Distribution, costs: HarmCosts, familiar: boolean): UnsureReason {
  const weight = { hazardInHouseholdBin: 0, harmful: 0, harmlessWrong: 0, right: 0 };
  for (const [truth, probability] of p)
    weight[harmKind(likeliest.stream, truth)] += probability * harmOf(likeliest.stream, truth, costs);
  if (weight.hazardInHouseholdBin >= Math.max(weight.harmful, weight.harmlessWrong)) return 'hazard';
  if (weight.harmful >= weight.harmlessWrong) return 'conflict';
  return familiar ? 'uncertain' : 'unfamiliar';
}

function itemOf(option: Option, p: Distribution, choices: AnswerChoice[], unsure?: UnsureReason): IdentifiedItem {
  const confidence = p.get(option.choice) ?? 0;
  const item: IdentifiedItem = {
    ...toIdentifiedItem(option.id, confidence, 'device'),
    materialConfidence: confidence,
    choices,
  };
  return unsure ? { ...item, unsure } : item;
}

/** The item the person taught, as an answer: still theirs to change, and still asked about near a hazard. */
function rememberedAnswer(recollection: Recollection, p: Distribution, costs: HarmCosts): IdentifiedItem {
  // A class pack made with a newer catalogue may name an item this one lacks: its material still speaks.
  const id = definitionOf(recollection.itemId) ? recollection.itemId : USUAL_ITEM[recollection.material];
  const taught: IdentifiedItem = {
    ...toIdentifiedItem(id, recollection.similarity, 'memory'),
    material: recollection.material,
  };
  const hazards = isHouseholdBin(adviceStream(taught)) ? hazardsWorthAsking(p, costs) : [];
  const choices = offeredChoices(p, costs, choiceOf(taught));
  if (!hazards.length) return { ...taught, choices };
  const hazard = hazards.reduce((a, b) => ((p.get(b) ?? 0) > (p.get(a) ?? 0) ? b : a));
  return { ...toIdentifiedItem(USUAL_ITEM[hazard], p.get(hazard) ?? 0, 'device'), unsure: 'hazard', choices };
}

function notWaste(evidence: DeviceEvidence): boolean {
  if (evidence.pictureScore >= PICTURE_SCORE && evidence.familiar === false) return true;
  // A drawing or a screenshot is not a photo of waste, unless it clearly shows a thing or looks like
  // the training photos (a product photo, its backdrop made one flat white): those are asked about below.
  const top = evidence.items[0];
  return evidence.digital && evidence.familiar === false && !(top && isConfident(top.confidence));
}

/** The on-device answer for one photo. */
export function decideIdentification(evidence: DeviceEvidence, costs: HarmCosts = HARM_COSTS): Identification {
  if (!evidence.materials?.length && !evidence.items.length && !evidence.recollection)
    return { kind: 'item', items: [], choices: [], ranking: [] };
  const p = distributionOf(evidence);
  const ranking = likeliestFirst(p);
  if (notWaste(evidence)) return { kind: 'notWaste', items: [], choices: offeredChoices(p, costs), ranking };

  let answer: IdentifiedItem;
  if (evidence.recollection) {
    answer = rememberedAnswer(evidence.recollection, p, costs);
  } else {
    const options = ANSWER_CHOICES.map((choice) => optionOf(choice, evidence, p, costs));
    const best = namedByLikeliest(
      options.reduce((a, b) =>
        b.cost < a.cost || (b.cost === a.cost && (p.get(b.choice) ?? 0) > (p.get(a.choice) ?? 0)) ? b : a,
      ),
      options,
      p,
    );
    const asked = offeredChoices(p, costs);
    const offered = options.filter((option) => asked.includes(option.choice));
    const shown = safestOffered(offered, p);
    const askCost = costs.ask + expectedHarm(shown.stream, p, costs, (truth) => !asked.includes(truth));
    // A picture made on a screen that shows a thing is only a guess; and an answer that is not among
    // the likeliest is no answer to give outright (a clothes bank named at 2% for egg shells: a drop-off
    // is never harmful, so it can cost less than a question whose meantime verdict is a bin).
    const likely = ranking.slice(0, MAX_CHOICES).includes(best.choice);
    if (best.cost <= askCost && !evidence.digital && likely)
      answer = itemOf(best, p, offeredChoices(p, costs, best.choice));
    else
      answer = itemOf(
        shown,
        p,
        asked,
        evidence.digital
          ? 'unfamiliar'
          : reasonFor(
              options.find((o) => o.choice === asked[0])!,
              p,
              costs,
              evidence.familiar !== false,
            ),
      );
  }

  // The item MobileNet names confidently, when it is not the answer, follows it: for the rule that puts
  // a hazard first (withHazardFirst); shownItems shows no other reading of the thing as another thing.
  const others = evidence.items
    .filter((score) => isConfident(score.confidence) && score.id !== answer.id)
    .map((score) => toIdentifiedItem(score.id, score.confidence, 'device'));
  return { kind: 'item', items: [{ ...answer, ranking }, ...others], choices: answerChoices(answer), ranking };
}

/** A hazard in its own right, whoever named it: a battery, a hazardous item, or a device holding a battery. */
function isHazard(id: string): boolean {
  const definition = definitionOf(id);
  return BATTERY_DEVICES.has(id) || definition?.stream === 'hazardous' || definition?.material === 'battery';
}

/** Electronics that nearly always hold a lithium battery: hazards in a bin too. */
const BATTERY_DEVICES: ReadonlySet<string> = new Set(['mobile-phone', 'computer']);

/**
 * Hazard first, over the merged items of both identifiers: when the answer would go to a household
 * bin but another item named is a hazard (the cloud's "Battery" beside the device's bottle), the
 * hazard leads and the person is asked. The device's own answer already obeys this.
 */
export function withHazardFirst(items: readonly IdentifiedItem[]): IdentifiedItem[] {
  const [first, ...rest] = items;
  if (!first || first.materialConfirmed || !isHouseholdBin(adviceStream(first))) return [...items];
  const hazard = rest.find((item) => isHazard(disposalItemId(item)));
  if (!hazard) return [...items];
  const choices = [choiceOf(hazard), ...answerChoices(first).filter((choice) => choice !== choiceOf(hazard))];
  return [
    {
      ...hazard,
      unsure: 'hazard',
      choices: choices.slice(0, MAX_CHOICES),
      ...(first.ranking && { ranking: first.ranking }),
    },
    first,
    ...rest.filter((item) => item !== hazard),
  ];
}

/**
 * The item as the person says it is: sure from now on, whatever the models said. Words it was found by
 * and a publisher's ruling no longer speak for it. The answers it was offered stay on offer, the
 * chosen one pressed among them, so a slip of the finger is one tap from undone.
 */
export function withChosenAnswer(item: IdentifiedItem, choice: AnswerChoice): IdentifiedItem {
  const { unsure: _unsure, materialConfidence: _confidence, typedName: _name, ruling: _ruling, ...rest } = item;
  const keep = answerOfItem(item.id) === choice;
  const id = keep ? item.id : USUAL_ITEM[choice];
  const definition = definitionOf(id)!;
  return { ...rest, id, label: definition.label, material: definition.material, materialConfirmed: true };
}
