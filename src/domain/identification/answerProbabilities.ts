// One calibrated probability for every answer (answers.ts), from the three things the device knows:
//   - the material head's probabilities (materialHead.ts), trained on licensed photos and renders;
//   - MobileNet's item evidence: the ImageNet probabilities of the catalogue's items (a "banana" is
//     organic, a "lighter" hazardous), summed per answer, the mass it gives no item spread evenly;
//   - the neighbours' votes: the answers of the training photos nearest the photo (openSet.ts). The
//     head generalises from every photo; the neighbours remember the few most like this one, which
//     in a photo like the training photos (a studio's can among the studio's cans) is the surer word.
// They are combined as a weighted sum of log-probabilities (a product of experts), the head's and the
// neighbours' weights moving with the open-set score (how much the photo looks like the training
// photos), plus a log prior that turns the training photos' mix of answers into an even one. The
// weights are fitted by train:material on held-out photos (scripts/lib/fusionFit.ts), so the result
// stays calibrated.
import type { AnswerChoice } from '../types';
import { answerOfItem } from './answers';
import type { ItemScore } from './imagenetTaxonomy';
import type { Neighbourhood } from './openSet';

/** The fitted weights, as the head file stores them. */
export interface AnswerFusion {
  /** The head's log-probabilities are multiplied by headWeight + familiarityWeight x (score - centre). */
  headWeight: number;
  familiarityWeight: number;
  familiarityCentre: number;
  /** MobileNet's item evidence's log-probabilities are multiplied by this. */
  itemWeight: number;
  /** The neighbours' votes' log-probabilities are multiplied by neighbourWeight + neighbourFamiliarityWeight x (score - centre), at least 0. */
  neighbourWeight: number;
  neighbourFamiliarityWeight: number;
  /** Added per class, in the head's class order: log(even share / share among the training photos). */
  logPrior: number[];
}

/** A probability no expert may go below, so one zero never vetoes an answer. */
const FLOOR = 1e-6;

/**
 * Half a photo's vote spread over the answers: an answer none of the nearest photos carries keeps a
 * little probability, so the neighbours can outvote the head but not silence it.
 */
const VOTE_PSEUDOCOUNT = 0.5;

export interface AnswerScore {
  material: AnswerChoice;
  /** Calibrated probability, 0..1. */
  confidence: number;
}

/** MobileNet's evidence over the answers: each item's probability to its answer, the rest spread evenly. */
export function itemEvidence(items: readonly ItemScore[], classes: readonly AnswerChoice[]): number[] {
  const evidence = classes.map(() => 0);
  let named = 0;
  for (const { id, confidence } of items) {
    const index = classes.indexOf(answerOfItem(id) as AnswerChoice);
    if (index < 0) continue;
    evidence[index]! += confidence;
    named += confidence;
  }
  const rest = Math.max(0, 1 - named) / classes.length;
  return evidence.map((value) => value + rest);
}

/** The neighbours' votes as a distribution over the answers. */
export function neighbourEvidence(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, v) => sum + v, 0) + VOTE_PSEUDOCOUNT;
  return votes.map((v) => (v + VOTE_PSEUDOCOUNT / votes.length) / total);
}

/** The fused logits, one per class (before the softmax). evidence and neighbours: itemEvidence(), neighbourEvidence(). */
export function fusedLogits(
  fusion: AnswerFusion,
  head: readonly number[],
  evidence: readonly number[],
  neighbours: readonly number[],
  familiarity: number,
): number[] {
  const shift = familiarity - fusion.familiarityCentre;
  const headWeight = fusion.headWeight + fusion.familiarityWeight * shift;
  // Far neighbours say nothing, rather than the opposite of what they are.
  const neighbourWeight = Math.max(0, fusion.neighbourWeight + fusion.neighbourFamiliarityWeight * shift);
  return head.map(
    (p, k) =>
      headWeight * Math.log(Math.max(p, FLOOR)) +
      fusion.itemWeight * Math.log(Math.max(evidence[k]!, FLOOR)) +
      neighbourWeight * Math.log(Math.max(neighbours[k]!, FLOOR)) +
      fusion.logPrior[k]!,
  );
}

export function softmax(logits: ArrayLike<number>, temperature = 1): number[] {
  const scaled = Array.from(logits, (v) => v / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((v) => Math.exp(v - max));
  const total = exps.reduce((sum, v) => sum + v, 0);
  return exps.map((v) => v / total);
}

/** Every answer with its probability, most likely first. head: the head's probabilities, in classes' order. */
export function answerProbabilities(
  fusion: AnswerFusion,
  classes: readonly AnswerChoice[],
  head: readonly number[],
  items: readonly ItemScore[],
  { familiarity, votes }: Neighbourhood,
): AnswerScore[] {
  return softmax(fusedLogits(fusion, head, itemEvidence(items, classes), neighbourEvidence(votes), familiarity))
    .map((confidence, k) => ({ material: classes[k]!, confidence }))
    .sort((a, b) => b.confidence - a.confidence);
}
