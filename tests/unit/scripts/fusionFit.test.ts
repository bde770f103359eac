// @vitest-environment node
import { fitFusion, fusedProbabilities, type FusionRow } from '../../../scripts/lib/fusionFit';
import { seededRandom } from '../../../scripts/lib/seededRandom';
import { neighbourEvidence } from '../../../src/domain/identification/answerProbabilities';

const CLASSES = 3;

/** Rows whose head is a weak guess; the neighbours vote for the truth or at random. */
function rows(neighboursKnow: boolean): FusionRow[] {
  const random = seededRandom(7);
  return Array.from({ length: 300 }, (_, i) => {
    const label = i % CLASSES;
    const head = [1, 1, 1].map((v, k) => v + (k === label ? 0.3 : 0) + random());
    const total = head.reduce((s, v) => s + v, 0);
    const votes = [0, 0, 0];
    for (let n = 0; n < 25; n++) votes[neighboursKnow && random() < 0.9 ? label : Math.floor(random() * CLASSES)]!++;
    return {
      head: head.map((v) => v / total),
      evidence: [1 / 3, 1 / 3, 1 / 3],
      neighbours: neighbourEvidence(votes),
      familiarity: 0.8,
      label,
    };
  });
}

/**
 * Rows where the first step of the fit would take the neighbours' weight below zero: on 90 photos the
 * head is sure and wrong and their nearest photos share its mistake; on the other 210 it leans to the
 * truth and so do the votes, which together say more than the head alone.
 */
function rowsMisleadingAtFirst(): FusionRow[] {
  const random = seededRandom(11);
  return Array.from({ length: 300 }, (_, i) => {
    const label = i % CLASSES;
    const misled = i < 90;
    const said = misled ? (label + 1) % CLASSES : label;
    const sure = misled ? 0.995 : 0.6;
    const votes = [0, 0, 0];
    for (let n = 0; n < 25; n++) votes[random() < 0.3 ? said : Math.floor(random() * CLASSES)]!++;
    return {
      head: [0, 1, 2].map((k) => (k === said ? sure : (1 - sure) / 2)),
      evidence: [1 / 3, 1 / 3, 1 / 3],
      neighbours: neighbourEvidence(votes),
      familiarity: 0.8,
      label,
    };
  });
}

function meanLogLikelihood(fusion: ReturnType<typeof fitFusion>, rows: readonly FusionRow[]): number {
  return rows.reduce((sum, row) => sum + Math.log(fusedProbabilities(fusion, row)[row.label]!), 0) / rows.length;
}

describe('fitting the fusion', () => {
  it('weighs the neighbours’ votes when they know the answer', () => {
    const known = rows(true);
    const fusion = fitFusion(known, CLASSES);
    expect(fusion.neighbourWeight).toBeGreaterThan(0.5);
    const right = known.filter((row) => {
      const p = fusedProbabilities(fusion, row);
      return p.indexOf(Math.max(...p)) === row.label;
    });
    expect(right.length / known.length).toBeGreaterThan(0.95);
  });

  it('leaves votes that say nothing (almost) unweighed', () => {
    // The weight in use is at least 0 (answerProbabilities.ts), whatever the fitted line.
    expect(Math.max(0, fitFusion(rows(false), CLASSES).neighbourWeight)).toBeLessThan(0.15);
  });

  it('weighs the votes even where its first step would take their weight below zero', () => {
    // Below zero the weight in use is held at zero and passes no gradient, so a fit started there
    // would leave the votes unweighed for good (likelihood -1.10 a photo against -0.68).
    const misleading = rowsMisleadingAtFirst();
    const fusion = fitFusion(misleading, CLASSES);
    expect(fusion.neighbourWeight).toBeGreaterThan(1);
    expect(meanLogLikelihood(fusion, misleading)).toBeGreaterThan(-0.8);
  });
});
