import { binPaint } from '../../../../src/domain/rules/binPaint';

describe('the colour a bin is painted in', () => {
  it('is the pack’s colour for a household bin, whatever goes in it', () => {
    expect(binPaint('blue', 'recycling')).toBe('blue');
    // China's red bin takes hazards: it is a bin, painted as the pack says.
    expect(binPaint('red', 'hazardous')).toBe('red');
  });

  it('is the warning red of a place that is no bin only for a hazard, and slate for the rest', () => {
    expect(binPaint('none', 'hazardous')).toBe('none');
    expect(binPaint('none', 'drop-off')).toBe('drop-off');
    expect(binPaint('none', 'landfill')).toBe('drop-off');
    // With no stream known, the warning stays.
    expect(binPaint('none', undefined)).toBe('none');
  });
});
