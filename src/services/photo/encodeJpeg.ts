import { scaledCopy, workingCopy } from './workingCopy';

/**
 * The photo as base64 JPEG, at most maxSide px on its longer side, upright, on white. Re-encoding
 * drops the file's metadata (such as where it was taken): only the pixels are kept.
 */
export async function encodeJpeg(file: Blob, maxSide: number, quality: number): Promise<string> {
  // Scaled by createImageBitmap, off the page's main thread; the canvas only paints it on white.
  const photo = await scaledCopy(await workingCopy(file), maxSide);
  const canvas = new OffscreenCanvas(photo.width, photo.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, photo.width, photo.height);
  context.drawImage(photo, 0, 0);
  photo.close();
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
