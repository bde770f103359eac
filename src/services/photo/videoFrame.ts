// The live camera's frames, as the photo path's working copies (workingCopy.ts). Its own module, so it
// loads with the camera's dialog and not with the first screen.
import { fitWithin } from '../../domain/identification/imageSize';
import { WORKING_MAX_SIDE } from './workingCopy';

/**
 * The camera's picture now, as a photo's working copy: upright (the browser turns a camera's frames) and
 * at most WORKING_MAX_SIDE. Null until the camera has shown a frame.
 */
export function videoFrame(video: HTMLVideoElement): Promise<ImageBitmap> | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
  const { width, height } = fitWithin({ width: video.videoWidth, height: video.videoHeight }, WORKING_MAX_SIDE);
  return createImageBitmap(video, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
}
