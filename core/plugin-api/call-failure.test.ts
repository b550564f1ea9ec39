import { callFailureKind, isRetryable, signInAgainHref } from './call-failure';

describe('callFailureKind', () => {
  it.each([
    [{ status: 401, reason: 'http' }, 'session-expired'],
    [{ status: 403, reason: 'http' }, 'forbidden'],
    [{ status: 404, reason: 'http' }, 'not-found'],
    [{ status: 410, reason: 'http' }, 'not-found'],
    [{ status: 400, reason: 'http' }, 'rejected'],
    [{ status: 409, reason: 'http' }, 'rejected'],
    [{ status: 408, reason: 'http' }, 'unavailable'],
    [{ status: 429, reason: 'http' }, 'unavailable'],
    [{ status: 500, reason: 'http' }, 'unavailable'],
    [{ status: 504, reason: 'http' }, 'unavailable'],
    [{ status: 0, reason: 'network' }, 'unavailable'],
    [{ status: 200, reason: 'malformed' }, 'unreadable'],
  ] as const)('%j -> %s', (failure, kind) => {
    expect(callFailureKind(failure)).toBe(kind);
  });

  it('offers a retry only for passing failures', () => {
    expect(
      ['session-expired', 'forbidden', 'not-found', 'rejected', 'unavailable', 'unreadable'].filter((kind) =>
        isRetryable(kind as never),
      ),
    ).toEqual(['unavailable', 'unreadable']);
  });
});

describe('signInAgainHref', () => {
  it('carries the page to come back to, encoded', () => {
    expect(signInAgainHref('/action/102?embed=true')).toBe('/account/login?returnUrl=%2Faction%2F102%3Fembed%3Dtrue');
  });

  it.each(['/', '/account/login?returnUrl=/x', '/account/logout'])(
    'leaves out %j (the home page, or a loop through sign-in)',
    (path) => {
      expect(signInAgainHref(path)).toBe('/account/login');
    },
  );

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '', '/a\nb'])(
    'drops %j (not a path of this portal)',
    (path) => {
      expect(signInAgainHref(path)).toBe('/account/login');
    },
  );
});
