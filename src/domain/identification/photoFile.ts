// The checks a chosen file passes before it is decoded (spec section 5, image upload).
import { MAX_IMAGE_BYTES } from '../scanFlow';
import type { IdentificationErrorCode } from './rules';

/** Null when the file may be identified, otherwise why not. */
export function checkPhotoFile(file: { type: string; size: number }): IdentificationErrorCode | null {
  if (!file.type.startsWith('image/')) return 'notAnImage';
  if (file.size >= MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
