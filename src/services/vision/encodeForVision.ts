// The photo as the cloud service receives it: a JPEG at most 1024 px on its longer side, so large
// photos stay within the service's request limit and a slow connection. Re-encoding also drops the
// file's metadata (such as where it was taken): only the pixels leave the device.
const MAX_SIDE = 1024;
const QUALITY = 0.85;

export function encodeForVision(file: Blob, width: number, height: number): Promise<string> {
  return encodeJpeg(file, width, height, MAX_SIDE, QUALITY);
}

/** The photo as base64 JPEG, at most maxSide px on its longer side, upright, on white. */
export async function encodeJpeg(file: Blob, width: number, height: number, maxSide: number, quality: number): Promise<string> {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  // Decoding from the file (not the decoded bitmap) keeps the resize off the page's main thread.
  const bitmap = await createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: w,
    resizeHeight: h,
    resizeQuality: 'high',
  });
  const canvas = new OffscreenCanvas(w, h);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, w, h);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
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
