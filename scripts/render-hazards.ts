// Renders the training photos no licensed set covers, batteries and household hazards; everyday
// waste in the same scenes, so that looking rendered says nothing about being a hazard; and the
// home-like backgrounds that studio photos are composited onto, with Blender (scripts/render/scene.py:
// what the scenes are and how they are randomised). Everything goes into .cache/renders/ (git-ignored),
// in the layout lib/materialFeatures.ts reads:
//   battery/<kind>-<seed>.png, hazardous/<kind>-<seed>.png   training seeds 1.., held-out 100001..
//   backgrounds/bg-<seed>.png                                 seeds 200001..
//   <material>/<kind>-<seed>.png (plastic, organic...)        training seeds 300001.., held-out 400001..
//   manifest.jsonl                                            one JSON line per picture: what is in it
// and, in .cache/renders-product/ in the same layout, batteries and hazards as product photos (a white
// sweep, studio light; seeds 500001..): held out by style, since no training render looks like them;
// in .cache/renders-cutout/, the same kinds lit as product photos with no sweep, alone with their
// shadow on a transparent film (RGBA, more samples so that the shadow is smooth; seeds 500001..),
// for make-home-floor-renders.ts to put down on floors photographed in homes.
// Held-out seeds (100001.., 400001.., 500001..) are scored, never trained on. A seed whose PNG
// exists in its split's folder is skipped, so a stopped run carries on where it was (delete the
// folder after changing scene.py or the size). The work goes in rounds so that however long it has
// run there are some of each.
// Run: npm run render:hazards [-- --train 480 --held-out 96 --everyday 480 --everyday-held-out 96
//                                 --product-held-out 96 --cutout-held-out 96 --backgrounds 80
//                                 --size 224 --samples 12]
//   (about 1 s a picture on two free cores, 3 s a cut-out, about 25 minutes in all; needs Debian's Blender:
//   apt-get install -y blender)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

import { sceneArguments } from './lib/sceneCommand';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, '.cache', 'renders');
const PRODUCT_OUT = join(ROOT, '.cache', 'renders-product');
const CUTOUT_OUT = join(ROOT, '.cache', 'renders-cutout');
/** The seed ranges must agree with isHeldOutSeed in lib/materialFeatures.ts. */
const HELD_OUT_START = 100_001;
const BACKGROUND_START = 200_001;
const EVERYDAY_START = 300_001;
const EVERYDAY_HELD_OUT_START = 400_001;
const PRODUCT_HELD_OUT_START = 500_001;
/** Renders per Blender process: long enough to spread its start-up, short enough to lose little if stopped. */
const CHUNK = 25;

interface Split {
  name:
    'train' | 'held-out' | 'backgrounds' | 'everyday' | 'everyday-held-out' | 'product-held-out' | 'cutout-held-out';
  seeds: number[];
  /** The folder its pictures go to. */
  out: string;
  perRound: number;
  backgroundsOnly: boolean;
  /** The subject alone with its shadow, on a transparent film (scene.py --cutout). */
  cutout?: boolean;
}

const { values } = parseArgs({
  options: {
    train: { type: 'string', default: '480' },
    'held-out': { type: 'string', default: '96' },
    backgrounds: { type: 'string', default: '80' },
    everyday: { type: 'string', default: '480' },
    'everyday-held-out': { type: 'string', default: '96' },
    'product-held-out': { type: 'string', default: '96' },
    'cutout-held-out': { type: 'string', default: '96' },
    size: { type: 'string', default: '224' },
    samples: { type: 'string', default: '12' },
    threads: { type: 'string', default: '2' },
  },
  allowPositionals: true,
});

function count(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, not ${raw}`);
    process.exit(2);
  }
  return n;
}

function range(start: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => start + i);
}

/** Seeds already rendered into `out`, read from the file names so the cache needs no bookkeeping of its own. */
function renderedSeeds(out: string): Set<number> {
  const done = new Set<number>();
  if (!existsSync(out)) return done;
  for (const folder of readdirSync(out, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name.startsWith('.')) continue;
    const dir = join(out, folder.name);
    for (const name of readdirSync(dir)) {
      const match = /-(\d+)\.png$/.exec(name);
      if (match) done.add(Number(match[1]));
    }
  }
  return done;
}

function checkBlender(): void {
  const probe = spawnSync('blender', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    const why = probe.error ? probe.error.message : (probe.stderr || probe.stdout).trim().split('\n').pop();
    console.error(`Blender does not run (${why}).`);
    console.error(
      'Install it with: apt-get install -y blender   (a missing liblapack.so.3: apt-get install -y liblapack3)',
    );
    process.exit(1);
  }
  console.error(probe.stdout.split('\n')[0]);
}

/** Time spent per finished render, for the running average and the estimate of what is left. */
const timing = { renders: 0, seconds: 0 };
/** Chunks whose Blender stopped with an error: the run goes on, and exits non-zero at the end. */
let failedChunks = 0;

/** One Blender process over some seeds; resolves when it exits, whatever happened to it. */
function renderChunk(split: Split, seeds: number[], progress: () => string): Promise<void> {
  const args = sceneArguments(split.out, seeds, split.cutout);
  args.push('--size', values.size!, '--threads', values.threads!);
  if (!split.cutout) args.push('--samples', values.samples!);
  if (split.backgroundsOnly) args.push('--backgrounds-only');
  const child = spawn('blender', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Blender prints a line per render stage; only scene.py's RENDERED lines are progress, and the
  // tail is kept to explain a failure.
  const tail: string[] = [];
  const keep = (line: string) => {
    tail.push(line);
    if (tail.length > 20) tail.shift();
  };
  createInterface({ input: child.stderr }).on('line', keep);
  createInterface({ input: child.stdout }).on('line', (line) => {
    const match = /^RENDERED (\S+) ([\d.]+)$/.exec(line);
    if (!match) return keep(line);
    timing.renders++;
    timing.seconds += Number(match[2]);
    console.log(`${progress()} ${match[1]} ${Number(match[2]).toFixed(1)} s`);
  });
  return new Promise((done) => {
    child.on('close', (code) => {
      if (code !== 0) {
        failedChunks++;
        console.error(`Blender stopped with ${code} on seeds ${seeds[0]}..${seeds.at(-1)}:\n${tail.join('\n')}`);
      }
      done();
    });
  });
}

function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes < 90 ? `${minutes} min` : `${(minutes / 60).toFixed(1)} h`;
}

async function main(): Promise<void> {
  checkBlender();
  const splits: Split[] = [
    { name: 'train', seeds: range(1, count('train', values.train!)), perRound: 200, backgroundsOnly: false, out: OUT },
    {
      name: 'held-out',
      seeds: range(HELD_OUT_START, count('held-out', values['held-out']!)),
      perRound: 40,
      backgroundsOnly: false,
      out: OUT,
    },
    {
      name: 'everyday',
      seeds: range(EVERYDAY_START, count('everyday', values.everyday!)),
      perRound: 200,
      backgroundsOnly: false,
      out: OUT,
    },
    {
      name: 'everyday-held-out',
      seeds: range(EVERYDAY_HELD_OUT_START, count('everyday-held-out', values['everyday-held-out']!)),
      perRound: 40,
      backgroundsOnly: false,
      out: OUT,
    },
    {
      name: 'backgrounds',
      seeds: range(BACKGROUND_START, count('backgrounds', values.backgrounds!)),
      perRound: 50,
      backgroundsOnly: true,
      out: OUT,
    },
    {
      name: 'product-held-out',
      seeds: range(PRODUCT_HELD_OUT_START, count('product-held-out', values['product-held-out']!)),
      perRound: 48,
      backgroundsOnly: false,
      out: PRODUCT_OUT,
    },
    {
      name: 'cutout-held-out',
      seeds: range(PRODUCT_HELD_OUT_START, count('cutout-held-out', values['cutout-held-out']!)),
      perRound: 48,
      backgroundsOnly: false,
      cutout: true,
      out: CUTOUT_OUT,
    },
  ];
  const done = new Map([OUT, PRODUCT_OUT, CUTOUT_OUT].map((out) => [out, renderedSeeds(out)]));
  const todo = new Map(splits.map((s) => [s.name, s.seeds.filter((seed) => !done.get(s.out)!.has(seed))]));
  const total = [...todo.values()].reduce((sum, seeds) => sum + seeds.length, 0);
  for (const split of splits) {
    console.log(
      `${split.name}: ${split.seeds.length - todo.get(split.name)!.length} cached, ${todo.get(split.name)!.length} to render`,
    );
  }
  const progress = () => {
    const average = timing.renders ? timing.seconds / timing.renders : 0;
    const left = formatDuration(average * (total - timing.renders));
    return `[${timing.renders}/${total}, ${average.toFixed(1)} s/render, ~${left} left]`;
  };
  const started = Date.now();
  while ([...todo.values()].some((seeds) => seeds.length)) {
    for (const split of splits) {
      const batch = todo.get(split.name)!.splice(0, split.perRound);
      for (let i = 0; i < batch.length; i += CHUNK) await renderChunk(split, batch.slice(i, i + CHUNK), progress);
    }
  }
  const wall = (Date.now() - started) / 1000;
  console.log(`${timing.renders} renders in ${formatDuration(wall)} into ${OUT}, ${PRODUCT_OUT} and ${CUTOUT_OUT}`);
  if (failedChunks) {
    console.error(`${failedChunks} Blender runs failed: run the command again to render what is missing`);
    process.exitCode = 1;
  }
}

await main();
