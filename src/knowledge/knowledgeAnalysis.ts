// The default analysis: the on-device knowledge base turned into the spec's Analysis result, in the
// request's language. Pure and synchronous: all text comes through `translate`.
import { binColourHint } from '../domain/bins';
import { disposalItemId } from '../domain/identification/decision';
import type {
  AnalysisRequest,
  AnalysisResult,
  DisposalStep,
  EcoTip,
  IdentifiedItem,
  MaterialPart,
  SustainableHabit,
  Translate,
  UserLocation,
} from '../domain/types';
import { findWasteItem, type WasteItemDefinition, type WasteItemId } from '../domain/wasteItems';
import { KNOWLEDGE, type KnowledgeEntry, type PartSpec } from './entries';
import { HABIT_EMOJIS, STEP_ICONS, type StepKey, TIP_ICONS } from './vocabulary';

/** Several items in one photo: enough tips and habits to be useful without a wall of text. */
export const MAX_TIPS = 4;
export const MAX_HABITS = 4;

// The city values the location step reports when it does not know where the person is.
const UNKNOWN_CITIES: ReadonlySet<string> = new Set(['', 'unknown location', 'unknown city']);

interface KnownItem {
  item: IdentifiedItem;
  definition: WasteItemDefinition;
  entry: KnowledgeEntry;
  name: string;
}

/**
 * Guidance for the request's items from the on-device knowledge base, or null when it knows none of
 * them (the caller then falls back to the generic guidance).
 *
 * Several items: the most confident known item (the first on a tie) drives the classification, the
 * full material breakdown and the full steps; every other known item adds one breakdown row (its main
 * part) and one step (where it goes), prefixed with its name. Every item's warning is kept, since a
 * safety note must not be lost behind another item; hazardous items' warnings come first. Tips and
 * habits are taken in turn from each item, without repeats, up to MAX_TIPS and MAX_HABITS. The overall
 * recyclability is the confidence-weighted mean. Items the knowledge base does not cover are named in
 * the reasoning.
 */
export function analyzeWithKnowledgeBase(
  request: AnalysisRequest,
  translate: Translate,
  english: Translate = translate,
): AnalysisResult | null {
  const { known, unknownLabels } = partitionItems(request.items, translate);
  const [primary, ...others] = known;
  if (!primary) return null;

  const place = placeName(request.location, translate);
  const kb = (key: string, values: Record<string, string | number> = {}) =>
    translate(`kb.${key}`, { place, ...values });
  const list = listFormatter(request.language);

  const material = kb(`materials.${primary.entry.parts[0].type}`);

  const reasoning = [kb(`reasoning.${primary.definition.stream}`, { material })];
  if (others.length > 0) {
    reasoning.push(kb('reasoning.alsoFound', { item: primary.name, others: list(others.map((o) => o.name)) }));
  }
  if (unknownLabels.length > 0) reasoning.push(kb('reasoning.notCovered', { items: list(unknownLabels) }));

  const breakdownRow = (spec: PartSpec, name: string): MaterialPart => ({
    part: name,
    type: kb(`materials.${spec.type}`),
    recyclable: spec.recyclable,
    details: kb(`details.${spec.details}`),
  });

  const steps = disposalSteps(primary, others, kb);
  // The same steps in English, item names included, so the bin does not depend on the language.
  const englishKb = (key: string, values: Record<string, string | number> = {}) =>
    english(`kb.${key}`, { place: placeName(request.location, english), ...values });
  const [englishPrimary, ...englishOthers] = partitionItems(request.items, english).known;
  const bin = binColourHint(disposalSteps(englishPrimary!, englishOthers, englishKb));

  const warning = combinedWarning(
    known,
    (key) => kb(`warnings.${key}`),
    list,
    (item, text) => kb('itemLine', { item, text }),
  );

  return {
    classification: {
      category: primary.name,
      material,
      disposal_type: kb(`streams.${primary.definition.stream}`),
      confidence: confidenceOf(primary.item),
      reasoning: reasoning.join(' '),
    },
    materialBreakdown: [
      ...primary.entry.parts.map((spec) => breakdownRow(spec, kb(`parts.${spec.part}`))),
      ...others.map((other) => breakdownRow(other.entry.parts[0], other.name)),
    ],
    ecoTips: takeInTurn(
      known.map((k) => k.entry.tips),
      MAX_TIPS,
    ).map((key): EcoTip => ({
      icon: TIP_ICONS[key],
      title: kb(`tips.${key}.title`),
      description: kb(`tips.${key}.description`),
    })),
    sustainableHabits: takeInTurn(
      known.map((k) => k.entry.habits),
      MAX_HABITS,
    ).map((key): SustainableHabit => ({ emoji: HABIT_EMOJIS[key], text: kb(`habits.${key}`) })),
    overallRecyclability: weightedRecyclability(known),
    disposalInstructions: { steps, ...(warning ? { warning } : {}), location: place, bin },
    source: 'knowledge-base',
  };
}

/** The primary item's steps in full, then one line per other item (where it goes), prefixed with its name. */
function disposalSteps(
  primary: KnownItem,
  others: readonly KnownItem[],
  kb: (key: string, values?: Record<string, string | number>) => string,
): DisposalStep[] {
  const step = (key: StepKey): DisposalStep => ({ icon: STEP_ICONS[key], text: kb(`steps.${key}`) });
  const steps = [...primary.entry.prepare, primary.entry.dispose].map(step);
  for (const other of others) {
    const { icon, text } = step(other.entry.dispose);
    steps.push({ icon, text: kb('itemLine', { item: other.name, text }) });
  }
  return steps;
}

/** Known items, most confident first (stable on ties), one per catalogue id; and the unknown ones' labels. */
function partitionItems(items: readonly IdentifiedItem[], translate: Translate) {
  const known: KnownItem[] = [];
  const unknownLabels: string[] = [];
  const byConfidence = [...items].sort((a, b) => confidenceOf(b) - confidenceOf(a));
  for (const item of byConfidence) {
    const own = findWasteItem(item.id);
    const definition = own && findWasteItem(disposalItemId(item));
    if (!own || !definition) {
      const label = item.label.trim();
      if (label && !unknownLabels.includes(label)) unknownLabels.push(label);
    } else if (!known.some((k) => k.definition.id === definition.id)) {
      known.push({ item, definition, entry: KNOWLEDGE[definition.id as WasteItemId], name: itemName(own, translate) });
    }
  }
  return { known, unknownLabels };
}

const confidenceOf = (item: IdentifiedItem) => (Number.isFinite(item.confidence) ? item.confidence : 0);

// Item names belong to the identification catalogue's "items" texts; until a language has them, the
// catalogue's English label stands in (i18next answers a missing key with the key itself).
function itemName(definition: WasteItemDefinition, translate: Translate): string {
  const key = `items.${definition.id}`;
  const name = translate(key);
  return name && name !== key ? name : definition.label;
}

function placeName(location: UserLocation, translate: Translate): string {
  const city = (location.city ?? '').trim();
  return UNKNOWN_CITIES.has(city.toLowerCase()) ? translate('kb.location.yourArea') : city;
}

function listFormatter(language: string): (items: string[]) => string {
  let format: Intl.ListFormat;
  try {
    format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  } catch {
    format = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
  }
  return (items) => format.format(items);
}

const hazardRank = (known: KnownItem) => (known.definition.stream === 'hazardous' ? 0 : 1);

/** Every distinct warning, hazardous items' first; with several items, each names the items it concerns. */
function combinedWarning(
  known: readonly KnownItem[],
  text: (key: string) => string,
  list: (items: string[]) => string,
  itemLine: (item: string, text: string) => string,
): string | undefined {
  const byWarning = new Map<string, string[]>();
  const hazardousFirst = [...known].sort((a, b) => hazardRank(a) - hazardRank(b));
  for (const { entry, name } of hazardousFirst) {
    if (entry.warning) byWarning.set(entry.warning, [...(byWarning.get(entry.warning) ?? []), name]);
  }
  if (byWarning.size === 0) return undefined;
  return [...byWarning]
    .map(([key, names]) => (known.length > 1 ? itemLine(list(names), text(key)) : text(key)))
    .join(' ');
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
