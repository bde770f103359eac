import { encodeJpeg } from '../photo/encodeJpeg';
import { PREVIEW_MAX_SIDE, PREVIEW_QUALITY } from './scanResultStorage';

/** A downscaled JPEG data URL of the photo for the stored session; null when the browser cannot make one. */
export async function photoPreview(file: Blob): Promise<string | null> {
  try {
    return `data:image/jpeg;base64,${await encodeJpeg(file, PREVIEW_MAX_SIDE, PREVIEW_QUALITY)}`;
  } catch {
    return null;
  }
}
