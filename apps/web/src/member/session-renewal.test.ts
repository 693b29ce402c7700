import { loginPathAfterUnauthenticated, renewalDelayMs } from './session-renewal';

describe('renewalDelayMs', () => {
  it.each([
    [
      'a long session: a minute before the access token ends',
      { expires_in: 900, session_expires_in: 2_419_200 },
      840_000,
    ],
    ['a short session: halfway through it', { expires_in: 900, session_expires_in: 20 }, 10_000],
    [
      'no session time given: the access token decides',
      { expires_in: 900, session_expires_in: null },
      840_000,
    ],
    ['a very short access token: halfway through it', { expires_in: 60 }, 30_000],
    ['never under a second', { expires_in: 900, session_expires_in: 1 }, 1000],
  ])('%s', (_, answer, expected) => {
    expect(renewalDelayMs(answer)).toBe(expected);
  });
});

describe('loginPathAfterUnauthenticated', () => {
  it('sends the member to login and back to the page', () => {
    expect(loginPathAfterUnauthenticated({ pathname: '/book/checkout', search: '?step=2' })).toBe(
      '/member/login?return=%2Fbook%2Fcheckout%3Fstep%3D2',
    );
  });
  it('leaves the logout page alone: a renewal refused there lost the race to the logout', () => {
    expect(loginPathAfterUnauthenticated({ pathname: '/member/logout', search: '' })).toBeUndefined();
  });
});
