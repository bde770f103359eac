import { maybeSignedIn, rememberSignedIn } from '../../../../src/services/data/sessionHint';

beforeEach(() => localStorage.clear());

test('a browser nobody signed in on says so; one a person signed in on, until they sign out, may hold a session', () => {
  expect(maybeSignedIn()).toBe(false);
  rememberSignedIn(true);
  expect(maybeSignedIn()).toBe(true);
  rememberSignedIn(false);
  expect(maybeSignedIn()).toBe(false);
});

test('storage it cannot read leaves the session check to decide', () => {
  const blocked = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  } as unknown as Storage;
  expect(maybeSignedIn(blocked)).toBe(true);
  expect(() => rememberSignedIn(true, blocked)).not.toThrow();
});
