// npm run eval:studio [-- --sweep]
// The decision rule on photos like the training photos, without training on them: the material head's
// cross-validated outputs and open-set scores kept by `npm run train:material` (each photo scored by a
// head and a bank that never saw it), with MobileNet's ImageNet probabilities of the same photos.
// Prints right / asked / harmless-wrong / harmful per set and material, as eval:wild does; --sweep
// also tries neighbouring thresholds (how DECISION_THRESHOLDS were chosen).
import { existsSync, readFileSync } from 'node:fs';

import {
  adviceStream,
  decideIdentification,
  DECISION_THRESHOLDS,
  type DecisionThresholds,
  deviceEvidence,
} from '../src/domain/identification/decision';
import type { MaterialScore } from '../src/domain/identification/materialHead';
import { MATERIALS } from '../src/domain/types';
import { add, emptyTally, formatTallies, scoreAnswer, sumTallies, type Tally, type Truth } from './lib/adviceScore';
import { HELD_OUT_FILE, listTrainingPhotos, PLAIN_VIEW, probabilitiesOf, rowsFor } from './lib/materialFeatures';

interface HeldOut {
  dataHash: string;
  threshold?: number;
  photos: { source: string; label: string; material: string; head: MaterialScore[]; familiar: boolean }[];
}

if (!existsSync(HELD_OUT_FILE)) {
  console.error('No held-out outputs: run `npm run train:material` first.');
  process.exit(2);
}
const heldOut = JSON.parse(readFileSync(HELD_OUT_FILE, 'utf8')) as HeldOut;
const set = listTrainingPhotos();
if (set.dataHash !== heldOut.dataHash) {
  console.error('The held-out outputs are for other photos: run `npm run train:material` again.');
  process.exit(2);
}
const plain = await rowsFor(
  set,
  'plain',
  () => PLAIN_VIEW,
  () => undefined,
);

function evaluate(rule: DecisionThresholds): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  heldOut.photos.forEach((photo, i) => {
    const truth = (photo.source === 'trashnet' && photo.label === 'trash' ? 'trash' : photo.material) as Truth;
    const decided = decideIdentification(deviceEvidence(probabilitiesOf(plain, i), photo.head, photo.familiar), rule);
    const answer = decided.items[0];
    const unsure = !answer || answer.unsure !== undefined;
    const outcome = scoreAnswer(truth, {
      item: answer?.id ?? null,
      stream: answer ? adviceStream(answer) : null,
      unsure,
      choices: unsure ? MATERIALS : [answer!.material],
    });
    const key = `${photo.source}/${truth}`;
    if (!tallies.has(key)) tallies.set(key, emptyTally());
    add(tallies.get(key)!, outcome);
  });
  return tallies;
}

const summary = (tallies: Map<string, Tally>, source: string) => {
  const rows = [...tallies].filter(([key]) => key.startsWith(`${source}/`));
  const t = sumTallies(rows.map(([, r]) => r));
  return `${source}: right ${((100 * t.right) / t.photos).toFixed(1)}%, asked ${((100 * t.asked) / t.photos).toFixed(1)}%, harmful ${((100 * t.harmful) / t.photos).toFixed(1)}%`;
};

const tallies = evaluate(DECISION_THRESHOLDS);
console.log('Cross-validated identification of the training photos (each by a head that never saw it)');
console.log(formatTallies([...tallies].sort(([a], [b]) => a.localeCompare(b))));
if (process.argv.includes('--sweep')) {
  for (const plausibleHazard of [0.1, 0.15, 0.2, 0.3]) {
    for (const plausibleMaterial of [0.15, 0.2, 0.3, 0.4]) {
      const t = evaluate({ ...DECISION_THRESHOLDS, plausibleHazard, plausibleMaterial });
      console.log(
        `hazard ${plausibleHazard} material ${plausibleMaterial}: ${['trashnet', 'clothing', 'e-waste', 'grocery'].map((s) => summary(t, s)).join(' | ')}`,
      );
    }
  }
}
