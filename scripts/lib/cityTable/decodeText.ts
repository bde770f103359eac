// A table's bytes as text: UTF-8 (a leading byte-order mark dropped), or a problem naming the line of
// the first byte that is not UTF-8, which is how a table saved in Shift_JIS or Latin-1 shows.
import { ImportError } from './problems';

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead < 0xe0
          ? 2
          : lead >= 0xe0 && lead < 0xf0
            ? 3
            : lead >= 0xf0 && lead < 0xf5
              ? 4
              : 0;
    if (length === 0 || i + length > bytes.length) return i;
    for (let k = 1; k < length; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    // Overlong forms, surrogates and code points past U+10FFFF, as TextDecoder refuses them.
    const second = bytes[i + 1] ?? 0;
    if ((lead === 0xe0 && second < 0xa0) || (lead === 0xed && second >= 0xa0)) return i;
    if ((lead === 0xf0 && second < 0x90) || (lead === 0xf4 && second >= 0x90)) return i;
    i += length;
  }
  return -1;
}

export function decodeUtf8(bytes: Uint8Array, file: string): string {
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const line = bytes.subarray(0, bad).reduce((count, byte) => count + (byte === 10 ? 1 : 0), 1);
    throw new ImportError({
      file,
      line,
      message: `not UTF-8 (byte 0x${bytes[bad]!.toString(16)}); save the table as UTF-8`,
    });
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
