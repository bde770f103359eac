// The checks a chosen file passes before it is decoded (spec section 5, image upload).
import type { IdentificationErrorCode } from './rules';

/** The spec: smaller than 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The types the upload box accepts, with their extensions (the spec: jpeg, jpg, png and gif). */
export const ACCEPTED_IMAGE_TYPES = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
} as const;

/** Null when the file may be identified, otherwise why not. */
export function checkPhotoFile(file: { type: string; size: number }): IdentificationErrorCode | null {
  if (!file.type.startsWith('image/')) return 'notAnImage';
  if (file.size >= MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

// The leading bytes of the formats the upload box accepts: JPEG, PNG and GIF.
const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x47, 0x49, 0x46, 0x38],
];

/** How many leading bytes looksLikeImage needs. */
export const SIGNATURE_BYTES = 8;

/**
 * Whether the file starts like a JPEG, PNG or GIF. The browser types a file by its name, so a text
 * file renamed .jpg arrives as image/jpeg; its bytes say otherwise.
 */
export function looksLikeImage(head: Uint8Array): boolean {
  return SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
}

/** Why the upload box refuses what was dropped or chosen: not exactly one file, a type it does not take, or too big. */
export type PhotoRefusal = 'tooMany' | 'notAnImage' | 'tooLarge';

/**
 * The upload box's own check of what was dropped or chosen, before any byte is read: null for one
 * file of an accepted type (by its type, or by its name's extension when the browser gives no type)
 * under the size limit.
 */
export function photoRefusal(files: readonly Pick<File, 'name' | 'type' | 'size'>[]): PhotoRefusal | null {
  if (files.length !== 1) return 'tooMany';
  const [file] = files as [Pick<File, 'name' | 'type' | 'size'>];
  const name = file.name.toLowerCase();
  const accepted = Object.entries(ACCEPTED_IMAGE_TYPES).some(
    ([type, extensions]) => file.type === type || extensions.some((extension) => name.endsWith(extension)),
  );
  if (!accepted) return 'notAnImage';
  return file.size >= MAX_IMAGE_BYTES ? 'tooLarge' : null;
}
