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

/** The side of the square sample the darkness is measured on (the picture squeezed into it, on white). */
export const LIGHT_SAMPLE_SIDE = 64;

/**
 * Below this luminance (0 to 255) at the sample's 95th percentile a picture is dark all over: a lens
 * covered, a pocket, a room with no light. The darkest of the 771 photos from homes and of wild-eval is
 * at 65 (a bottle on black), a dim render of a box that still shows it at 27, a dark-mode screenshot at
 * 50; a real photo of a bottle at 6% of its light is at 11, a render that came out black at 6.
 */
export const DARK_LUMINANCE = 24;

/**
 * Whether almost nothing in the picture is lit: its 95th percentile of luminance (Rec. 709) is below
 * DARK_LUMINANCE. pixels: `channels` values a pixel, as flatShare's.
 */
export function isTooDarkToRead(pixels: ArrayLike<number>, channels: 3 | 4): boolean {
  const count = Math.floor(pixels.length / channels);
  if (count === 0) return false;
  let lit = 0;
  for (let i = 0; i < count * channels; i += channels) {
    const luminance = 0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!;
    if (luminance >= DARK_LUMINANCE) lit++;
  }
  return lit <= count * 0.05;
}
