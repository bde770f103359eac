import { encodeJpeg } from '../photo/encodeJpeg';
import { WORKING_MAX_SIDE } from '../photo/workingCopy';

// The photo as the cloud service receives it: a JPEG at most 1024 px on its longer side, so large
// photos stay within the service's request limit and a slow connection; only the pixels leave the device.
const QUALITY = 0.85;

export function encodeForVision(file: Blob): Promise<string> {
  return encodeJpeg(file, WORKING_MAX_SIDE, QUALITY);
}
