import { AFTER_SIGN_IN_PATH, returnPath } from '../../../src/domain/navigation';

describe('the path after signing in', () => {
  it('is the dashboard unless a screen asked to come back', () => {
    expect(AFTER_SIGN_IN_PATH).toBe('/dashboard');
    for (const state of [null, undefined, {}, 'community', { returnTo: 42 }])
      expect(returnPath(state)).toBe('/dashboard');
  });

  it('returns to the screen that asked', () => {
    expect(returnPath({ returnTo: '/community' })).toBe('/community');
    expect(returnPath({ returnTo: '/education/composting?q=x' })).toBe('/education/composting?q=x');
  });

  it('never leads to another site or to something that is not a path', () => {
    for (const returnTo of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      ' /community',
      '/a b',
    ]) {
      expect(returnPath({ returnTo }), returnTo).toBe('/dashboard');
    }
  });
});
