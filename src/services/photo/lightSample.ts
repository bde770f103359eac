// The picture squeezed into a small square on white, to measure its light (pixelStats.ts) on the page
// before any model work: a few thousand pixels, whatever the photo's size.
import { isTooDarkToRead, LIGHT_SAMPLE_SIDE } from '../../domain/identification/pixelStats';

/** The sample's RGBA pixels, or null where the browser has no canvas to draw it on. */
function lightSample(image: ImageBitmap): Uint8ClampedArray | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const canvas = new OffscreenCanvas(LIGHT_SAMPLE_SIDE, LIGHT_SAMPLE_SIDE);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, LIGHT_SAMPLE_SIDE, LIGHT_SAMPLE_SIDE);
  context.drawImage(image, 0, 0, LIGHT_SAMPLE_SIDE, LIGHT_SAMPLE_SIDE);
  return context.getImageData(0, 0, LIGHT_SAMPLE_SIDE, LIGHT_SAMPLE_SIDE).data;
}

/** Whether the picture is dark all over (a covered lens, a room with no light); false where it cannot be measured. */
export function isPictureTooDark(image: ImageBitmap): boolean {
  const sample = lightSample(image);
  return sample !== null && isTooDarkToRead(sample, 4);
}
