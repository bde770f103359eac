// @vitest-environment node
// The views that move a studio object onto another surface (scripts/lib/materialFeatures.ts): the
// object is cut out of a backdrop lit unevenly, and what was backdrop becomes the drawn floor
// (scripts/lib/floorSurfaces.ts), the same for the same seed.
import * as tf from '@tensorflow/tfjs';
import { beforeAll, describe, expect, it } from 'vitest';

import { floorSurface } from '../../../scripts/lib/floorSurfaces';
import { applyView } from '../../../scripts/lib/materialFeatures';

const HEIGHT = 96;
const WIDTH = 128;
const RED = [200, 30, 30];

/** A white board lit from the left, darker towards the corners, with a red square in the middle. */
function studioPhoto(): tf.Tensor3D {
  const pixels = new Float32Array(HEIGHT * WIDTH * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const u = (x / WIDTH) * 2 - 1;
      const v = (y / HEIGHT) * 2 - 1;
      const board = 235 - 25 * u - 20 * (u * u + v * v);
      const inSquare = Math.abs(x - WIDTH / 2) < 16 && Math.abs(y - HEIGHT / 2) < 16;
      for (let c = 0; c < 3; c++) pixels[(y * WIDTH + x) * 3 + c] = inSquare ? RED[c]! : board;
    }
  }
  return tf.tensor3d(pixels, [HEIGHT, WIDTH, 3]);
}

beforeAll(async () => {
  await tf.setBackend('cpu');
  await tf.ready();
});

const pixelAt = (image: tf.Tensor3D, y: number, x: number) => Array.from(image.slice([y, x, 0], [1, 1, 3]).dataSync());

describe('floorSurface', () => {
  it('draws the same floor for the same seed and another for another seed, within 0..255', () => {
    const a = floorSurface(11, 64).dataSync();
    const b = floorSurface(11, 64).dataSync();
    const c = floorSurface(12, 64).dataSync();
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(Array.from(a)).not.toEqual(Array.from(c));
    expect(Math.min(...a)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...a)).toBeLessThanOrEqual(255);
  });

  it('is textured, not one flat colour', () => {
    const values = Array.from(floorSurface(5, 64).dataSync());
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const spread = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    expect(spread).toBeGreaterThan(2);
  });
});

describe('a studio object put down on a floor', () => {
  const floorSeed = 3;
  const view = { name: 'test', floor: floorSeed, scale: 1, place: [0.5, 0.5] as const };

  it('keeps the object and puts the floor where the unevenly lit board was', () => {
    const photo = studioPhoto();
    const moved = applyView(photo, view);
    const floor = tf.image.resizeBilinear(floorSurface(floorSeed, 256), [HEIGHT, WIDTH]);
    for (const [channel, value] of RED.entries())
      expect(pixelAt(moved, HEIGHT / 2, WIDTH / 2)[channel]).toBeCloseTo(value, 0);
    // The board's darkest corner and its brightest edge both became floor.
    for (const [y, x] of [
      [HEIGHT - 3, WIDTH - 3],
      [HEIGHT / 2, 2],
      [4, WIDTH / 2],
    ] as const) {
      const got = pixelAt(moved, y, x);
      const want = pixelAt(floor, y, x);
      got.forEach((value, channel) => expect(Math.abs(value - want[channel]!)).toBeLessThan(2));
    }
  });

  it('leaves a photo with no plain backdrop as it was', () => {
    const busy = tf.randomUniform([HEIGHT, WIDTH, 3], 0, 255, 'float32', 1) as tf.Tensor3D;
    const moved = applyView(busy, view);
    expect(Array.from(moved.dataSync())).toEqual(Array.from(busy.dataSync()));
  });
});
