// @vitest-environment node
// The render pipeline end to end: Blender renders held-out seeds (never trained on: seeds from 100000)
// with scripts/render/scene.py, exactly as `npm run render:hazards` does, and the identification
// command reads them as the app would. A battery or hazard must never be shown a household bin, and
// the advice must be right for it, or the app must ask with it among the answers offered. Product
// photos (seeds from 500000, a style no training render has) must never be shown a household bin
// either; a battery there may be named a hazardous item, which goes to the same kind of drop-off.
// Nor may either be once saved as a JPEG of quality 75, as a web page or a messaging app saves a photo:
// every licensed photo is a JPEG and every render a PNG, so compression alone moves the head. Nor may
// a cut-out (the subject and its shadow on a transparent film) put down on a floor photographed at home.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

import sharp from 'sharp';

import { scoreAnswer, type Truth } from '../../../../scripts/lib/adviceScore';
import { REAL_HOMES_DIR } from '../../../../scripts/lib/evalSets';
import { floorPatches, putDown } from '../../../../scripts/lib/homeFloors';
import { createIdentifier, type IdentifiedPhoto, type Identifier } from '../../../../scripts/lib/identifyPhotos';
import { sceneArguments } from '../../../../scripts/lib/sceneCommand';
import { seededRandom } from '../../../../scripts/lib/seededRandom';

/** Even seeds are batteries, odd ones hazards; the kinds cycle with the seed. */
const SEEDS = [100_001, 100_002, 100_003, 100_004, 100_005, 100_006];
const PRODUCT_SEEDS = [500_001, 500_002, 500_003, 500_004];
const CUTOUT_SEEDS = [500_002, 500_003];
const HOUSEHOLD_BINS = ['recycling', 'compost', 'landfill'];
/** A web page's or a messaging app's JPEG, below the 88 to 95 of every photo the head learnt from. */
const SHARED_QUALITY = 75;

let renders: { file: string; truth: Truth }[];
/** The first seed rendered a second time, on its own: the training data's sha256 relies on its bytes. */
let again: { file: string; first: string };
let products: { file: string; truth: Truth }[];
let compressed: string[];
let cutouts: string[];
let onFloors: string[];
let identifier: Identifier;

beforeAll(async () => {
  const out = mkdtempSync(join(tmpdir(), 'renders-'));
  const renderSeeds = (folder: string, seeds: readonly number[], cutout = false) => {
    const blender = spawnSync('blender', sceneArguments(folder, seeds, cutout), { encoding: 'utf8' });
    if (blender.error) throw new Error(`Blender does not run (apt-get install -y blender): ${blender.error.message}`);
    expect(blender.status, blender.stderr.slice(-2000)).toBe(0);
  };
  renderSeeds(out, [...SEEDS, ...PRODUCT_SEEDS]);
  const againOut = mkdtempSync(join(tmpdir(), 'renders-again-'));
  renderSeeds(againOut, [SEEDS[0]!]);
  const all = (['battery', 'hazardous'] as const).flatMap((truth) =>
    readdirSync(join(out, truth)).map((name) => ({ file: join(out, truth, name), truth })),
  );
  const seedOf = (file: string) => Number(/-(\d+)\.png$/.exec(file)![1]);
  renders = all.filter((render) => SEEDS.includes(seedOf(render.file)));
  products = all.filter((render) => PRODUCT_SEEDS.includes(seedOf(render.file)));
  const [againName] = readdirSync(join(againOut, 'hazardous'));
  again = { file: join(againOut, 'hazardous', againName!), first: join(out, 'hazardous', againName!) };
  const jpegOut = mkdtempSync(join(tmpdir(), 'renders-jpeg-'));
  compressed = await Promise.all(
    all.map(async ({ file }) => {
      const jpeg = join(jpegOut, `${basename(file, '.png')}.jpg`);
      await sharp(file).jpeg({ quality: SHARED_QUALITY }).toFile(jpeg);
      return jpeg;
    }),
  );
  const cutoutOut = mkdtempSync(join(tmpdir(), 'renders-cutout-'));
  renderSeeds(cutoutOut, CUTOUT_SEEDS, true);
  cutouts = (['battery', 'hazardous'] as const).flatMap((truth) =>
    readdirSync(join(cutoutOut, truth)).map((name) => join(cutoutOut, truth, name)),
  );
  const floors = await floorPatches(REAL_HOMES_DIR);
  const random = seededRandom(1);
  onFloors = await Promise.all(
    cutouts.map(async (file) => {
      const photo = join(cutoutOut, `${basename(file, '.png')}.jpg`);
      await sharp(await putDown(file, floors[Math.floor(random() * floors.length)]!, random)).toFile(photo);
      return photo;
    }),
  );
  identifier = await createIdentifier();
}, 300_000);

describe('held-out renders of batteries and hazards', () => {
  it('renders every seed asked for, batteries and hazards alike', () => {
    expect(renders).toHaveLength(SEEDS.length);
    expect(renders.filter((r) => r.truth === 'battery')).toHaveLength(SEEDS.length / 2);
  });

  it('renders a seed to the same bytes every time, so a head names the renders it was trained on', () => {
    expect(readFileSync(again.file).equals(readFileSync(again.first)), again.file).toBe(true);
  });

  it('never shows one a household bin, and names it or offers it', async () => {
    for (const { file, truth } of renders) {
      const answer = (await identifier.identify(file)) as IdentifiedPhoto;
      expect(answer.stream, file).not.toBeNull();
      expect(HOUSEHOLD_BINS, `${file}: ${JSON.stringify(answer)}`).not.toContain(answer.stream);
      expect(answer.choices.length, file).toBeLessThanOrEqual(3);
      expect(['right', 'asked'], `${file}: ${JSON.stringify(answer)}`).toContain(scoreAnswer(truth, answer));
    }
  }, 60_000);
});

describe('batteries and hazards as product photos, a style no training render has', () => {
  it('renders every seed asked for', () => {
    expect(products).toHaveLength(PRODUCT_SEEDS.length);
  });

  it('never shows one a household bin', async () => {
    for (const { file } of products) {
      const answer = (await identifier.identify(file)) as IdentifiedPhoto;
      expect(answer.stream, file).not.toBeNull();
      expect(HOUSEHOLD_BINS, `${file}: ${JSON.stringify(answer)}`).not.toContain(answer.stream);
      expect(answer.choices.length, file).toBeLessThanOrEqual(3);
    }
  }, 60_000);
});

describe('batteries and hazards saved as a JPEG of quality 75', () => {
  it('never shows one a household bin', async () => {
    expect(compressed).toHaveLength(SEEDS.length + PRODUCT_SEEDS.length);
    for (const file of compressed) {
      const answer = (await identifier.identify(file)) as IdentifiedPhoto;
      expect(answer.stream, file).not.toBeNull();
      expect(HOUSEHOLD_BINS, `${file}: ${JSON.stringify(answer)}`).not.toContain(answer.stream);
    }
  }, 60_000);
});

describe('batteries and hazards cut out and put down on a floor photographed at home', () => {
  it('renders the subject and its shadow alone, on a transparent film', async () => {
    expect(cutouts).toHaveLength(CUTOUT_SEEDS.length);
    for (const file of cutouts) {
      const { channels } = await sharp(file).metadata();
      expect(channels, file).toBe(4);
      const alpha = await sharp(file).extractChannel(3).stats();
      // Bare film at the edges, the subject opaque, and its shadow somewhere between.
      expect(alpha.channels[0]!.min, file).toBe(0);
      expect(alpha.channels[0]!.max, file).toBe(255);
      const { data } = await sharp(file).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
      expect(
        data.some((a) => a > 20 && a < 200),
        file,
      ).toBe(true);
    }
  });

  it('never shows one a household bin', async () => {
    expect(onFloors).toHaveLength(CUTOUT_SEEDS.length);
    for (const file of onFloors) {
      const answer = (await identifier.identify(file)) as IdentifiedPhoto;
      expect(answer.stream, file).not.toBeNull();
      expect(HOUSEHOLD_BINS, `${file}: ${JSON.stringify(answer)}`).not.toContain(answer.stream);
    }
  }, 60_000);
});
