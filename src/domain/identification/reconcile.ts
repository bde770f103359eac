// One list of items from the two identifiers. The on-device items stand on their own; the cloud's
// labels, when they arrive, add items, confirm the device's (source 'both') and lift their
// confidence to the better of the two. Items both agree on come first, then the question the device
// asks, then the device's answer and the cloud's items by confidence, then the device's other items.
import type { IdentifiedItem, Material } from '../types';
import { findWasteItem, type WasteItemId } from '../wasteItems';
import type { CloudEvidence } from './cloudLabels';
import { withHazardFirst } from './decision';
import { toIdentifiedItem } from './identifiedItem';
import type { ItemScore } from './imagenetTaxonomy';

// Paper and cardboard share a bin, and the service says "Paper" for both.
const AKIN: Partial<Record<Material, readonly Material[]>> = {
  paper: ['paper', 'cardboard'],
  cardboard: ['cardboard', 'paper'],
};

function materialOf(id: WasteItemId): Material | undefined {
  return findWasteItem(id)?.material;
}

function suits(hint: Material, id: WasteItemId): boolean {
  const m = materialOf(id);
  return m !== undefined && (AKIN[hint] ?? [hint]).includes(m);
}

/** The member a family label most likely means: by the material labels, then the device's view. */
function resolveFamily(
  members: readonly WasteItemId[],
  usual: WasteItemId | undefined,
  evidence: CloudEvidence,
  deviceScore: (id: WasteItemId) => number,
): WasteItemId | undefined {
  // A stable sort: with no device view, the family's own order decides.
  const likeliest = (candidates: readonly WasteItemId[]) =>
    [...candidates].sort((x, y) => deviceScore(y) - deviceScore(x))[0];
  for (const { material } of evidence.materials) {
    const suited = members.filter((id) => suits(material, id));
    if (suited.length) return likeliest(suited);
  }
  const deviceChoice = likeliest(members);
  return deviceChoice && deviceScore(deviceChoice) > 0 ? deviceChoice : usual;
}

/**
 * The cloud's items, from its labels as readCloudLabels read them (the label tables load only when
 * a vision service answers). deviceScores: every item the device saw, even below the rule, so that a
 * label like "Bottle" becomes the kind of bottle the device thinks it is.
 */
export function itemsFromCloud(evidence: CloudEvidence, deviceScores: readonly ItemScore[] = []): IdentifiedItem[] {
  const deviceMap = new Map(deviceScores.map((s) => [s.id, s.confidence]));
  const deviceScore = (id: WasteItemId) => deviceMap.get(id) ?? 0;
  const found = new Map(evidence.items);
  const raise = (id: WasteItemId, score: number) => found.set(id, Math.max(found.get(id) ?? 0, score));

  for (const family of evidence.families) {
    if (family.members.some((id) => evidence.items.has(id))) continue;
    const id = resolveFamily(family.members, family.usual, evidence, deviceScore);
    if (id) raise(id, family.score);
  }
  for (const { material, usual, score } of evidence.materials) {
    if (usual && ![...found.keys()].some((id) => suits(material, id))) raise(usual, score);
  }
  return [...found].map(([id, score]) => toIdentifiedItem(id, score, 'cloud'));
}

/** Unsure for want of evidence, which the cloud's agreement gives; a hazard or a harmful reading still asks. */
const SETTLED_BY_AGREEMENT: ReadonlySet<string> = new Set(['unfamiliar', 'uncertain']);

export function mergeItems(device: readonly IdentifiedItem[], cloud: readonly IdentifiedItem[]): IdentifiedItem[] {
  // What the person taught leads as it is: the cloud's labels follow it, they do not vote on it.
  const [first, ...rest] = device;
  if (first?.source === 'memory') {
    return [first, ...mergeItems(rest, cloud).filter((item) => item.id !== first.id)];
  }
  const merged = new Map<string, IdentifiedItem>(device.map((item) => [item.id, item]));
  for (const item of cloud) {
    const mine = merged.get(item.id);
    if (!mine) {
      merged.set(item.id, item);
      continue;
    }
    const { unsure, ...rest } = mine;
    const stillUnsure = unsure && !SETTLED_BY_AGREEMENT.has(unsure) ? { unsure } : {};
    merged.set(item.id, {
      ...rest,
      ...stillUnsure,
      source: 'both',
      confidence: Math.max(mine.confidence, item.confidence),
    });
  }
  // The question the device asks keeps its place ahead of items only one side named, whatever its
  // confidence (a battery asked about at 0.1 beside a snack packet named at 0.8). The device's answer
  // leads its other items however they are scored: the decision rule chose it, and their confidence
  // is MobileNet's for an item, not the answer's probability (a glass bottle at 0.89 beside a plastic
  // bottle named at 0.91). Only the cloud's items compete with it by confidence.
  const rank = (item: IdentifiedItem) => {
    if (item.source === 'both') return 3;
    if (item.id === first?.id) return item.unsure ? 2 : 1;
    return item.source === 'cloud' ? 1 : 0;
  };
  return [...merged.values()].sort((a, b) => rank(b) - rank(a) || b.confidence - a.confidence);
}

/**
 * The items a photo shows: both identifiers' merged, agreed ones first, and any hazard named ahead of a
 * bin. One function for a photo and a live camera frame, so the two answer alike.
 *
 * The device names one thing a photo: MobileNet gives one reading of the whole picture, so an item it
 * named beside the decision's answer is another reading of the same thing, not a second thing in it
 * (an eggshell photo's "Shoes", a bottle's "Metal tool"). Of the device's items only the first shown
 * stays (its answer, what the person taught, or the hazard asked about in the answer's place); the
 * others speak only through the rule that puts a hazard first, and are not shown as "also seen", given
 * advice, or left standing once the person says what the thing is. The cloud's items can be other
 * things in the photo, and stay, as do the device's items the cloud also named.
 */
export function shownItems(device: readonly IdentifiedItem[], cloud: readonly IdentifiedItem[]): IdentifiedItem[] {
  const items = withHazardFirst(mergeItems(device, cloud));
  const devicesOwn = items.findIndex((item) => item.source === 'device' || item.source === 'memory');
  return items.filter((item, i) => item.source !== 'device' || i === devicesOwn);
}
