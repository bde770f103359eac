import { CLASSIFIER_MAX_SIDE } from '../../domain/identification/imageSize';
import { IdentificationError } from '../../domain/identification/rules';
import { scaledCopy, workingCopy } from './workingCopy';

/** The photo as the on-device model reads it, its own bitmap to hand over; a damaged file is an 'unreadable' error. */
export async function decodePhoto(file: Blob): Promise<ImageBitmap> {
  try {
    return await scaledCopy(await workingCopy(file), CLASSIFIER_MAX_SIDE);
  } catch {
    throw new IdentificationError('unreadable');
  }
}
