// @vitest-environment node
import {
  type AnswerFusion,
  answerProbabilities,
  itemEvidence,
  neighbourEvidence,
} from '../../../../src/domain/identification/answerProbabilities';
import type { AnswerChoice } from '../../../../src/domain/types';

const classes: AnswerChoice[] = ['plastic', 'organic', 'battery'];
const headOnly: AnswerFusion = {
  headWeight: 1,
  familiarityWeight: 0,
  familiarityCentre: 0.8,
  itemWeight: 0,
  neighbourWeight: 0,
  neighbourFamiliarityWeight: 0,
  logPrior: [0, 0, 0],
};
/** A photo at the given open-set score whose nearest photos carry no label of these classes. */
const at = (familiarity: number, votes = [0, 0, 0]) => ({ familiarity, votes });
const probability = (scores: { material: AnswerChoice; confidence: number }[], material: AnswerChoice) =>
  scores.find((s) => s.material === material)!.confidence;

describe('MobileNet’s item evidence', () => {
  it('gives each item’s probability to its answer and spreads the unnamed rest evenly', () => {
    const evidence = itemEvidence(
      [
        { id: 'fruit', confidence: 0.5 },
        { id: 'plastic-bottle', confidence: 0.2 },
      ],
      classes,
    );
    expect(evidence[0]).toBeCloseTo(0.3, 6);
    expect(evidence[1]).toBeCloseTo(0.6, 6);
    expect(evidence[2]).toBeCloseTo(0.1, 6);
  });

  it('counts a hazardous item as hazardous, whatever its material', () => {
    const [glass, hazardous] = itemEvidence([{ id: 'light-bulb', confidence: 0.9 }], ['glass', 'hazardous']);
    expect(glass).toBeCloseTo(0.05, 6);
    expect(hazardous).toBeCloseTo(0.95, 6);
  });
});

describe('the neighbours’ votes', () => {
  it('are the share of the nearest photos per answer, with half a vote spread evenly', () => {
    const evidence = neighbourEvidence([3, 2, 0]);
    expect(evidence[0]).toBeCloseTo((3 + 0.5 / 3) / 5.5, 6);
    expect(evidence[2]).toBeCloseTo(0.5 / 3 / 5.5, 6);
    expect(evidence.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 6);
  });
});

describe('the fused answer probabilities', () => {
  const head = [0.6, 0.3, 0.1];

  it('are the head’s own with the head’s weight alone, most likely first', () => {
    const scores = answerProbabilities(headOnly, classes, head, [], at(0.8));
    expect(scores.map((s) => s.material)).toEqual(['plastic', 'organic', 'battery']);
    expect(probability(scores, 'plastic')).toBeCloseTo(0.6, 6);
    expect(scores.reduce((sum, s) => sum + s.confidence, 0)).toBeCloseTo(1, 6);
  });

  it('move toward what MobileNet names as its weight grows', () => {
    const items = [{ id: 'fruit', confidence: 0.95 }];
    const weak = answerProbabilities({ ...headOnly, itemWeight: 0.2 }, classes, head, items, at(0.8));
    const strong = answerProbabilities({ ...headOnly, itemWeight: 1 }, classes, head, items, at(0.8));
    expect(probability(strong, 'organic')).toBeGreaterThan(probability(weak, 'organic'));
    expect(strong[0]!.material).toBe('organic');
  });

  it('trust the head less in a photo unlike its training photos', () => {
    const fusion = { ...headOnly, familiarityWeight: 2, itemWeight: 0.5 };
    const items = [{ id: 'fruit', confidence: 0.9 }];
    const familiar = answerProbabilities(fusion, classes, head, items, at(0.9));
    const unfamiliar = answerProbabilities(fusion, classes, head, items, at(0.5));
    expect(probability(unfamiliar, 'plastic')).toBeLessThan(probability(familiar, 'plastic'));
  });

  it('follow the nearest photos’ votes more the more familiar the photo is', () => {
    // The head leans plastic; the 25 nearest training photos are batteries.
    const fusion = { ...headOnly, neighbourWeight: 0.3, neighbourFamiliarityWeight: 3 };
    const votes = [0, 0, 25];
    const familiar = answerProbabilities(fusion, classes, head, [], at(0.9, votes));
    const unfamiliar = answerProbabilities(fusion, classes, head, [], at(0.75, votes));
    const silent = answerProbabilities(headOnly, classes, head, [], at(0.9, votes));
    expect(probability(silent, 'battery')).toBeCloseTo(0.1, 6);
    expect(probability(unfamiliar, 'battery')).toBeGreaterThan(probability(silent, 'battery'));
    expect(probability(familiar, 'battery')).toBeGreaterThan(probability(unfamiliar, 'battery'));
    expect(familiar[0]!.material).toBe('battery');
  });

  it('let far neighbours say nothing, never the opposite of what they are', () => {
    // At 0.6 the fitted line would be 0.3 + 3 x (0.6 - 0.8) < 0: the votes are left out, not turned round.
    const fusion = { ...headOnly, neighbourWeight: 0.3, neighbourFamiliarityWeight: 3 };
    const far = answerProbabilities(fusion, classes, head, [], at(0.6, [0, 0, 25]));
    expect(probability(far, 'battery')).toBeCloseTo(0.1, 6);
  });

  it('add the prior per answer', () => {
    const scores = answerProbabilities({ ...headOnly, logPrior: [0, 0, Math.log(6)] }, classes, head, [], at(0.8));
    expect(probability(scores, 'battery')).toBeCloseTo(probability(scores, 'plastic'), 6);
  });

  it('never let one expert’s zero veto an answer', () => {
    const scores = answerProbabilities({ ...headOnly, itemWeight: 1 }, classes, [1, 0, 0], [], at(0.8));
    expect(probability(scores, 'battery')).toBeGreaterThan(0);
  });
});
