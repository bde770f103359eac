// npm run eval:wild [-- <labelled folders>] [-- --cost <name>=<value> ...]
// Scores the identification command (scripts/lib/identifyPhotos.ts, what `npm run identify` prints)
// by the truth table of lib/adviceScore.ts, set by set, each said to be in the training distribution
// or not (lib/evalSets.ts): right (asked with the truth among the choices included), asked, refused
// as not waste, harmless-wrong, harmful, and things that are no hazard shown the hazardous-waste
// verdict (answered or while asking). With no folder, every set on this machine. With --cost, the
// same photos are decided again under the changed costs (knowledge/harm-costs.json) and both shown.
import * as tf from '@tensorflow/tfjs';

import type { DeviceEvidence } from '../src/domain/identification/decision';
import { HARM_COSTS, type HarmCosts } from '../src/domain/identification/harm';
import {
  add,
  emptyTally,
  formatTallies,
  isFalseAlarm,
  scoreAnswer,
  sumTallies,
  type Tally,
  type Truth,
} from './lib/adviceScore';
import { parseCostArguments } from './lib/costArguments';
import { type EvalSet, evalSets, labelledPhotos } from './lib/evalSets';
import { createIdentifier, describe } from './lib/identifyPhotos';

const { rest: folders, costs } = parseCostArguments(process.argv.slice(2));
let sets: EvalSet[];
try {
  sets = folders.length
    ? folders.map((folder) => ({
        name: folder,
        distribution: 'a folder named on the command line',
        photos: labelledPhotos(folder),
      }))
    : evalSets();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

tf.env().set('IS_TEST', true);
const identifier = await createIdentifier();

function tallies(photos: readonly { file: string; truth: Truth; evidence: DeviceEvidence }[], table: HarmCosts) {
  const byTruth = new Map<string, Tally>();
  for (const { file, truth, evidence } of photos) {
    const answer = describe(file, evidence, table);
    if (!byTruth.has(truth)) byTruth.set(truth, emptyTally());
    add(
      byTruth.get(truth)!,
      scoreAnswer(truth, answer),
      answer.item === null && truth !== 'not-waste',
      isFalseAlarm(truth, answer),
    );
  }
  return [...byTruth];
}

const line = (name: string, t: Tally) =>
  `${name}: right ${((100 * t.right) / t.photos).toFixed(1)}%, harmful ${((100 * t.harmful) / t.photos).toFixed(1)}%, ` +
  `asked ${((100 * t.asked) / t.photos).toFixed(1)}%, refused ${((100 * t.refused) / t.photos).toFixed(1)}%, ` +
  `shown hazardous ${((100 * t.shownHazardous) / t.photos).toFixed(1)}%`;

for (const set of sets) {
  const analysed = [];
  let unreadable = 0;
  for (const photo of set.photos) {
    const evidence = await identifier.analyse(photo.file);
    if ('error' in evidence) unreadable++;
    else analysed.push({ ...photo, evidence });
  }
  const rows = tallies(analysed, HARM_COSTS);
  console.log(`\n${set.name} (${set.distribution})`);
  console.log(formatTallies(rows));
  const hazards = rows.filter(([truth]) => truth === 'battery' || truth === 'hazardous');
  for (const [truth, t] of hazards) console.log(`${truth}: ${t.harmful} of ${t.photos} shown a household bin`);
  if (unreadable) console.log(`${unreadable} unreadable files skipped`);
  if (costs) {
    const changed = tallies(analysed, costs);
    console.log(line('  shipped costs', sumTallies(rows.map(([, t]) => t))));
    console.log(line('  changed costs', sumTallies(changed.map(([, t]) => t))));
  }
}
if (costs) console.log(`\nChanged costs: ${JSON.stringify(costs)}`);
