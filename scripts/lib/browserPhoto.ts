// A photo file read the way the app reads it in the browser, so figures measured in Node hold for the
// app: decoded upright (EXIF orientation, as createImageBitmap's 'from-image'), scaled to the working
// copy (at most 1024 px) and from it to the model's copy (at most 512 px) with a high-quality filter,
// transparent areas on white (the worker draws on a white canvas). The forward pass then resizes to
// 224 x 224 exactly as the worker does (workers/mobileNet.ts).
import * as tf from '@tensorflow/tfjs';
import sharp, { type Sharp } from 'sharp';

import {
  CLASSIFIER_MAX_SIDE,
  fitWithin,
  type ImageSize,
  isTooSmallToRead,
} from '../../src/domain/identification/imageSize';
import { flatShare, isTooDarkToRead, LIGHT_SAMPLE_SIDE } from '../../src/domain/identification/pixelStats';
import { WORKING_MAX_SIDE } from '../../src/services/photo/workingCopy';
import type { ModelCopy } from '../../workers/photoAnalysis';

async function scaled(image: Sharp, size: ImageSize, maxSide: number): Promise<{ image: Sharp; size: ImageSize }> {
  const target = fitWithin(size, maxSide);
  if (target.width === size.width && target.height === size.height) return { image, size };
  const { data, info } = await image
    .resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    image: sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }),
    size: target,
  };
}

/** The model's copy of a photo, and whether the app would read it at all. */
export interface PhotoCopy extends ModelCopy {
  /**
   * Why the app would not read the picture (decodePhoto.ts: too small, too dark), or null. The copy
   * is made all the same: training reads its renders whatever their light.
   */
  notRead: 'tooSmall' | 'tooDark' | null;
}

/** The model's copy of a photo file (RGB pixels and their flat share). Throws on an unreadable file. */
export async function readModelCopy(file: string | Buffer): Promise<PhotoCopy> {
  const upright = sharp(file, { failOn: 'error' }).rotate();
  const { data: uprightPixels, info } = await upright.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let image = sharp(uprightPixels, { raw: { width: info.width, height: info.height, channels: 4 } });
  let size: ImageSize = { width: info.width, height: info.height };
  ({ image, size } = await scaled(image, size, WORKING_MAX_SIDE));
  const tooSmall = isTooSmallToRead(size);
  const sample = await image
    .clone()
    .resize(LIGHT_SAMPLE_SIDE, LIGHT_SAMPLE_SIDE, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const notRead = tooSmall ? 'tooSmall' : isTooDarkToRead(sample, 3) ? 'tooDark' : null;
  ({ image, size } = await scaled(image, size, CLASSIFIER_MAX_SIDE));
  const { data } = await image
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return {
    pixels: tf.tensor3d(rgb, [size.height, size.width, 3], 'int32'),
    flatShare: flatShare(rgb, size.width, size.height, 3),
    notRead,
  };
}
