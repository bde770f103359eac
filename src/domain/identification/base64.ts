// Binary model data travels in JSON as base64: these turn typed arrays into it and back, in the
// browser, the worker and Node alike (atob/btoa exist in all three).

export function encodeBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The bytes, in a buffer of their own (so typed views of it start at offset 0). */
export function decodeBase64(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
