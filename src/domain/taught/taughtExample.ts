// What the person taught the app: for each photo whose answer they confirmed or changed, the photo's
// embedding (MobileNet's 1280 values, never the photo) and the item they said it is. Kept on the
// device per account (per device for visitors), capped, oldest dropped first.
import { decodeBase64, encodeBase64 } from '../identification/base64';
import type { Material } from '../types';

/** MobileNet V2's pooled embedding (workers/mobileNet.ts EMBEDDING_SIZE; a test keeps them equal). */
export const TAUGHT_EMBEDDING_SIZE = 1280;

/** Enough for a household's or a class's usual things; the check over all of them stays under 2 ms. */
export const TAUGHT_CAP = 500;

export interface TaughtExample {
  /** The scan's id: changing a scan's answer again replaces its example rather than adding one. */
  id: string;
  /** The catalogue item the person chose (wasteItems.ts). */
  itemId: string;
  material: Material;
  embedding: Float32Array;
  /** ISO time of the last correction. */
  taughtAt: string;
}

/** The list with `example` in it: a re-taught scan moves to the newest place; beyond the cap the oldest go. */
export function withTaught(list: readonly TaughtExample[], example: TaughtExample, cap = TAUGHT_CAP): TaughtExample[] {
  const others = list.filter((entry) => entry.id !== example.id);
  return [...others, example].slice(-cap);
}

/** The list with other examples added, skipping ids it holds; the newest `cap` are kept. */
export function withAllTaught(
  list: readonly TaughtExample[],
  incoming: readonly TaughtExample[],
  cap = TAUGHT_CAP,
): { list: TaughtExample[]; added: number } {
  const held = new Set(list.map((entry) => entry.id));
  const fresh: TaughtExample[] = [];
  for (const entry of incoming) {
    if (held.has(entry.id)) continue;
    held.add(entry.id);
    fresh.push(entry);
  }
  const merged = [...list, ...fresh].sort((a, b) => a.taughtAt.localeCompare(b.taughtAt)).slice(-cap);
  const kept = new Set(merged.map((entry) => entry.id));
  return { list: merged, added: fresh.filter((entry) => kept.has(entry.id)).length };
}

/** One line of the taught list: an item, how many photos taught it, and when last. */
export interface TaughtItem {
  itemId: string;
  material: Material;
  count: number;
  lastTaughtAt: string;
}

/** The taught list by item, most recently taught first. */
export function taughtItems(list: readonly TaughtExample[]): TaughtItem[] {
  const items = new Map<string, TaughtItem>();
  for (const example of list) {
    const known = items.get(example.itemId);
    items.set(example.itemId, {
      itemId: example.itemId,
      material: example.material,
      count: (known?.count ?? 0) + 1,
      lastTaughtAt: known && known.lastTaughtAt > example.taughtAt ? known.lastTaughtAt : example.taughtAt,
    });
  }
  return [...items.values()].sort((a, b) => b.lastTaughtAt.localeCompare(a.lastTaughtAt));
}

/** Forget one item: every photo that taught it. */
export const withoutItem = (list: readonly TaughtExample[], itemId: string): TaughtExample[] =>
  list.filter((example) => example.itemId !== itemId);

/** A taught example as the export file and a class pack carry it: the embedding as base64 float32 (little-endian). */
export interface ExportedTaught {
  id: string;
  item_id: string;
  material: Material;
  embedding: string;
  taught_at: string;
}

export function exportedTaught(example: TaughtExample): ExportedTaught {
  const bytes = new Uint8Array(example.embedding.length * 4);
  const view = new DataView(bytes.buffer);
  example.embedding.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return {
    id: example.id,
    item_id: example.itemId,
    material: example.material,
    embedding: encodeBase64(bytes),
    taught_at: example.taughtAt,
  };
}

/** The embedding's values, or null when the text is not base64 of `size` finite float32 values. */
export function readEmbedding(base64: string, size: number): Float32Array | null {
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(base64);
  } catch {
    return null;
  }
  if (bytes.length !== size * 4) return null;
  const view = new DataView(bytes.buffer);
  const values = new Float32Array(size);
  for (let index = 0; index < size; index++) {
    const value = view.getFloat32(index * 4, true);
    if (!Number.isFinite(value)) return null;
    values[index] = value;
  }
  return values;
}

/** An exported example back as it is kept; its embedding already checked by the file's schema. */
export function taughtExample(exported: ExportedTaught, size: number): TaughtExample {
  const embedding = readEmbedding(exported.embedding, size);
  if (!embedding) throw new Error(`Taught example ${exported.id} has no readable embedding`);
  return {
    id: exported.id,
    itemId: exported.item_id,
    material: exported.material,
    embedding,
    taughtAt: exported.taught_at,
  };
}
