// npm run eval:studio [-- --cost <name>=<value> ...]
// The decision rule on photos like the training photos, without training on them: the answers'
// probabilities each photo got from a head, a fusion and a bank that never saw it (kept by
// `npm run train:material`), with MobileNet's ImageNet probabilities of the same photos. Prints right /
// asked / harmless-wrong / harmful / shown hazardous per set and truth, as eval:wild does; with --cost,
// under changed costs too (knowledge/harm-costs.json).
import { existsSync, readFileSync } from 'node:fs';

import { deviceEvidence } from '../src/domain/identification/decision';
import { HARM_COSTS, type HarmCosts } from '../src/domain/identification/harm';
import { HEAD_MATERIALS } from '../src/domain/identification/materialHead';
import type { AnswerChoice } from '../src/domain/types';
import { add, emptyTally, formatTallies, judge, type Tally, type Truth } from './lib/adviceScore';
import { parseCostArguments } from './lib/costArguments';
import { describe } from './lib/identifyPhotos';
import {
  HELD_OUT_FILE,
  listRenders,
  listTrainingPhotos,
  PLAIN_VIEW,
  probabilitiesOf,
  rowsForSets,
} from './lib/materialFeatures';

interface HeldOut {
  dataHash: string;
  photos: { source: string; label: string; material: AnswerChoice; answers: number[]; familiar: boolean }[];
}

if (!existsSync(HELD_OUT_FILE)) {
  console.error('No held-out outputs: run `npm run train:material` first.');
  process.exit(2);
}
const heldOut = JSON.parse(readFileSync(HELD_OUT_FILE, 'utf8')) as HeldOut;
const sets = [listTrainingPhotos(), listRenders('train')];
if (sets.reduce((n, set) => n + set.photos.length, 0) !== heldOut.photos.length) {
  console.error('The held-out outputs are for other photos: run `npm run train:material` again.');
  process.exit(2);
}
const plain = await rowsForSets(
  sets,
  'plain',
  () => PLAIN_VIEW,
  () => undefined,
);

const { costs: changed } = parseCostArguments(process.argv.slice(2));

function evaluate(costs: HarmCosts): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  heldOut.photos.forEach((photo, i) => {
    const truth: Truth = photo.source === 'trashnet' && photo.label === 'trash' ? 'trash' : photo.material;
    const answers = HEAD_MATERIALS.map((material, k) => ({ material, confidence: photo.answers[k]! })).sort(
      (a, b) => b.confidence - a.confidence,
    );
    const evidence = deviceEvidence(probabilitiesOf(plain, i), answers, photo.familiar);
    const answer = describe(photo.label, evidence, costs);
    const key = `${photo.source}/${truth}`;
    if (!tallies.has(key)) tallies.set(key, emptyTally());
    add(tallies.get(key)!, judge(truth, answer));
  });
  return tallies;
}

const runs: [string, HarmCosts][] = [
  ['shipped costs', HARM_COSTS],
  ...(changed ? [['changed costs', changed] as [string, HarmCosts]] : []),
];
for (const [name, costs] of runs) {
  console.log(`Cross-validated identification of the training photos and renders (${name})`);
  console.log(formatTallies([...evaluate(costs)].sort(([a], [b]) => a.localeCompare(b))));
}
