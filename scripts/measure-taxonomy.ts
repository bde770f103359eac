// Measures the ImageNet taxonomy on real photos: TrashNet's training split, through the same
// forward pass as the worker (workers/mobileNet.ts) on the real weights. For each TrashNet class:
// how often one ImageNet class alone passes 0.5, how often a waste item passes 0.5 after summing,
// and how often that item's material is right. Not a test: it reports figures.
// Run: npm run measure:taxonomy   (writes bench-results/taxonomy.json)
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { confidentDeviceItems, scoreItems } from '../src/domain/identification/imagenetTaxonomy';
import { findWasteItem } from '../src/domain/wasteItems';
import { graphModelOf, runMobileNet } from '../workers/mobileNet';
import { loadNodeMobileNet, readImageTensor, TRASHNET_TRAIN_DIR } from './lib/nodeMobileNet';

// TrashNet's classes name materials; "trash" is everything else (mostly landfill).
const MATERIAL_OF_CLASS: Record<string, string | undefined> = {
  cardboard: 'cardboard',
  glass: 'glass',
  metal: 'metal',
  paper: 'paper',
  plastic: 'plastic',
  trash: undefined,
};
const SAME_BIN: Record<string, string[]> = { paper: ['paper', 'cardboard'], cardboard: ['cardboard', 'paper'] };

interface ClassFigures {
  photos: number;
  singleClassAbove50: number;
  itemAbove50: number;
  materialRight: number;
  sameBin: number;
  items: Record<string, number>;
}

const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);

async function main() {
  const net = await loadNodeMobileNet();
  const model = graphModelOf(net);
  const figures: Record<string, ClassFigures> = {};
  const started = Date.now();
  for (const trashnetClass of readdirSync(TRASHNET_TRAIN_DIR).sort()) {
    const f: ClassFigures = {
      photos: 0,
      singleClassAbove50: 0,
      itemAbove50: 0,
      materialRight: 0,
      sameBin: 0,
      items: {},
    };
    figures[trashnetClass] = f;
    const expected = MATERIAL_OF_CLASS[trashnetClass];
    for (const file of readdirSync(join(TRASHNET_TRAIN_DIR, trashnetClass)).sort()) {
      const pixels = readImageTensor(join(TRASHNET_TRAIN_DIR, trashnetClass, file));
      const { probabilities } = await runMobileNet(model, pixels, [-1, 1]);
      pixels.dispose();
      f.photos += 1;
      if (Math.max(...probabilities) > 0.5) f.singleClassAbove50 += 1;
      const [item] = confidentDeviceItems(scoreItems(probabilities));
      if (!item) continue;
      f.itemAbove50 += 1;
      f.items[item.id] = (f.items[item.id] ?? 0) + 1;
      if (item.material === expected) f.materialRight += 1;
      if (expected && (SAME_BIN[expected] ?? [expected]).includes(item.material)) f.sameBin += 1;
    }
    console.log(`${trashnetClass}: ${f.photos} photos, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const all = Object.entries(figures);
  const sum = (pick: (f: ClassFigures) => number, classes = all) => classes.reduce((s, [, f]) => s + pick(f), 0);
  const materialClasses = all.filter(([name]) => MATERIAL_OF_CLASS[name]);
  const report = {
    data: 'TrashNet training split (../shared/data/trashnet/train)',
    model: 'mobilenet_v2_1.0_224, wasm backend in Node, the worker forward pass',
    total: {
      photos: sum((f) => f.photos),
      singleClassAbove50Percent: percent(
        sum((f) => f.singleClassAbove50),
        sum((f) => f.photos),
      ),
      itemAbove50Percent: percent(
        sum((f) => f.itemAbove50),
        sum((f) => f.photos),
      ),
      // Over the five material classes; trash has no single right material.
      materialRightPercentOfItems: percent(
        sum((f) => f.materialRight, materialClasses),
        sum((f) => f.itemAbove50, materialClasses),
      ),
      sameBinPercentOfItems: percent(
        sum((f) => f.sameBin, materialClasses),
        sum((f) => f.itemAbove50, materialClasses),
      ),
      materialRightPercentOfPhotos: percent(
        sum((f) => f.materialRight, materialClasses),
        sum((f) => f.photos, materialClasses),
      ),
    },
    perClass: Object.fromEntries(
      all.map(([name, f]) => [
        name,
        {
          photos: f.photos,
          singleClassAbove50Percent: percent(f.singleClassAbove50, f.photos),
          itemAbove50Percent: percent(f.itemAbove50, f.photos),
          materialRightPercentOfItems: MATERIAL_OF_CLASS[name] ? percent(f.materialRight, f.itemAbove50) : null,
          sameBinPercentOfItems: MATERIAL_OF_CLASS[name] ? percent(f.sameBin, f.itemAbove50) : null,
          items: Object.fromEntries(
            Object.entries(f.items)
              .sort((a, b) => b[1] - a[1])
              .map(([id, count]) => [`${id} (${findWasteItem(id)?.material})`, count]),
          ),
        },
      ]),
    ),
  };
  const outDir = resolve(import.meta.dirname, '..', 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'taxonomy.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report.total, null, 2));
  for (const [name, c] of Object.entries(report.perClass)) {
    console.log(
      `${name.padEnd(10)} photos ${String(c.photos).padStart(4)}  one class >0.5 ${String(c.singleClassAbove50Percent).padStart(5)}%  item >0.5 ${String(c.itemAbove50Percent).padStart(5)}%  material right ${c.materialRightPercentOfItems ?? '-'}%  same bin ${c.sameBinPercentOfItems ?? '-'}%`,
    );
  }
}

await main();
