import { IdentificationError } from '../../domain/identification/rules';

/** The photo as a bitmap, upright per its EXIF orientation; a damaged file is an 'unreadable' error. */
export async function decodePhoto(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new IdentificationError('unreadable');
  }
}
