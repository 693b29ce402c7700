// Keeping an active member's session alive (docs/product-rules.md, Members): refreshToken renews the
// server's session and gives a fresh access token; it is asked again before either runs out, but only when
// the member did something since the last renewal, so an abandoned device still logs out in time.

/** Renew a minute before the access token ends, and at the latest halfway through the session. */
export function renewalDelayMs(answer: { expires_in: number; session_expires_in?: number | null }): number {
  const accessSec = Math.max(answer.expires_in - 60, answer.expires_in / 2);
  const sessionSec = answer.session_expires_in ? answer.session_expires_in / 2 : accessSec;
  // setTimeout holds at most 2^31 - 1 ms; a second is the shortest sensible wait.
  return Math.min(Math.max(Math.min(accessSec, sessionSec) * 1000, 1000), 2 ** 31 - 1);
}

/** What counts as the member being there. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Where a call refused as unauthenticated sends the member: to login, coming back to the page after. Not on the
 * logout page: there a renewal that raced the logout is refused because the logout won, which is the goal.
 */
export function loginPathAfterUnauthenticated(location: {
  pathname: string;
  search: string;
}): string | undefined {
  if (location.pathname === '/member/logout') return undefined;
  return `/member/login?return=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
