// Makes batteries and hazards put down on real floors: the cut-out renders (npm run render:hazards:
// the subject and its shadow on a transparent film, lit as a product photo, seeds held out) put down
// on patches of floor from the photos from homes (lib/homeFloors.ts), in eval:wild's layout
// (<folder>/<truth>/*.jpg). No training render has a camera's floor behind it, and no photo of a
// battery exists here: this is the nearest measure of a battery put down at home.
// Run: npm run eval:home-floors   (or npx tsx scripts/make-home-floor-renders.ts [folder], default .cache/home-floors)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

import { HOME_FLOORS_DIR, REAL_HOMES_DIR } from './lib/evalSets';
import { floorPatches, putDown } from './lib/homeFloors';
import { CUTOUT_RENDER_DIR, listRenders } from './lib/materialFeatures';
import { seededRandom } from './lib/seededRandom';

const dir = resolve(process.argv[2] ?? HOME_FLOORS_DIR);
const cutouts = listRenders('held-out', CUTOUT_RENDER_DIR).photos;
if (!cutouts.length) {
  console.error('No cut-out renders: run `npm run render:hazards` first.');
  process.exit(2);
}
const floors = await floorPatches(REAL_HOMES_DIR);
rmSync(dir, { recursive: true, force: true });
const random = seededRandom(20261206);
for (const cutout of cutouts) {
  const floor = floors[Math.floor(random() * floors.length)]!;
  mkdirSync(join(dir, cutout.material), { recursive: true });
  writeFileSync(
    join(dir, cutout.material, `${basename(cutout.path, '.png')}.jpg`),
    await putDown(cutout.path, floor, random),
  );
}
console.error(`${cutouts.length} batteries and hazards on ${floors.length} floors from homes in ${dir}`);
