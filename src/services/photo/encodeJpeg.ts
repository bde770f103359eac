import { fitWithin } from '../../domain/identification/imageSize';
import { workingCopy } from './workingCopy';

/**
 * The photo as base64 JPEG, at most maxSide px on its longer side, upright, on white. Re-encoding
 * drops the file's metadata (such as where it was taken): only the pixels are kept.
 */
export async function encodeJpeg(file: Blob, maxSide: number, quality: number): Promise<string> {
  const photo = await workingCopy(file);
  const { width, height } = fitWithin(photo, maxSide);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo, 0, 0, width, height);
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  return toBase64(jpeg);
}

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the encoded photo'));
    reader.readAsDataURL(blob);
  });
}
