// npm run eval:wild [-- <labelled folders>] [-- --cost <name>=<value> ...] [-- --against <head file>]
// Scores the identification command (scripts/lib/identifyPhotos.ts, what `npm run identify` prints)
// by the truth table of lib/adviceScore.ts, set by set, each said to be in the training distribution
// or not (lib/evalSets.ts): right (asked with the truth among the choices included), asked, refused
// as not waste, harmless-wrong, harmful, and things that are no hazard shown the hazardous-waste
// verdict (answered or while asking), with the 95% intervals of the set's figures. With no folder,
// every set on this machine, then the sets not made yet with the command that makes each. With --cost, the same photos are decided again under the changed costs
// (knowledge/harm-costs.json) and both shown. With --against, a candidate head (a training
// experiment's models/material-head.json, copied aside) is scored on the same photos and compared
// with the shipped one photo by photo (lib/photoSetStatistics.ts).
import { existsSync } from 'node:fs';

import * as tf from '@tensorflow/tfjs';

import type { DeviceEvidence } from '../src/domain/identification/decision';
import { HARM_COSTS, type HarmCosts } from '../src/domain/identification/harm';
import {
  add,
  emptyTally,
  formatTallies,
  judge,
  type Judgement,
  sumTallies,
  type Tally,
  type Truth,
} from './lib/adviceScore';
import { parseCostArguments } from './lib/costArguments';
import { type EvalSet, evalSets, labelledPhotos, type NotMadeSet } from './lib/evalSets';
import { createIdentifier, describe, type IdentifiedPhoto, type Identifier, notReadAnswer } from './lib/identifyPhotos';
import { formatInterval, pairOutcomes, signTestP, wilsonInterval } from './lib/photoSetStatistics';

const { rest, costs } = parseCostArguments(process.argv.slice(2));
const againstAt = rest.indexOf('--against');
const against = againstAt >= 0 ? rest[againstAt + 1] : undefined;
if (againstAt >= 0 && (!against || !existsSync(against))) {
  console.error(
    `--against takes a material head file (models/material-head.json from a training run, copied aside)${against ? `: ${against} does not exist` : ''}`,
  );
  process.exit(2);
}
const folders = againstAt >= 0 ? rest.filter((_, i) => i !== againstAt && i !== againstAt + 1) : rest;
let sets: EvalSet[];
let notMade: NotMadeSet[] = [];
try {
  if (folders.length)
    sets = folders.map((folder) => ({
      name: folder,
      distribution: 'a folder named on the command line',
      photos: labelledPhotos(folder),
    }));
  else ({ sets, notMade } = evalSets());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

tf.env().set('IS_TEST', true);
const identifier = await createIdentifier();
const candidate = against ? await createIdentifier(against) : null;

interface Analysed {
  file: string;
  truth: Truth;
  evidence: DeviceEvidence;
}

interface Scored extends Judgement {
  truth: Truth;
}

/** A picture the app will not read (too small, too dark): the same answer under any costs or head. */
interface NotRead {
  truth: Truth;
  answer: IdentifiedPhoto;
}

function scored(photos: readonly Analysed[], table: HarmCosts, notRead: readonly NotRead[]): Scored[] {
  return [
    ...photos.map(({ file, truth, evidence }) => ({ truth, ...judge(truth, describe(file, evidence, table)) })),
    ...notRead.map(({ truth, answer }) => ({ truth, ...judge(truth, answer) })),
  ];
}

function tallies(photos: readonly Scored[]) {
  const byTruth = new Map<string, Tally>();
  for (const photo of photos) {
    if (!byTruth.has(photo.truth)) byTruth.set(photo.truth, emptyTally());
    add(byTruth.get(photo.truth)!, photo);
  }
  return [...byTruth];
}

const share = (count: number, of: number) => `${((100 * count) / of).toFixed(1)}%`;
const line = (name: string, t: Tally) =>
  `${name}: right ${share(t.right, t.photos)}, harmful ${share(t.harmful, t.photos)}, ` +
  `asked ${share(t.asked, t.photos)}, refused ${share(t.refused, t.photos)}, ` +
  `shown hazardous ${share(t.shownHazardous, t.photos)}`;
const intervals = (t: Tally) =>
  `95% intervals on ${t.photos} photos: right ${formatInterval(wilsonInterval(t.right, t.photos))}, ` +
  `asked ${formatInterval(wilsonInterval(t.asked, t.photos))}, harmful ${formatInterval(wilsonInterval(t.harmful, t.photos))}`;
/** "battery: 0 of 48 shown a household bin", for the batteries and hazards among the rows. */
const hazardLines = (rows: readonly [string, Tally][], indent = '') =>
  rows
    .filter(([truth]) => truth === 'battery' || truth === 'hazardous')
    .map(([truth, t]) => `${indent}${truth}: ${t.harmful} of ${t.photos} shown a household bin`);
const photoCount = (n: number) => `${n} photo${n === 1 ? '' : 's'}`;
const isRight = (s: Scored) => s.outcome === 'right' || s.outcome === 'asked';

async function analyseAll(source: Identifier, photos: EvalSet['photos']) {
  const analysed: Analysed[] = [];
  const notRead: NotRead[] = [];
  let unreadable = 0;
  for (const photo of photos) {
    const evidence = await source.analyse(photo.file);
    if (!('error' in evidence)) {
      analysed.push({ ...photo, evidence });
      continue;
    }
    const answer = notReadAnswer(evidence);
    if (answer) notRead.push({ truth: photo.truth, answer });
    else unreadable++;
  }
  return { analysed, notRead, unreadable };
}

for (const set of sets) {
  const { analysed, notRead, unreadable } = await analyseAll(identifier, set.photos);
  const shipped = scored(analysed, HARM_COSTS, notRead);
  const rows = tallies(shipped);
  const all = sumTallies(rows.map(([, t]) => t));
  console.log(`\n${set.name} (${set.distribution})`);
  console.log(formatTallies(rows));
  if (all.photos) console.log(intervals(all));
  for (const hazardLine of hazardLines(rows)) console.log(hazardLine);
  if (notRead.length) console.log(`${photoCount(notRead.length)} too small or too dark to read, counted as refused`);
  if (unreadable) console.log(`${unreadable} unreadable files skipped`);
  if (costs) {
    console.log(line('  shipped costs', all));
    console.log(line('  changed costs', sumTallies(tallies(scored(analysed, costs, notRead)).map(([, t]) => t))));
  }
  if (candidate) {
    const read = await analyseAll(candidate, set.photos);
    const other = scored(read.analysed, HARM_COSTS, read.notRead);
    if (other.length !== shipped.length) {
      console.log(`  ${against}: read ${other.length} photos of ${shipped.length}; not compared`);
      continue;
    }
    const paired = pairOutcomes(other.map(isRight), shipped.map(isRight));
    const otherRows = tallies(other);
    console.log(line(`  ${against}`, sumTallies(otherRows.map(([, t]) => t))));
    for (const hazardLine of hazardLines(otherRows, '  ')) console.log(hazardLine);
    console.log(
      `  right with it only: ${photoCount(paired.onlyFirst)}, with the shipped head only: ${photoCount(paired.onlySecond)} ` +
        `(sign test p = ${signTestP(paired.onlyFirst, paired.onlySecond).toFixed(2)})`,
    );
  }
}
if (costs) console.log(`\nChanged costs: ${JSON.stringify(costs)}`);
if (notMade.length) {
  console.log('\nNot scored: not made on this machine yet (each command makes its set):');
  for (const { name, make } of notMade) console.log(`  ${name}: ${make}`);
}
