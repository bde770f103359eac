// @vitest-environment node
// Renders are read as the JPEG a camera would write (scripts/lib/materialFeatures.ts): every licensed
// photo is a JPEG and every render a PNG, so compression alone would otherwise tell the head "not a
// battery, not a hazard".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as tf from '@tensorflow/tfjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PLAIN_VIEW, readView, renderJpegQuality } from '../../../scripts/lib/materialFeatures';
import { seededRandom } from '../../../scripts/lib/seededRandom';

const dir = mkdtempSync(join(tmpdir(), 'render-jpeg-'));
const png = join(dir, 'aa-7.png');

beforeAll(async () => {
  await tf.setBackend('cpu');
  await tf.ready();
  // Noise and edges, which a JPEG cannot keep exactly.
  const random = seededRandom(7);
  const pixels = Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => ((i >> 7) % 2 ? 200 : 40) + random() * 50));
  await sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toFile(png);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderJpegQuality', () => {
  it('gives each seed one quality, in the licensed photos’ range of 85 to 95, every one of them used', () => {
    const qualities = Array.from({ length: 500 }, (_, seed) => renderJpegQuality(seed + 1));
    expect(qualities.map((_, i) => renderJpegQuality(i + 1))).toEqual(qualities);
    expect(new Set(qualities)).toEqual(new Set([85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95]));
  });
});

describe('readView', () => {
  it('reads a render with a JPEG quality as that JPEG, and a photo without one as its file', async () => {
    const jpeg = join(dir, 'aa-7.jpg');
    await sharp(png).jpeg({ quality: 60 }).toFile(jpeg);
    const asJpeg = await readView({ path: png, jpegQuality: 60 }, PLAIN_VIEW);
    const jpegFile = await readView({ path: jpeg }, PLAIN_VIEW);
    const asPng = await readView({ path: png }, PLAIN_VIEW);
    expect(Array.from(asJpeg.dataSync())).toEqual(Array.from(jpegFile.dataSync()));
    expect(Array.from(asJpeg.dataSync())).not.toEqual(Array.from(asPng.dataSync()));
    tf.dispose([asJpeg, jpegFile, asPng]);
  });
});
