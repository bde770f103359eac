// Recognising what the person taught: the photo's embedding against the taught examples, by cosine
// similarity. Each taught item is represented near the photo by the mean of its (up to) three closest
// examples, which holds a kind together better than any single photo of it; the closest item answers
// when it reaches the photo's bar (recallThreshold: lower for a photo the model finds unfamiliar).
// docs/identification.md#what-you-taught has the measurements behind the numbers (npm run
// measure:taught). Pure arithmetic: the classifier worker runs it.
import type { Material } from '../types';
import type { TaughtExample } from './taughtExample';

/**
 * The similarity a photo like those the model learnt from must reach: out-of-studio photos of another
 * material reach 0.55 against a kind's taught examples in about 1 in 200 trials.
 */
export const RECALL_THRESHOLD = 0.55;
/**
 * A photo unlike those the model learnt from (low familiarity, where the model is most often wrong,
 * and so where teaching matters) needs less: the bar is FAMILIARITY_WEIGHT x familiarity +
 * RECALL_MARGIN, between RECALL_FLOOR and RECALL_THRESHOLD. What was taught has to beat what the model
 * already knows by a margin, rather than one fixed distance.
 */
export const FAMILIARITY_WEIGHT = 0.7;
export const RECALL_MARGIN = 0.02;
/** No photo is taken over below this, however unfamiliar (a picture of nothing the model knows). */
export const RECALL_FLOOR = 0.4;
/** Examples of one item averaged near the photo. */
export const RECALL_NEIGHBOURS = 3;

/** The taught examples ready for the check: unit-length vectors, one row each, and what each taught. */
export interface MemoryIndex {
  size: number;
  dimensions: number;
  /** size x dimensions, row i the unit-length embedding of example i. */
  vectors: Float32Array;
  /** Row i taught items[itemOfRow[i]]. */
  itemOfRow: Uint16Array;
  items: { itemId: string; material: Material }[];
  /** No value below zero (true of MobileNet's pooled ReLU6 embeddings): the check may skip far items. */
  nonNegative: boolean;
}

export interface Recollection {
  itemId: string;
  material: Material;
  /** Cosine similarity of the photo to the item's nearby examples, 0..1 for MobileNet's embeddings. */
  similarity: number;
  /** How many of the item's examples spoke. */
  examples: number;
}

/** a[from..] . b[from..] over `length` values, four at a time (the check's whole cost). */
function dot(a: Float32Array, fromA: number, b: Float32Array, fromB: number, length: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < length; i += 4) {
    s0 += a[fromA + i]! * b[fromB + i]!;
    s1 += a[fromA + i + 1]! * b[fromB + i + 1]!;
    s2 += a[fromA + i + 2]! * b[fromB + i + 2]!;
    s3 += a[fromA + i + 3]! * b[fromB + i + 3]!;
  }
  for (; i < length; i++) s0 += a[fromA + i]! * b[fromB + i]!;
  return s0 + s1 + s2 + s3;
}

function unitLength(values: ArrayLike<number>, into: Float32Array, offset = 0): boolean {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]! * values[i]!;
  if (!(sum > 0)) return false;
  const scale = 1 / Math.sqrt(sum);
  for (let i = 0; i < values.length; i++) into[offset + i] = values[i]! * scale;
  return true;
}

export function buildMemoryIndex(
  examples: readonly Pick<TaughtExample, 'itemId' | 'material' | 'embedding'>[],
): MemoryIndex {
  const dimensions = examples[0]?.embedding.length ?? 0;
  const usable = examples.filter((example) => example.embedding.length === dimensions);
  const vectors = new Float32Array(usable.length * dimensions);
  const kept = usable.filter((example, row) => unitLength(example.embedding, vectors, row * dimensions));
  const items: MemoryIndex['items'] = [];
  const itemIndex = new Map<string, number>();
  const itemOfRow = Uint16Array.from(kept, (example) => {
    let index = itemIndex.get(example.itemId);
    if (index === undefined) {
      index = items.push({ itemId: example.itemId, material: example.material }) - 1;
      itemIndex.set(example.itemId, index);
    }
    return index;
  });
  const packed = kept.length === usable.length ? vectors : vectors.slice(0, kept.length * dimensions);
  return {
    size: kept.length,
    dimensions,
    vectors: packed,
    itemOfRow,
    items,
    nonNegative: packed.every((value) => value >= 0),
  };
}

export const EMPTY_MEMORY: MemoryIndex = buildMemoryIndex([]);

/**
 * The similarity to what was taught a photo of this familiarity (the open-set score) must reach;
 * `margin` other than RECALL_MARGIN only for the measurements' sweep.
 */
export function recallThreshold(familiarity: number, margin = RECALL_MARGIN): number {
  const bar = margin + FAMILIARITY_WEIGHT * familiarity;
  return Math.min(RECALL_THRESHOLD, Math.max(RECALL_FLOOR, Number.isFinite(bar) ? bar : RECALL_THRESHOLD));
}

/** The taught item this photo is, or null when none is close enough (or nothing was taught). */
export function recall(
  index: MemoryIndex,
  embedding: ArrayLike<number>,
  threshold = RECALL_THRESHOLD,
): Recollection | null {
  const { size, dimensions, vectors, itemOfRow } = index;
  if (size === 0 || embedding.length !== dimensions) return null;
  const photo = new Float32Array(dimensions);
  if (!unitLength(embedding, photo)) return null;

  // Each item's closest rows: slots k*item .. k*item+k-1, most similar first (-1: empty).
  const k = RECALL_NEIGHBOURS;
  const closestRow = new Int32Array(index.items.length * k).fill(-1);
  const closestSimilarity = new Float32Array(index.items.length * k);
  for (let row = 0; row < size; row++) {
    const similarity = dot(photo, 0, vectors, row * dimensions, dimensions);
    const first = itemOfRow[row]! * k;
    let slot = first + k - 1;
    if (closestRow[slot] !== -1 && closestSimilarity[slot]! >= similarity) continue;
    while (slot > first && (closestRow[slot - 1] === -1 || closestSimilarity[slot - 1]! < similarity)) {
      closestRow[slot] = closestRow[slot - 1]!;
      closestSimilarity[slot] = closestSimilarity[slot - 1]!;
      slot--;
    }
    closestRow[slot] = row;
    closestSimilarity[slot] = similarity;
  }

  // The photo against the mean of an item's closest examples: (sum of similarities) / |sum of vectors|.
  // With no negative values the examples' pairwise products are >= 0, so |sum| >= sqrt(count) and an
  // item whose sum / sqrt(count) falls short cannot reach the threshold.
  let best: Recollection | null = null;
  for (let item = 0; item < index.items.length; item++) {
    const first = item * k;
    let count = 0;
    let sum = 0;
    while (count < k && closestRow[first + count] !== -1) sum += closestSimilarity[first + count++]!;
    if (index.nonNegative && sum / Math.sqrt(count) < Math.max(threshold, best?.similarity ?? 0)) continue;
    let squared = 0;
    for (let a = 0; a < count; a++) {
      const rowA = closestRow[first + a]! * dimensions;
      squared += 1;
      for (let b = a + 1; b < count; b++) {
        const rowB = closestRow[first + b]! * dimensions;
        squared += 2 * dot(vectors, rowA, vectors, rowB, dimensions);
      }
    }
    const similarity = squared > 0 ? sum / Math.sqrt(squared) : 0;
    if (similarity >= threshold && (!best || similarity > best.similarity)) {
      best = { ...index.items[item]!, similarity, examples: count };
    }
  }
  return best;
}
