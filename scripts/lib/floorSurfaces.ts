// Plain floors and ground, drawn from a seed: what a person puts a thing down on to photograph it
// (concrete, a grey or beige floor, asphalt, a tiled or wooden floor), for compositing studio
// objects onto (materialFeatures.ts). Mostly unsaturated, textured at several scales, speckled like
// aggregate, lit unevenly: a studio's white board is one colour, a home's floor is any surface.
import * as tf from '@tensorflow/tfjs';

import { seededRandom } from './seededRandom';

type Kind = 'concrete' | 'asphalt' | 'tiles' | 'wood';
const KINDS: readonly Kind[] = ['concrete', 'concrete', 'asphalt', 'tiles', 'wood'];

/** Smooth noise of `cells` x `cells` random values, bilinearly enlarged to size x size (one channel). */
function valueNoise(random: () => number, cells: number, size: number, stretch = 1): tf.Tensor3D {
  const columns = Math.max(2, Math.round(cells / stretch));
  const grid = tf.tensor3d(
    Float32Array.from({ length: cells * columns }, () => random() * 2 - 1),
    [cells, columns, 1],
  );
  return tf.image.resizeBilinear(grid, [size, size], true);
}

/** Base colour (0..255 per channel) of the surface: greys, beiges and browns. */
function baseColour(random: () => number, kind: Kind): [number, number, number] {
  const value = kind === 'asphalt' ? 60 + 60 * random() : kind === 'wood' ? 90 + 90 * random() : 110 + 110 * random();
  const warmth = kind === 'wood' ? 0.12 + 0.15 * random() : (random() - 0.35) * 0.08;
  return [value * (1 + warmth), value * (1 + warmth * 0.3), value * (1 - warmth)];
}

/** A surface of size x size pixels (float32, 0..255), the same for the same seed. */
export function floorSurface(seed: number, size: number): tf.Tensor3D {
  const random = seededRandom(seed);
  const kind = KINDS[Math.floor(random() * KINDS.length)]!;
  const colour = baseColour(random, kind);
  return tf.tidy(() => {
    const roughness = 4 + 10 * random();
    let shade = tf.add(
      tf.mul(valueNoise(random, 3, size), 6 + 10 * random()),
      tf.add(tf.mul(valueNoise(random, 24, size), roughness), tf.mul(valueNoise(random, 96, size), roughness * 0.8)),
    ) as tf.Tensor3D;
    if (kind === 'wood') shade = tf.add(shade, tf.mul(valueNoise(random, 160, size, 20), 18)) as tf.Tensor3D;
    if (kind !== 'wood') {
      // Aggregate and dust: sparse dots lighter or darker than the surface.
      const dots = tf.tensor3d(
        Float32Array.from({ length: size * size }, () => {
          const r = random();
          return r < 0.02 ? -40 : r > 0.985 ? 30 : 0;
        }),
        [size, size, 1],
      );
      const speckle = kind === 'asphalt' ? 1.6 : 0.6 * random();
      shade = tf.add(shade, tf.mul(tf.avgPool(dots, 2, 1, 'same'), speckle)) as tf.Tensor3D;
    }
    if (kind === 'tiles') {
      const tile = Math.round(size / (1.5 + 3 * random()));
      const offset = Math.floor(random() * tile);
      const grout = tf.tensor1d(Float32Array.from({ length: size }, (_, i) => ((i + offset) % tile < 3 ? 1 : 0)));
      const lines = tf.maximum(grout.reshape([size, 1, 1]), grout.reshape([1, size, 1]));
      shade = tf.sub(shade, tf.mul(lines, 25 + 30 * random())) as tf.Tensor3D;
    }
    // Uneven light: a broad gradient across the frame, brighter on one side.
    const angle = random() * 2 * Math.PI;
    const ramp = tf.linspace(-1, 1, size);
    const light = tf.add(
      1,
      tf.mul(
        tf.add(
          tf.mul(ramp.reshape([1, size, 1]), Math.cos(angle)),
          tf.mul(ramp.reshape([size, 1, 1]), Math.sin(angle)),
        ),
        0.05 + 0.15 * random(),
      ),
    );
    const surface = tf.mul(tf.add(tf.tensor1d(colour), shade), light);
    return tf.clipByValue(surface, 0, 255) as tf.Tensor3D;
  });
}
