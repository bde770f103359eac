// The photo sets the identification is measured on, each with its truth per photo and whether it is
// in the distribution the head was trained on (the same collections, studios or renderer) or not.
// Figures on in-distribution sets measure memory of a style; the others measure the app in homes.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

import { type Truth, TRUTHS } from './adviceScore';
import { expandPaths } from './identifyPhotos';
import { listRenders, PRODUCT_RENDER_DIR, WILD_EVAL_DIR } from './materialFeatures';
import { SHARED_DATA_DIR } from './nodeMobileNet';

export interface LabelledPhoto {
  file: string;
  truth: Truth;
}

export interface EvalSet {
  name: string;
  /** How the set relates to what the head learnt from, said plainly. */
  distribution: string;
  photos: LabelledPhoto[];
}

export const REAL_HOMES_DIR = join(SHARED_DATA_DIR, 'real-homes');
export const NOT_WASTE_TEST_DIR = join('.cache', 'not-waste', 'test');
export const HOME_FLOORS_DIR = join('.cache', 'home-floors');
export const BLANK_BACKDROP_DIR = join('.cache', 'blank-backdrop');

/** A set that exists only once a command has made it on this machine. */
export interface MadeSet {
  name: string;
  distribution: string;
  /** The command that makes it (and scores it). */
  make: string;
  /** Its photos, none until it is made. */
  photos: () => LabelledPhoto[];
}

/** A set not made on this machine yet, and the command that makes it. */
export interface NotMadeSet {
  name: string;
  make: string;
}

/** A folder in eval:wild's layout: one sub-folder per truth. Throws on a folder named by no truth. */
export function labelledPhotos(folder: string, keep: (file: string) => boolean = () => true): LabelledPhoto[] {
  const names = readdirSync(folder)
    .filter((name) => statSync(join(folder, name)).isDirectory())
    .sort();
  const unknown = names.filter((name) => !(TRUTHS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`${folder}: folders must be named by truth (${TRUTHS.join(', ')}); unknown: ${unknown.join(', ')}`);
  return names.flatMap((truth) =>
    expandPaths([join(folder, truth)])
      .filter(keep)
      .map((file) => ({ file, truth: truth as Truth })),
  );
}

/** A labelled folder's photos, or none when it does not exist. */
export const photosIfMade = (folder: string) => () => (existsSync(folder) ? labelledPhotos(folder) : []);

const rendersIn = (dir?: string) => () =>
  listRenders('held-out', dir).photos.map((photo) => ({ file: photo.path, truth: photo.material }));

/** The sets made by a command of their own: renders, and photos put together from other sets. */
export const MADE_SETS: readonly MadeSet[] = [
  {
    name: 'renders held out by seed',
    distribution: 'in distribution in style: the renderer the head trained on, seeds it never saw',
    make: 'npm run render:hazards',
    photos: rendersIn(),
  },
  {
    name: 'renders held out by style: batteries and hazards as product photos',
    distribution: "out of the renders' style: a white sweep under studio light, which no training render has",
    make: 'npm run render:hazards',
    photos: rendersIn(PRODUCT_RENDER_DIR),
  },
  {
    name: 'cut-out renders put down on floors from homes: batteries and hazards',
    distribution:
      "out of the renders' style: a phone's photo of a floor at home behind each (the real-homes photos, measured on, never trained on)",
    make: 'npm run eval:home-floors (after npm run render:hazards)',
    photos: photosIfMade(HOME_FLOORS_DIR),
  },
  {
    name: 'not-waste pictures (test half)',
    distribution: 'drawings and screenshots the rule was never tuned on',
    make: 'npm run eval:not-waste',
    photos: photosIfMade(NOT_WASTE_TEST_DIR),
  },
  {
    name: "TrashNet's objects on flat white (product-style)",
    distribution: 'in distribution: the training photos, their backdrop made one flat white',
    make: 'npm run eval:blank-backdrop',
    photos: photosIfMade(BLANK_BACKDROP_DIR),
  },
];

/** The made sets that are on this machine, and those that are not with the command that makes each. */
export function madeSets(made: readonly MadeSet[]): { sets: EvalSet[]; notMade: NotMadeSet[] } {
  const sets: EvalSet[] = [];
  const notMade: NotMadeSet[] = [];
  for (const { name, distribution, make, photos } of made) {
    const found = photos();
    if (found.length) sets.push({ name, distribution, photos: found });
    else notMade.push({ name, make });
  }
  return { sets, notMade };
}

/**
 * Every set there is on this machine, and the made sets that are not, so that a figure left out is
 * never taken for a figure measured.
 */
export function evalSets(): { sets: EvalSet[]; notMade: NotMadeSet[] } {
  const realHomes = (prefix: string) => (file: string) => basename(file).startsWith(prefix);
  const sets: EvalSet[] = [
    {
      name: 'real-homes: RealWaste (homes)',
      distribution: 'out of distribution: a home in Germany, a phone, never trained on',
      photos: labelledPhotos(REAL_HOMES_DIR, realHomes('realwaste-')),
    },
    {
      name: 'real-homes: TIDY (street)',
      distribution: 'out of distribution: litter on asphalt from standing height, never trained on',
      photos: labelledPhotos(REAL_HOMES_DIR, realHomes('tidy-')),
    },
    {
      name: 'wild-eval',
      distribution: 'in distribution: held out of the training collections themselves (same studios and photographers)',
      photos: labelledPhotos(WILD_EVAL_DIR),
    },
  ];
  const made = madeSets(MADE_SETS);
  return { sets: [...sets, ...made.sets], notMade: made.notMade };
}
