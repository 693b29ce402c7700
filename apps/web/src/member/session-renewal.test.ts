import { renewalDelayMs } from './session-renewal';

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
