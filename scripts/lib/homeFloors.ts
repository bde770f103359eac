// Floors photographed in homes, for cut-out renders to be put down on: a corner of each photo from
// homes that holds floor alone (RealWaste's grey floor, TIDY's asphalt). Those photos are kept for
// measurement, so what is made here is measured on, never trained on.
import sharp, { type Region } from 'sharp';

import { expandPaths } from './identifyPhotos';

/** A patch of floor: which photo, and where in it. */
export interface FloorPatch {
  file: string;
  region: Region;
}

/** A floor patch is this share of the photo's shorter side, taken from one of its corners. */
const PATCH_SIDE = 0.4;
/**
 * The most a patch's 8 x 8 summary may differ from its median, per channel, in levels: above it the
 * corner holds part of the photo's object, not floor alone.
 */
const PLAIN_FLOOR_LEVELS = 22;

/** The corner of one photo that is floor alone, or null if none is. */
export async function floorPatch(file: string): Promise<FloorPatch | null> {
  // Decoded once; each corner is summarised from the pixels.
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const side = Math.round(Math.min(width, height) * PATCH_SIDE);
  let best: { spread: number; region: Region } | null = null;
  for (const [left, top] of [
    [0, 0],
    [width - side, 0],
    [0, height - side],
    [width - side, height - side],
  ] as const) {
    const region = { left, top, width: side, height: side };
    const summary = await sharp(data, { raw: info }).extract(region).resize(8, 8).raw().toBuffer();
    let spread = 0;
    for (let channel = 0; channel < 3; channel++) {
      const values = [...summary.filter((_, i) => i % 3 === channel)].sort((a, b) => a - b);
      const median = values[values.length >> 1]!;
      spread = Math.max(spread, ...values.map((v) => Math.abs(v - median)));
    }
    if (!best || spread < best.spread) best = { spread, region };
  }
  return best && best.spread < PLAIN_FLOOR_LEVELS ? { file, region: best.region } : null;
}

/** The floor patches of every photo under `folder` that has one. */
export async function floorPatches(folder: string): Promise<FloorPatch[]> {
  const patches = await Promise.all(expandPaths([folder]).map(floorPatch));
  return patches.filter((patch) => patch !== null);
}

/**
 * A cut-out render (RGBA: the subject and its shadow) put down on a floor patch and saved as a phone
 * saves a photo (JPEG 90). The render frames its subject at 30-85% of the picture; put down at 70-100%
 * of the patch, it fills about a fifth to four fifths of the photo, as the photos from homes show
 * things. `random` draws the size, the place and a mirror.
 */
export async function putDown(cutout: string, floor: FloorPatch, random: () => number): Promise<Buffer> {
  const side = floor.region.width;
  const size = Math.round(side * (0.7 + 0.3 * random()));
  const subject = await sharp(cutout)
    .resize(size, size)
    .flop(random() < 0.5)
    .png()
    .toBuffer();
  const place = () => Math.floor(random() * (side - size + 1));
  return sharp(floor.file)
    .extract(floor.region)
    .composite([{ input: subject, left: place(), top: place() }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
