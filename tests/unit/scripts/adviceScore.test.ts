// @vitest-environment node
import {
  add,
  type Answer,
  emptyTally,
  formatTallies,
  isFalseAlarm,
  judge,
  scoreAnswer,
} from '../../../scripts/lib/adviceScore';

const askedAboutABattery: Answer = {
  item: 'battery',
  stream: 'hazardous',
  unsure: true,
  choices: ['glass', 'plastic', 'battery'],
};

describe('scoring an answer', () => {
  it('counts a bottle asked about with a battery offered as right, and as a false alarm', () => {
    expect(scoreAnswer('glass', askedAboutABattery)).toBe('asked');
    expect(isFalseAlarm('glass', askedAboutABattery)).toBe(true);
  });

  it('never counts a hazard shown as hazardous as a false alarm', () => {
    expect(isFalseAlarm('battery', askedAboutABattery)).toBe(false);
    expect(isFalseAlarm('hazardous', askedAboutABattery)).toBe(false);
  });

  it('counts no false alarm where the verdict shown is a bin or a drop-off', () => {
    expect(isFalseAlarm('glass', { ...askedAboutABattery, stream: 'recycling' })).toBe(false);
    expect(isFalseAlarm('textile', { ...askedAboutABattery, stream: 'drop-off' })).toBe(false);
  });

  it('tallies false alarms in a column of their own', () => {
    const tally = emptyTally();
    add(tally, judge('glass', askedAboutABattery));
    add(tally, judge('glass', { item: 'glass-bottle', stream: 'recycling', unsure: false, choices: ['glass'] }));
    expect(tally).toMatchObject({ photos: 2, right: 2, asked: 1, shownHazardous: 1 });
    const [header, row] = formatTallies([['glass', tally]]).split('\n');
    expect(header).toMatch(/^truth .*shown hazardous$/);
    expect(row).toMatch(/50\.0%$/);
    // A table of sets, each its truths added up, names its first column so.
    expect(formatTallies([['trashnet', tally]], 'set').split('\n')[0]).toMatch(/^ *set {2}photos/);
  });

  it('counts every question as asked, and one that did not offer the truth as wrong too', () => {
    const tally = emptyTally();
    add(tally, judge('paper', askedAboutABattery));
    add(tally, judge('glass', askedAboutABattery));
    expect(tally).toMatchObject({ photos: 2, right: 1, asked: 2, harmlessWrong: 1 });
  });

  it('counts a picture judged not waste as refused only when it was waste', () => {
    const notWaste = { item: null, stream: null, unsure: true, choices: ['paper'] };
    expect(judge('paper', notWaste)).toMatchObject({ refused: true, asked: true, outcome: 'asked' });
    expect(judge('not-waste', notWaste)).toMatchObject({ refused: false, outcome: 'right' });
  });
});
