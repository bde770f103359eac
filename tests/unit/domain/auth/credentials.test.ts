import {
  hasCredentials,
  isPlausibleEmail,
  isStrongEnough,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
} from '../../../../src/domain/auth/credentials';

describe('credentials', () => {
  it('need a non-blank e-mail and a non-empty password', () => {
    expect(hasCredentials({ email: 'a@b.org', password: 'x' })).toBe(true);
    expect(hasCredentials({ email: '  ', password: 'x' })).toBe(false);
    expect(hasCredentials({ email: 'a@b.org', password: '' })).toBe(false);
  });

  it('compare e-mail addresses without case or surrounding spaces', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.ORG ')).toBe('ada.lovelace@example.org');
  });

  it('accept addresses shaped like name@host.tld', () => {
    expect(isPlausibleEmail('ada@example.org')).toBe(true);
    expect(isPlausibleEmail('ada@example')).toBe(false);
    expect(isPlausibleEmail('ada example.org')).toBe(false);
  });

  it('count password length in characters, not bytes', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(isStrongEnough('12345')).toBe(false);
    expect(isStrongEnough('密码密码密码')).toBe(true);
    expect(isStrongEnough('😀😀😀😀😀')).toBe(false);
  });
});
