import { checkSessionToken, encodeJsonBase64Url, readTokenClaims } from '../../../../src/domain/auth/sessionToken';

const token = (claims: unknown, signature = 'c2lnbmF0dXJl') =>
  `${encodeJsonBase64Url({ alg: 'HS256', typ: 'JWT' })}.${encodeJsonBase64Url(claims)}.${signature}`;

describe('checkSessionToken', () => {
  const now = 1_800_000_000;

  it('accepts three base64url parts with an expiry still ahead', () => {
    expect(checkSessionToken(token({ sub: 'u', exp: now + 1 }), now)).toBe('valid');
  });

  it('reports an expiry that has passed, or is now', () => {
    expect(checkSessionToken(token({ exp: now }), now)).toBe('expired');
    expect(checkSessionToken(token({ exp: now - 3600 }), now)).toBe('expired');
  });

  it('rejects anything that is not three base64url parts with a numeric exp', () => {
    for (const bad of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      token({ exp: now + 60 }, 'has+plus'),
      token({ exp: now + 60 }, ''),
      `${encodeJsonBase64Url({})}.not json.sig`,
      token({ sub: 'no expiry' }),
      token({ exp: String(now + 60) }),
      token([now + 60]),
    ]) {
      expect(checkSessionToken(bad, now), bad).toBe('malformed');
    }
  });

  it('reads claims written with non-ASCII text', () => {
    expect(readTokenClaims(token({ name: 'زينب 李', exp: 1 }))).toEqual({ name: 'زينب 李', exp: 1 });
  });
});
