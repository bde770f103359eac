// @vitest-environment node
import {
  add,
  type Answer,
  emptyTally,
  formatTallies,
  isFalseAlarm,
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
    add(tally, scoreAnswer('glass', askedAboutABattery), false, isFalseAlarm('glass', askedAboutABattery));
    add(tally, 'right');
    expect(tally).toMatchObject({ photos: 2, right: 2, asked: 1, shownHazardous: 1 });
    const [header, row] = formatTallies([['glass', tally]]).split('\n');
    expect(header).toMatch(/shown hazardous$/);
    expect(row).toMatch(/50\.0%$/);
  });
});
