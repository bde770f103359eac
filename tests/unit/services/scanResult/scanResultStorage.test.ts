import { EMPTY_SCAN_RESULT, SCAN_RESULT_STORAGE_KEY } from '../../../../src/domain/results/scanResult';
import { createScanResultStore } from '../../../../src/services/scanResult/scanResultStorage';

/** A localStorage that holds at most `quota` characters, as a full browser store does. */
function limitedStorage(quota: number): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
  };
}

const session = { ...EMPTY_SCAN_RESULT, scanId: 's1', currentImage: `data:image/jpeg;base64,${'A'.repeat(5000)}` };

describe('session storage', () => {
  it('keeps the session under app-storage and reads it back', () => {
    const storage = limitedStorage(100_000);
    const store = createScanResultStore(storage);
    expect(store.save(session)).toBe('saved');
    expect(storage.getItem(SCAN_RESULT_STORAGE_KEY)).toContain('"scanId":"s1"');
    expect(store.load().currentImage).toBe(session.currentImage);
  });
  it('drops the photo when the store is full, then gives up without throwing', () => {
    const store = createScanResultStore(limitedStorage(1000));
    expect(store.save(session)).toBe('withoutImage');
    expect(store.load().scanId).toBe('s1');
    expect(store.load().currentImage).toBeNull();
    const tiny = limitedStorage(10);
    tiny.setItem('x', '1');
    expect(createScanResultStore(tiny).save(session)).toBe('notSaved');
  });
});
