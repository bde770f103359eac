import { scaledCopy, workingCopy } from './workingCopy';

/**
 * The photo as base64 JPEG, at most maxSide px on its longer side, upright, on white. Re-encoding
 * drops the file's metadata (such as where it was taken): only the pixels are kept.
 */
export async function encodeJpeg(file: Blob, maxSide: number, quality: number): Promise<string> {
  // Scaled by createImageBitmap, off the page's main thread; the canvas only paints it on white.
  const photo = await scaledCopy(await workingCopy(file), maxSide);
  try {
    return await toBase64(await jpegOf(photo, quality));
  } finally {
    photo.close();
  }
}

/** A picture as a JPEG file's bytes, painted on white (a JPEG has no transparency). */
export async function jpegOf(image: ImageBitmap, quality: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the encoded photo'));
    reader.readAsDataURL(blob);
  });
}
