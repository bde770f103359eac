export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Photos are read at most this large for the on-device model, before its own 224 x 224 resize:
 * a clean downscale of a phone photo, and exactly TrashNet's size, so the material head sees what it
 * was trained on.
 */
export const CLASSIFIER_MAX_SIDE = 512;

/** The size scaled down (never up) so its longer side is at most maxSide, keeping the proportions. */
export function fitWithin({ width, height }: ImageSize, maxSide: number): ImageSize {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Below this many pixels on its shorter side (as read, at most 1024 on the longer) a picture is an icon
 * or a thumbnail: enlarged to the model's 224 it is a few blurred blocks, and any answer would be a
 * guess shown as an answer (a 1 x 1 PNG was "Small appliance 56%").
 */
export const MIN_READABLE_SIDE = 32;

export function isTooSmallToRead({ width, height }: ImageSize): boolean {
  return Math.min(width, height) < MIN_READABLE_SIDE;
}
