// npm run eval:wild [-- <labelled folder>]
// Scores the identification command (scripts/lib/identifyPhotos.ts, what `npm run identify` prints)
// over a folder of photos in one sub-folder per truth (a material, 'trash', 'hazardous', or
// 'not-waste'), by the truth table of lib/adviceScore.ts, and prints per truth: right (asked
// included), asked, harmless-wrong, harmful. Default folder: ../shared/data/wild-eval.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import * as tf from '@tensorflow/tfjs';

import { add, emptyTally, formatTallies, RIGHT_STREAMS, scoreAnswer, type Tally, type Truth } from './lib/adviceScore';
import { createIdentifier, expandPaths } from './lib/identifyPhotos';
import { WILD_EVAL_DIR } from './lib/materialFeatures';

const folder = process.argv.slice(2).find((arg) => arg !== '--') ?? WILD_EVAL_DIR;
const truths = readdirSync(folder)
  .filter((name) => statSync(join(folder, name)).isDirectory())
  .sort() as Truth[];
const unknown = truths.filter((t) => t !== 'not-waste' && !(t in RIGHT_STREAMS));
if (unknown.length) {
  console.error(
    `Folders must be named by truth (${[...Object.keys(RIGHT_STREAMS), 'not-waste'].join(', ')}); unknown: ${unknown.join(', ')}`,
  );
  process.exit(2);
}
tf.env().set('IS_TEST', true);
const identifier = await createIdentifier();
const rows: [string, Tally][] = [];
let unreadable = 0;
for (const truth of truths) {
  const tally = emptyTally();
  for (const file of expandPaths([join(folder, truth)])) {
    const answer = await identifier.identify(file);
    if ('error' in answer) unreadable++;
    else add(tally, scoreAnswer(truth, answer));
  }
  rows.push([truth, tally]);
}
console.log(`Identification of ${folder} (right includes asked with the true material offered)`);
console.log(formatTallies(rows));
if (unreadable) console.log(`${unreadable} unreadable files skipped`);
