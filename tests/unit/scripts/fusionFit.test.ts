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
});
