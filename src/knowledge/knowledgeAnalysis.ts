// The default analysis: the on-device knowledge base and the place's rule pack, as facts in no
// language (domain/analysis/analysis.ts). Pure and synchronous: text is rendered at the edge.
import {
  type Analysis,
  ANALYSIS_FORMAT,
  type AnalysisStep,
  packSummary,
  type Phrase,
  phrase,
  type PhraseValue,
  placePhrase,
  type RuleContext,
  verdictStep,
} from '../domain/analysis/analysis';
import { disposalItemId } from '../domain/identification/decision';
import { type Verdict, verdictWithRuling } from '../domain/rules/verdict';
import type { AnalysisRequest, IdentifiedItem } from '../domain/types';
import { findWasteItem, type WasteItemDefinition } from '../domain/wasteItems';
import {
  HABIT_EMOJIS,
  KNOWLEDGE,
  type KnowledgeEntry,
  PART_MATERIALS,
  type PartSpec,
  STEPS,
  TIP_ICONS,
} from './advice';

/** Several items in one photo: enough tips and habits to be useful without a wall of text. */
export const MAX_TIPS = 4;
export const MAX_HABITS = 4;

interface KnownItem {
  item: IdentifiedItem;
  definition: WasteItemDefinition;
  entry: KnowledgeEntry;
  verdict: Verdict;
  name: Phrase;
}

/**
 * Guidance for the request's items from the on-device knowledge base under the place's rules, or null
 * when it knows none of them (the caller then falls back to the generic guidance).
 *
 * Several items: the first known item drives the classification (the item the page names: the
 * decision's answer, the question the app asks, or the person's answer to it); it gives the
 * full material breakdown and the full steps; every other known item adds one breakdown row (its main
 * part) and one step (where it goes here), prefixed with its name. Every item's warning is kept, since
 * a safety note must not be lost behind another item; hazardous items' warnings come first. Tips and
 * habits are taken in turn from each item, without repeats, up to MAX_TIPS and MAX_HABITS. The
 * recyclability is the confidence-weighted mean. Items the knowledge base does not cover are named.
 */
export function analyzeWithKnowledgeBase(request: AnalysisRequest, rules: RuleContext): Analysis | null {
  const { known, unknownLabels } = partitionItems(request.items, rules);
  const [primary, ...others] = known;
  if (!primary) return null;

  const place = placePhrase(request.location);
  const kb = (key: string, values: Record<string, PhraseValue> = {}) => phrase(`kb.${key}`, { place, ...values });
  const material = kb(`materials.${primary.entry.parts[0].type}`);

  const reasoning: Phrase[] = [kb(`reasoning.${primary.verdict.stream}`, { material })];
  if (others.length > 0) {
    reasoning.push(kb('reasoning.alsoFound', { item: primary.name, others: { list: others.map((o) => o.name) } }));
  }
  if (unknownLabels.length > 0) {
    reasoning.push(
      kb('reasoning.notCovered', { items: { list: unknownLabels.map((text) => ({ text, lang: 'en' })) } }),
    );
  }

  const part = (spec: PartSpec, of: KnownItem, main: boolean, name: Phrase = kb(`parts.${spec.part}`)) => ({
    part: name,
    type: kb(`materials.${spec.type}`),
    details: kb(`details.${spec.details}`),
    recyclable: spec.recyclable,
    main,
    item: of.definition.id,
    material: PART_MATERIALS[spec.type] ?? 'other',
  });

  const ref = primary.verdict.ref;
  const lines = ref && rules.pack.publisherText ? rules.publisherLines?.(ref) : undefined;
  const language = rules.pack.publisherText?.language ?? 'en';

  return {
    format: ANALYSIS_FORMAT,
    source: 'knowledge-base',
    pack: packSummary(rules.pack),
    verdicts: known.map((k) => k.verdict),
    ...(lines?.length ? { publisherWords: lines.map((text) => ({ text, lang: language })) } : {}),
    category: primary.name,
    material,
    confidence: confidenceOf(primary.item),
    reasoning,
    parts: [
      ...primary.entry.parts.map((spec, i) => part(spec, primary, i === 0)),
      ...others.map((other) => part(other.entry.parts[0], other, false, other.name)),
    ],
    steps: disposalSteps(primary, others, kb, rules.pack.id === rules.generic.id),
    warnings: combinedWarnings(known, kb),
    tips: takeInTurn(
      known.map((k) => k.entry.tips),
      MAX_TIPS,
    ).map((key) => ({
      icon: TIP_ICONS[key] ?? '',
      title: kb(`tips.${key}.title`),
      description: kb(`tips.${key}.description`),
    })),
    habits: takeInTurn(
      known.map((k) => k.entry.habits),
      MAX_HABITS,
    ).map((key) => ({ emoji: HABIT_EMOJIS[key] ?? '', text: kb(`habits.${key}`) })),
    recyclability: weightedRecyclability(known),
    location: place,
  };
}

function stepApplies(key: string, verdict: Verdict, generic: boolean): boolean {
  const step = STEPS[key];
  if (step?.genericOnly && !generic) return false;
  if (step?.only && !step.only.includes(verdict.stream)) return false;
  return !step?.except?.includes(verdict.stream);
}

/**
 * The main item's steps: its preparation (those that hold where it goes here), then where it goes.
 * The entry's own last step says where in general words: the generic pack keeps it when it sends the
 * item where the verdict does; a place's pack names its own bin instead (its note and the publisher's
 * words say the rest). Then one line per other item, with its verdict.
 */
function disposalSteps(
  primary: KnownItem,
  others: readonly KnownItem[],
  kb: (key: string, values?: Record<string, PhraseValue>) => Phrase,
  generic: boolean,
): AnalysisStep[] {
  const step = (key: string): AnalysisStep => ({ icon: STEPS[key]?.icon ?? '', text: kb(`steps.${key}`) });
  const { entry, verdict } = primary;
  const steps = entry.prepare.filter((key) => stepApplies(key, verdict, generic)).map(step);
  const destination = STEPS[entry.dispose]?.destination;
  steps.push(generic && destination === verdict.stream ? step(entry.dispose) : verdictStep(verdict));
  for (const other of others) {
    const line = verdictStep(other.verdict);
    steps.push({ ...line, text: kb('itemLine', { item: other.name, text: line.text }) });
  }
  return steps;
}

/** Known items, the first first and the others most confident first, one per catalogue id; and the unknown ones' labels. */
function partitionItems(items: readonly IdentifiedItem[], rules: RuleContext) {
  const known: KnownItem[] = [];
  const unknownLabels: string[] = [];
  // The first item leads whatever its confidence: it is the one the page names and the verdict must
  // be its own (shownItems put it first: the decision's answer, the question the app asks, the
  // person's answer). Confidences are not one scale: a snack packet MobileNet names at 0.98 beside
  // general waste answered at 0.93 gave the packet's yellow container under "General waste". The
  // other items follow by confidence.
  const [lead, ...others] = items;
  const ordered = lead ? [lead, ...[...others].sort((a, b) => confidenceOf(b) - confidenceOf(a))] : [];
  for (const item of ordered) {
    const own = findWasteItem(item.id);
    const definition = own && findWasteItem(disposalItemId(item));
    if (!own || !definition) {
      const label = item.label.trim();
      if (label && !unknownLabels.includes(label)) unknownLabels.push(label);
    } else {
      const twice = known.find((k) => k.definition.id === definition.id);
      // Named twice: counted once, in its first place, at its best confidence.
      if (twice) {
        if (confidenceOf(item) > confidenceOf(twice.item)) twice.item = { ...twice.item, confidence: item.confidence };
        continue;
      }
      known.push({
        item,
        definition,
        entry: KNOWLEDGE[definition.id]!,
        verdict: verdictWithRuling(rules.pack, rules.generic, definition, item.ruling),
        name: item.typedName ?? phrase(`items.${own.id}`),
      });
    }
  }
  return { known, unknownLabels };
}

const confidenceOf = (item: IdentifiedItem) => (Number.isFinite(item.confidence) ? item.confidence : 0);

const hazardRank = (known: KnownItem) => (known.verdict.stream === 'hazardous' ? 0 : 1);

/** Every distinct warning, hazardous items' first; with several items, each names the items it concerns. */
function combinedWarnings(
  known: readonly KnownItem[],
  kb: (key: string, values?: Record<string, PhraseValue>) => Phrase,
): Phrase[] {
  const byWarning = new Map<string, Phrase[]>();
  const hazardousFirst = [...known].sort((a, b) => hazardRank(a) - hazardRank(b));
  for (const { entry, name } of hazardousFirst) {
    if (entry.warning) byWarning.set(entry.warning, [...(byWarning.get(entry.warning) ?? []), name]);
  }
  return [...byWarning].map(([key, names]) =>
    known.length > 1 ? kb('itemLine', { item: { list: names }, text: kb(`warnings.${key}`) }) : kb(`warnings.${key}`),
  );
}

/** Round-robin over the items' lists (the main item first), skipping repeats, up to `max`. */
function takeInTurn<T>(lists: readonly (readonly T[])[], max: number): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < max; i++) {
    for (const l of lists) {
      const value = l[i];
      if (value !== undefined && !out.includes(value) && out.length < max) out.push(value);
    }
  }
  return out;
}

function weightedRecyclability(known: readonly KnownItem[]): number {
  const total = known.reduce((sum, k) => sum + confidenceOf(k.item), 0);
  const weighted =
    total > 0
      ? known.reduce((sum, k) => sum + k.entry.recyclability * confidenceOf(k.item), 0) / total
      : known.reduce((sum, k) => sum + k.entry.recyclability, 0) / known.length;
  return Math.round(weighted);
}
