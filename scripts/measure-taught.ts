// npm run measure:taught
// How well a correction teaches the app (src/domain/taught/recall.ts), on the served model's own
// embeddings of real photos. For every kind of thing with at least four photos, many times over: three
// photos of the kind are taught, then
//   - every other photo of the kind is checked: recognised when recall() names the taught item;
//   - photos of other materials are checked against the same memory: taken over when recall() answers.
// Kinds: the studio sets' folders (TrashNet's are whole materials) and the out-of-studio photos' named
// kinds (an apple, a phone, a polo shirt). The out-of-studio figures are also given for the photos the
// app itself gets wrong (asked about, or a wrong stream): what teaching is for. Prints two sweeps (one
// fixed bar for every photo; the bar by the photo's familiarity, recallThreshold, over its margin), the
// shipped rule's figures, and the time of one check over TAUGHT_CAP examples.
import { loadavg } from 'node:os';
import { basename } from 'node:path';

import headFile from '../models/material-head.json';
import { adviceStream, decideIdentification, deviceEvidence } from '../src/domain/identification/decision';
import { scoreItems } from '../src/domain/identification/imagenetTaxonomy';
import { classifyMaterial, type MaterialHeadFile, readMaterialHead } from '../src/domain/identification/materialHead';
import { isFamiliar, neighbourhood } from '../src/domain/identification/openSet';
import {
  buildMemoryIndex,
  FAMILIARITY_WEIGHT,
  recall,
  RECALL_FLOOR,
  RECALL_MARGIN,
  RECALL_THRESHOLD,
  recallThreshold,
} from '../src/domain/taught/recall';
import { TAUGHT_CAP } from '../src/domain/taught/taughtExample';
import type { Material } from '../src/domain/types';
import { EMBEDDING_SIZE } from '../workers/mobileNet';
import { scoreAnswer } from './lib/adviceScore';
import {
  featuresOf,
  listLabelledFolder,
  listTrainingPhotos,
  type Photo,
  PLAIN_VIEW,
  probabilitiesOf,
  rowsFor,
} from './lib/materialFeatures';
import { seededRandom } from './lib/seededRandom';

const TRIALS_PER_KIND = 20;
const OTHERS_PER_TRIAL = 40;
const FIXED_SWEEP = [0.45, 0.5, 0.55, 0.6, 0.65];
const MARGIN_SWEEP = [-0.02, 0, 0.02, 0.04, 0.06];

interface Sample {
  kind: string;
  material: Material;
  embedding: Float32Array;
  /** The app's own answer is right (not asked about, and a right stream). */
  appRight: boolean;
  /** The open-set score: how like the model's training photos. */
  familiarity: number;
}

const head = readMaterialHead(headFile as MaterialHeadFile, EMBEDDING_SIZE);

function samples(photos: readonly Photo[], rows: Float32Array, kindOf: (photo: Photo) => string): Sample[] {
  return photos.map((photo, index) => {
    const features = featuresOf(rows, index);
    const embedding = features.slice(0, EMBEDDING_SIZE);
    const around = neighbourhood(head.openSet, embedding);
    const evidence = deviceEvidence(
      probabilitiesOf(rows, index),
      classifyMaterial(head, features, scoreItems(probabilitiesOf(rows, index)), around),
      isFamiliar(head.openSet, around.familiarity),
    );
    const answer = decideIdentification(evidence).items[0];
    const appRight =
      !!answer &&
      !answer.unsure &&
      scoreAnswer(photo.material, { item: answer.id, stream: adviceStream(answer), unsure: false, choices: [] }) ===
        'right';
    // Renders are not among these sets: every photo here is of a material.
    return {
      kind: kindOf(photo),
      material: photo.material as Material,
      embedding,
      appRight,
      familiarity: around.familiarity,
    };
  });
}

/** A photo's best similarity to what was taught (0 when another item answered), and its familiarity. */
interface Check {
  similarity: number;
  familiarity: number;
}

interface Trials {
  /** Each fourth photo against its taught kind. */
  same: Check[];
  /** The same, for the fourth photos the app gets wrong. */
  sameAppWrong: Check[];
  /** Each photo of another material against the memory. */
  other: Check[];
}

/** `half`: only every other kind (0 or 1, in the order met), to see the figures hold on kinds not chosen together. */
function trials(set: readonly Sample[], half?: 0 | 1): Trials {
  const random = seededRandom(20261125);
  const byKind = new Map<string, number[]>();
  set.forEach((sample, index) => byKind.set(sample.kind, [...(byKind.get(sample.kind) ?? []), index]));
  const result: Trials = { same: [], sameAppWrong: [], other: [] };
  let kindNumber = 0;
  for (const [kind, members] of byKind) {
    if (members.length < 4) continue;
    if (half !== undefined && kindNumber++ % 2 !== half) continue;
    for (let trial = 0; trial < TRIALS_PER_KIND; trial++) {
      const shuffled = members.toSorted(() => random() - 0.5);
      const taught = shuffled.slice(0, 3).map((i) => ({ ...set[i]!, itemId: kind }));
      const memory = buildMemoryIndex(taught);
      const material = set[members[0]!]!.material;
      for (const index of shuffled.slice(3)) {
        const { embedding, familiarity, appRight } = set[index]!;
        const found = recall(memory, embedding, 0);
        const check = { similarity: found?.itemId === kind ? found.similarity : 0, familiarity };
        result.same.push(check);
        if (!appRight) result.sameAppWrong.push(check);
      }
      for (let n = 0; n < OTHERS_PER_TRIAL; n++) {
        const other = set[Math.floor(random() * set.length)]!;
        if (other.material === material) continue;
        const similarity = recall(memory, other.embedding, 0)?.similarity ?? 0;
        result.other.push({ similarity, familiarity: other.familiarity });
      }
    }
  }
  return result;
}

type Rule = (check: Check) => boolean;
const share = (checks: readonly Check[], passes: Rule) =>
  checks.length ? checks.filter(passes).length / checks.length : NaN;
const percent = (value: number) => (Number.isNaN(value) ? '-' : `${(value * 100).toFixed(1)}%`);
const byFamiliarity =
  (margin: number): Rule =>
  ({ similarity, familiarity }) =>
    similarity >= recallThreshold(familiarity, margin);

function report(name: string, result: Trials) {
  console.log(
    `\n${name}: ${result.same.length} fourth photos (${result.sameAppWrong.length} the app gets wrong), ${result.other.length} photos of other materials`,
  );
  const row = (label: string, passes: Rule) =>
    console.log(
      `${label} | ${percent(share(result.same, passes))} | ${percent(share(result.sameAppWrong, passes))} | ${percent(share(result.other, passes))}`,
    );
  console.log('one bar for every photo | recognised | photos the app gets wrong | other material taken over');
  for (const threshold of FIXED_SWEEP) row(threshold.toFixed(2), ({ similarity }) => similarity >= threshold);
  console.log(
    `bar by familiarity, margin (${FAMILIARITY_WEIGHT} x familiarity + margin, ${RECALL_FLOOR}..${RECALL_THRESHOLD}) | recognised | photos the app gets wrong | other material taken over`,
  );
  for (const margin of MARGIN_SWEEP) row(margin.toFixed(2), byFamiliarity(margin));
  row(`shipped (margin ${RECALL_MARGIN})`, byFamiliarity(RECALL_MARGIN));
}

const log = (message: string) => console.error(message);
const training = listTrainingPhotos();
const trainingRows = await rowsFor(training, 'plain', () => PLAIN_VIEW, log);
report(
  'Studio photos (kinds: the sets’ folders)',
  trials(samples(training.photos, trainingRows, (photo) => `${photo.source}/${photo.label}`)),
);
const wild = listLabelledFolder();
const wildRows = await rowsFor(wild, 'plain', () => PLAIN_VIEW, log);
// Out-of-studio files are named <set>-<kind>-<hash>; a grocery kind is its first word (apple, not apple-red).
const wildKind = (photo: Photo) =>
  basename(photo.path)
    .replace(/-[0-9a-f]+\.\w+$/i, '')
    .replace(/^(grocery-(?:fruit|vegetables|carton)-[a-z]+).*$/, '$1');
const wildSamples = samples(wild.photos, wildRows, wildKind);
report('Out-of-studio photos (kinds: apple, phone, polo shirt...)', trials(wildSamples));
// The margin was chosen on all the kinds together; each half alone shows how much that choice leans on them.
report('Out-of-studio photos, every other kind (the first)', trials(wildSamples, 0));
report('Out-of-studio photos, every other kind (the second)', trials(wildSamples, 1));

// The check's cost: TAUGHT_CAP studio photos taught as 50 items, checked against a thousand other photos.
const pool = samples(training.photos, trainingRows, () => '');
const random = seededRandom(7);
const order = pool.map((_, i) => i).toSorted(() => random() - 0.5);
const full = buildMemoryIndex(order.slice(0, TAUGHT_CAP).map((i, n) => ({ ...pool[i]!, itemId: `item-${n % 50}` })));
const photos = order.slice(TAUGHT_CAP, TAUGHT_CAP + 1000).map((i) => pool[i]!.embedding);
photos.slice(0, 100).forEach((photo) => recall(full, photo));
const times = photos.map((photo) => {
  const started = performance.now();
  recall(full, photo);
  return performance.now() - started;
});
times.sort((a, b) => a - b);
console.log(
  `\nOne check over ${TAUGHT_CAP} examples: median ${times[500]!.toFixed(2)} ms, p95 ${times[950]!.toFixed(2)} ms (Node ${process.version}, load ${loadavg()[0]!.toFixed(1)})`,
);
