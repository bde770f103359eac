import { compassPoint } from '../../../../src/domain/geo/distance';

describe('which way a place lies', () => {
  const prague = { latitude: 50.087, longitude: 14.42 };
  const toward = (dLat: number, dLon: number) =>
    compassPoint(prague.latitude, prague.longitude, prague.latitude + dLat, prague.longitude + dLon);

  it('is one of the eight compass points, rounded to the nearest', () => {
    expect(toward(0.01, 0)).toBe('n');
    expect(toward(-0.01, 0)).toBe('s');
    expect(toward(0, 0.01)).toBe('e');
    expect(toward(0, -0.01)).toBe('w');
    // A degree of longitude is shorter than one of latitude here (cos 50° ≈ 0.64).
    expect(toward(0.01, 0.0156)).toBe('ne');
    expect(toward(-0.01, -0.0156)).toBe('sw');
    expect(toward(0.01, 0.002)).toBe('n');
  });

  it('across the antimeridian, east is still east', () => {
    expect(compassPoint(0, 179.99, 0, -179.99)).toBe('e');
  });
});
