import { PREVIEW_MAX_SIDE, PREVIEW_QUALITY } from './sessionStorage';
import { encodeJpeg } from '../vision/encodeForVision';

/** A downscaled JPEG data URL of the photo for the stored session; null when the browser cannot make one. */
export async function photoPreview(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = bitmap;
    bitmap.close();
    return `data:image/jpeg;base64,${await encodeJpeg(file, width, height, PREVIEW_MAX_SIDE, PREVIEW_QUALITY)}`;
  } catch {
    return null;
  }
}
