// Fits the answer fusion (src/domain/identification/answerProbabilities.ts) on held-out photos: the
// weights of the head's, MobileNet's and the neighbours' log-probabilities, how the head's and the
// neighbours' weights move with the open-set score, and a bias per answer. The likelihood is weighted
// so that every answer counts the same however many photos it has: the biases then make the training
// photos' mix of answers an even one, and the fused probabilities are calibrated for a person who may
// hold any of them.
import { type AnswerFusion, fusedLogits, softmax } from '../../src/domain/identification/answerProbabilities';

export interface FusionRow {
  /** The head's probabilities from a head that never saw the photo. */
  head: readonly number[];
  /** MobileNet's item evidence (itemEvidence()). */
  evidence: readonly number[];
  /** The votes of its nearest photos in a bank that never held it (neighbourEvidence()). */
  neighbours: readonly number[];
  /** The open-set score against a bank that never held the photo. */
  familiarity: number;
  label: number;
}

const FLOOR = 1e-6;
/** The parameters: headWeight, familiarityWeight, itemWeight, neighbourWeight, neighbourFamiliarityWeight, then a bias per answer. */
const FIRST_BIAS = 5;
const STEPS = 1500;
const RATE = 0.05;

/** Adam over the fusion's parameters, full batch: a dozen numbers on a few thousand photos. */
export function fitFusion(rows: readonly FusionRow[], classes: number): AnswerFusion {
  const counts = new Array<number>(classes).fill(0);
  for (const row of rows) counts[row.label]!++;
  const present = counts.filter((c) => c > 0).length;
  const rowWeight = counts.map((c) => (c ? rows.length / (present * c) : 0));
  const centre = [...rows.map((r) => r.familiarity)].sort((a, b) => a - b)[Math.floor(rows.length / 2)] ?? 0;
  const logs = rows.map((row) => ({
    head: row.head.map((p) => Math.log(Math.max(p, FLOOR))),
    evidence: row.evidence.map((p) => Math.log(Math.max(p, FLOOR))),
    neighbours: row.neighbours.map((p) => Math.log(Math.max(p, FLOOR))),
    shift: row.familiarity - centre,
  }));
  // The neighbours' weight starts at 1, not 0: from 0 a first step below zero is never undone, since
  // the clamp below passes no gradient there (fusionFit.test.ts).
  const theta = [1, 0, 0, 1, 0, ...new Array<number>(classes).fill(0)];
  const m = theta.map(() => 0);
  const v = theta.map(() => 0);
  const total = rowWeight.reduce((sum, w, k) => sum + w * counts[k]!, 0);
  for (let step = 1; step <= STEPS; step++) {
    const grad = theta.map(() => 0);
    rows.forEach((row, i) => {
      const { head, evidence, neighbours, shift } = logs[i]!;
      const weight = rowWeight[row.label]! / total;
      const a = theta[0]! + theta[1]! * shift;
      // The neighbours' weight is held at zero below zero (answerProbabilities.ts); from zero it may grow.
      const neighbourLine = theta[3]! + theta[4]! * shift;
      const b = Math.max(0, neighbourLine);
      const z = head.map((l, k) => a * l + theta[2]! * evidence[k]! + b * neighbours[k]! + theta[FIRST_BIAS + k]!);
      const p = softmax(z);
      for (let k = 0; k < classes; k++) {
        const g = weight * (p[k]! - (k === row.label ? 1 : 0));
        grad[0]! += g * head[k]!;
        grad[1]! += g * head[k]! * shift;
        grad[2]! += g * evidence[k]!;
        if (neighbourLine >= 0) {
          grad[3]! += g * neighbours[k]!;
          grad[4]! += g * neighbours[k]! * shift;
        }
        grad[FIRST_BIAS + k]! += g;
      }
    });
    for (let j = 0; j < theta.length; j++) {
      m[j] = 0.9 * m[j]! + 0.1 * grad[j]!;
      v[j] = 0.999 * v[j]! + 0.001 * grad[j]! ** 2;
      const mHat = m[j]! / (1 - 0.9 ** step);
      const vHat = v[j]! / (1 - 0.999 ** step);
      theta[j]! -= (RATE * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  const bias = theta.slice(FIRST_BIAS);
  const meanBias = bias.reduce((s, b) => s + b, 0) / classes;
  return {
    headWeight: round(theta[0]!),
    familiarityWeight: round(theta[1]!),
    familiarityCentre: round(centre),
    itemWeight: round(theta[2]!),
    neighbourWeight: round(theta[3]!),
    neighbourFamiliarityWeight: round(theta[4]!),
    logPrior: bias.map((b) => round(b - meanBias)),
  };
}

/** The fused probabilities of one row, in class order. */
export function fusedProbabilities(fusion: AnswerFusion, row: Omit<FusionRow, 'label'>): number[] {
  return softmax(fusedLogits(fusion, row.head, row.evidence, row.neighbours, row.familiarity));
}
