import { CLASSIFIER_MAX_SIDE, isTooSmallToRead } from '../../domain/identification/imageSize';
import { IdentificationError } from '../../domain/identification/rules';
import { isPictureTooDark } from './lightSample';
import { scaledCopy, workingCopy } from './workingCopy';

/**
 * The photo as the on-device model reads it, its own bitmap to hand over; a damaged file is an
 * 'unreadable' error, a picture too small or too dark to show anything a 'tooSmall' or 'tooDark' one.
 */
export async function decodePhoto(file: Blob): Promise<ImageBitmap> {
  let copy: ImageBitmap;
  try {
    copy = await workingCopy(file);
  } catch {
    throw new IdentificationError('unreadable');
  }
  if (isTooSmallToRead(copy)) throw new IdentificationError('tooSmall');
  if (isPictureTooDark(copy)) throw new IdentificationError('tooDark');
  try {
    return await scaledCopy(copy, CLASSIFIER_MAX_SIDE);
  } catch {
    throw new IdentificationError('unreadable');
  }
}
