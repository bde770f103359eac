// npm run eval:studio [-- --cost <name>=<value> ...] [-- --held-out <file>]
// The decision rule on photos like the training photos, without training on them: the answers'
// probabilities each photo got from a head, a fusion and a bank that never saw it (kept by
// `npm run train:material`), with MobileNet's ImageNet probabilities of the same photos. Prints right /
// asked / harmless-wrong / harmful / shown hazardous per set and truth, as eval:wild does, then per set
// (TrashNet's figures in one line); with --cost, under changed costs too (knowledge/harm-costs.json).
// --held-out scores the outputs of another training (its .cache/photo-features/held-out.json, copied
// aside with its head), so the rule's studio figures of several trainings can be set side by side.
import { existsSync, readFileSync } from 'node:fs';

import { deviceEvidence } from '../src/domain/identification/decision';
import { HARM_COSTS, type HarmCosts } from '../src/domain/identification/harm';
import { HEAD_MATERIALS } from '../src/domain/identification/materialHead';
import type { AnswerChoice } from '../src/domain/types';
import { add, emptyTally, formatTallies, judge, sumTallies, type Tally, type Truth } from './lib/adviceScore';
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

const { rest, costs: changed } = parseCostArguments(process.argv.slice(2));
const heldOutAt = rest.indexOf('--held-out');
const heldOutFile = heldOutAt >= 0 ? rest[heldOutAt + 1] : HELD_OUT_FILE;
if (!heldOutFile || !existsSync(heldOutFile)) {
  console.error(
    heldOutAt >= 0
      ? `--held-out takes a training's held-out outputs (.cache/photo-features/held-out.json, copied aside)${heldOutFile ? `: ${heldOutFile} does not exist` : ''}`
      : 'No held-out outputs: run `npm run train:material` first.',
  );
  process.exit(2);
}
const heldOut = JSON.parse(readFileSync(heldOutFile, 'utf8')) as HeldOut;
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
/** The tallies of each set (the part of the key before the truth), its truths added up. */
function bySet(tallies: Map<string, Tally>): [string, Tally][] {
  const sets = new Map<string, Tally[]>();
  for (const [key, tally] of tallies) {
    const set = key.slice(0, key.indexOf('/'));
    sets.set(set, [...(sets.get(set) ?? []), tally]);
  }
  return [...sets].map(([set, members]) => [set, sumTallies(members)]);
}

for (const [name, costs] of runs) {
  const tallies = evaluate(costs);
  console.log(`Cross-validated identification of the training photos and renders (${name})`);
  console.log(formatTallies([...tallies].sort(([a], [b]) => a.localeCompare(b))));
  console.log(`\nBy set (${name})`);
  console.log(
    formatTallies(
      bySet(tallies).sort(([a], [b]) => a.localeCompare(b)),
      'set',
    ),
  );
}
