// @vitest-environment node
// The taught list: capped with the oldest dropped, a scan taught again replacing its example, by item
// for the page, and the embedding carried exactly through a file.
import {
  exportedTaught,
  readEmbedding,
  TAUGHT_EMBEDDING_SIZE,
  type TaughtExample,
  taughtExample,
  taughtItems,
  withAllTaught,
  withoutItem,
  withTaught,
} from '../../../../src/domain/taught/taughtExample';

const example = (id: string, itemId = 'battery', day = 1): TaughtExample => ({
  id,
  itemId,
  material: itemId === 'battery' ? 'battery' : 'glass',
  embedding: Float32Array.from({ length: TAUGHT_EMBEDDING_SIZE }, (_, i) => Math.sin(i + id.length)),
  taughtAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

describe('the taught list', () => {
  it('drops the oldest beyond the cap, and replaces a scan taught again', () => {
    let list: TaughtExample[] = [];
    for (const id of ['a', 'b', 'c']) list = withTaught(list, example(id), 2);
    expect(list.map((e) => e.id)).toEqual(['b', 'c']);
    list = withTaught(list, example('b', 'glass-bottle', 2), 2);
    expect(list.map((e) => [e.id, e.itemId])).toEqual([
      ['c', 'battery'],
      ['b', 'glass-bottle'],
    ]);
  });

  it('adds a pack’s examples it lacks, once, keeping the newest within the cap', () => {
    const { list, added } = withAllTaught(
      [example('a', 'battery', 1)],
      [example('a'), example('b', 'battery', 3), example('b')],
    );
    expect(added).toBe(1);
    expect(list.map((e) => e.id)).toEqual(['a', 'b']);
    const capped = withAllTaught([example('new', 'battery', 9)], [example('old', 'battery', 1)], 1);
    expect(capped).toMatchObject({ added: 0, list: [{ id: 'new' }] });
  });

  it('lists items, most recently taught first, with how many photos taught each, and forgets one', () => {
    const list = [example('a', 'battery', 1), example('b', 'glass-bottle', 3), example('c', 'battery', 2)];
    expect(taughtItems(list)).toEqual([
      { itemId: 'glass-bottle', material: 'glass', count: 1, lastTaughtAt: '2026-11-03T10:00:00.000Z' },
      { itemId: 'battery', material: 'battery', count: 2, lastTaughtAt: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(withoutItem(list, 'battery').map((e) => e.id)).toEqual(['b']);
  });

  it('carries the embedding through a file value for value, and refuses one that is not 1280 numbers', () => {
    const original = example('a');
    const exported = exportedTaught(original);
    expect(exported).toMatchObject({ id: 'a', item_id: 'battery', material: 'battery', taught_at: original.taughtAt });
    expect(taughtExample(exported, TAUGHT_EMBEDDING_SIZE)).toEqual(original);
    expect(readEmbedding(exported.embedding.slice(0, 100), TAUGHT_EMBEDDING_SIZE)).toBeNull();
    expect(readEmbedding('not base64 at all!', TAUGHT_EMBEDDING_SIZE)).toBeNull();
    const nan = new Uint8Array(TAUGHT_EMBEDDING_SIZE * 4).fill(0xff);
    expect(readEmbedding(Buffer.from(nan).toString('base64'), TAUGHT_EMBEDDING_SIZE)).toBeNull();
  });
});
