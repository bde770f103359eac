// The identification rules of the product (spec sections 5 and 9), in one place for both sources.

/** An item is kept only when its confidence is strictly above this. */
export const CONFIDENCE_THRESHOLD = 0.5;

/** The cloud service is asked for at most this many labels. */
export const MAX_CLOUD_LABELS = 10;

export function isConfident(confidence: number): boolean {
  return confidence > CONFIDENCE_THRESHOLD;
}

/** Why a photo gave no items. The screen shows the translation of identify.errors.<code>. */
export type IdentificationErrorCode =
  'notAnImage' | 'tooLarge' | 'unreadable' | 'tooSmall' | 'tooDark' | 'modelUnavailable' | 'noItems' | 'notWaste';

/** The English texts; the first two and the last are the product's own wording. */
export const IDENTIFICATION_ERROR_MESSAGES: Readonly<Record<IdentificationErrorCode, string>> = {
  notAnImage: 'Please upload an image file (JPEG, PNG, etc.)',
  tooLarge: 'Image size must be less than 10MB',
  unreadable: 'This photo could not be read. The file may be damaged or in a format this browser cannot open.',
  tooSmall: 'This picture is too small to tell what it shows. Take a photo of the item itself, close up.',
  tooDark: 'This photo is too dark to tell what it shows. Take it again in more light.',
  modelUnavailable:
    'The on-device model could not start, so this photo could not be identified. Reload the page and try again.',
  noItems: 'No items identified with sufficient confidence',
  notWaste: 'This looks like a picture of a screen, a page or a drawing, not a piece of waste.',
};

export class IdentificationError extends Error {
  constructor(readonly code: IdentificationErrorCode) {
    super(IDENTIFICATION_ERROR_MESSAGES[code]);
    this.name = 'IdentificationError';
  }
}
