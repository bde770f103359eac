// A photo is decoded once. Browsers decode an image at full size even when asked for a smaller
// bitmap (a 10,000 x 10,000 PNG is 400 MB of pixels), so decoding the file again for each copy (the
// model's, the cloud's, the kept preview) held several of those at once. Every copy is drawn from one
// small upright bitmap instead, and the full-size one is let go as soon as that is made.
import { fitWithin } from '../../domain/identification/imageSize';

/** The largest any copy needs: the cloud's. */
export const WORKING_MAX_SIDE = 1024;

const copies = new WeakMap<Blob, Promise<ImageBitmap>>();

/** The photo upright, at most WORKING_MAX_SIDE on its longer side; the same bitmap for the same file. */
export function workingCopy(file: Blob): Promise<ImageBitmap> {
  let copy = copies.get(file);
  if (!copy) {
    copy = decodeWorkingCopy(file);
    copies.set(file, copy);
  }
  return copy;
}

/** A new bitmap of the image at most maxSide on its longer side, for the caller to own or hand over. */
export function scaledCopy(image: ImageBitmap, maxSide: number): Promise<ImageBitmap> {
  const { width, height } = fitWithin(image, maxSide);
  return createImageBitmap(image, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
}

async function decodeWorkingCopy(file: Blob): Promise<ImageBitmap> {
  const full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await scaledCopy(full, WORKING_MAX_SIDE);
  } finally {
    full.close();
  }
}
