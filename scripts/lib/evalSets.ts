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

/** Every set there is on this machine; renders and not-waste pictures only once made. */
export function evalSets(): EvalSet[] {
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
  const renders = listRenders('held-out').photos;
  if (renders.length)
    sets.push({
      name: 'renders held out by seed',
      distribution: 'in distribution in style: the renderer the head trained on, seeds it never saw',
      photos: renders.map((photo) => ({ file: photo.path, truth: photo.material })),
    });
  const products = listRenders('held-out', PRODUCT_RENDER_DIR).photos;
  if (products.length)
    sets.push({
      name: 'renders held out by style: batteries and hazards as product photos',
      distribution: "out of the renders' style: a white sweep under studio light, which no training render has",
      photos: products.map((photo) => ({ file: photo.path, truth: photo.material })),
    });
  if (existsSync(HOME_FLOORS_DIR))
    sets.push({
      name: 'cut-out renders put down on floors from homes: batteries and hazards',
      distribution:
        "out of the renders' style: a phone's photo of a floor at home behind each (the real-homes photos, measured on, never trained on)",
      photos: labelledPhotos(HOME_FLOORS_DIR),
    });
  if (existsSync(NOT_WASTE_TEST_DIR))
    sets.push({
      name: 'not-waste pictures (test half)',
      distribution: 'drawings and screenshots the rule was never tuned on',
      photos: labelledPhotos(NOT_WASTE_TEST_DIR),
    });
  return sets;
}
