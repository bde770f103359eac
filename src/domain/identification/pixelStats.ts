// Whether a picture was made on a screen rather than taken with a camera. A camera's sensor noise
// makes neighbouring pixels differ almost everywhere, even on a plain background; drawings,
// screenshots and charts are made of flat areas of exactly one colour. Measured on the model's copy
// (at most 512 px): studio and out-of-studio photos have at most 0.61 of neighbouring pixels equal,
// drawings and screenshots at least 0.60 and 0.91 on median (docs/identification.md).

/** The share above which a picture counts as made on a screen. */
export const DIGITAL_FLAT_SHARE = 0.8;

/**
 * The share of horizontally neighbouring pixels that are exactly equal. pixels: row-major, `channels`
 * values a pixel (3 for RGB, 4 for RGBA, whose alpha is ignored).
 */
export function flatShare(pixels: ArrayLike<number>, width: number, height: number, channels: 3 | 4): number {
  if (width < 2 || height < 1) return 0;
  let equal = 0;
  for (let y = 0; y < height; y++) {
    let i = y * width * channels;
    for (let x = 1; x < width; x++) {
      const j = i + channels;
      if (pixels[i] === pixels[j] && pixels[i + 1] === pixels[j + 1] && pixels[i + 2] === pixels[j + 2]) equal++;
      i = j;
    }
  }
  return equal / ((width - 1) * height);
}

export function isDigitalPicture(share: number): boolean {
  return share >= DIGITAL_FLAT_SHARE;
}
