import { storedScans, type TabStorage } from '../../../../src/services/data/supabase/storedScans';

function tab(initial: Record<string, string> = {}): TabStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the scans a tab has stored', () => {
  it('are remembered by the next page in the same tab, and forgotten when deleted', () => {
    const storage = tab();
    const first = storedScans(storage);
    first.add('a');
    first.add('b');
    first.delete('a');
    const reloaded = storedScans(storage);
    expect(reloaded.has('a')).toBe(false);
    expect(reloaded.has('b')).toBe(true);
  });

  it('keep the most recent hundred', () => {
    const storage = tab();
    const scans = storedScans(storage);
    for (let i = 0; i < 150; i++) scans.add(`scan-${i}`);
    const reloaded = storedScans(storage);
    expect(reloaded.has('scan-49')).toBe(false);
    expect(reloaded.has('scan-50')).toBe(true);
    expect(reloaded.has('scan-149')).toBe(true);
  });

  it('start empty from damaged storage and stay in memory when storage refuses writes', () => {
    expect(storedScans(tab({ 'recyclesmart-stored-scans': '{not json' })).has('a')).toBe(false);
    expect(storedScans(tab({ 'recyclesmart-stored-scans': '{"a":1}' })).has('a')).toBe(false);
    const full: TabStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const scans = storedScans(full);
    scans.add('a');
    expect(scans.has('a')).toBe(true);
    expect(storedScans(undefined).has('a')).toBe(false);
  });
});
