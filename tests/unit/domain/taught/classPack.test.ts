// @vitest-environment node
// Class packs: what one person taught, as a file another adds; a full account export is read for its
// taught list; anything else is refused for a reason the page can name.
import { EMPTY_ACCOUNT_DATA, EXPORT_VERSION, exportFile } from '../../../../src/domain/accountData';
import { classPack, classPackFileName, readClassPack } from '../../../../src/domain/taught/classPack';
import { exportedTaught, TAUGHT_EMBEDDING_SIZE, type TaughtExample } from '../../../../src/domain/taught/taughtExample';

const taught: TaughtExample = {
  id: '00000000-0000-4000-8000-000000000001',
  itemId: 'battery',
  material: 'battery',
  embedding: Float32Array.from({ length: TAUGHT_EMBEDDING_SIZE }, (_, i) => i / TAUGHT_EMBEDDING_SIZE),
  taughtAt: '2026-11-24T09:00:00.000Z',
};
const when = new Date('2026-11-25T12:00:00Z');

describe('class packs', () => {
  it('reads back what was written', async () => {
    const text = JSON.stringify(classPack([taught], when));
    expect(await readClassPack(text)).toEqual({ ok: true, examples: [taught] });
    expect(classPackFileName(when)).toBe('recyclesmart-class-pack-2026-11-25.json');
  });

  it('takes the taught list of a full account export', async () => {
    const file = exportFile(
      { ...EMPTY_ACCOUNT_DATA, taught: [exportedTaught(taught)] },
      { source: 'local', profile: { email: 'teacher@example.org', name: null }, exportedAt: when },
    );
    expect(file.version).toBe(EXPORT_VERSION);
    expect(await readClassPack(JSON.stringify(file))).toEqual({ ok: true, examples: [taught] });
  });

  describe('hardening: bad class packs', () => {
    const refusalOf = async (text: string) => {
      const read = await readClassPack(text);
      return read.ok ? 'accepted' : read.refusal;
    };

    it('refuses damaged, foreign, newer and edited files', async () => {
      const pack = classPack([taught], when);
      expect(await refusalOf(JSON.stringify(pack).slice(0, 200))).toBe('damaged');
      expect(await refusalOf(JSON.stringify({ format: 'another-app' }))).toBe('notOurs');
      expect(await refusalOf(JSON.stringify({ ...pack, version: 2 }))).toBe('newerVersion');
      const edited = structuredClone(pack);
      edited.taught[0]!.item_id = '<script>';
      expect(await readClassPack(JSON.stringify(edited))).toEqual({
        ok: false,
        refusal: 'invalid',
        at: 'taught[0].item_id',
      });
    });
  });
});
