// Who is using the app. The session itself is the HttpOnly cookie isbs_auth_token, which scripts cannot
// read: the app learns who is logged in by asking `me` at start, and keeps the short-lived access token
// of a login in memory for the Bearer header.
import { isCourseItemId } from '@sabai/booking-rules';
import type { MemberUserFragment } from '@sabai/graphql';
import { atom } from 'jotai';
import { journeyAtom } from './booking.atoms';

export type SessionUser = MemberUserFragment;

export const tokenAtom = atom<string | undefined>(undefined);
export const userAtom = atom<SessionUser | undefined>(undefined);
/** False until the start-up `me` answered: guards wait for it rather than send a member to login. */
export const sessionLoadedAtom = atom(false);
export const isLoggedInAtom = atom((get) => get(tokenAtom) !== undefined || get(userAtom) !== undefined);

/** Logged in: the user and, from a login just made, the access token. */
export const startSessionAtom = atom(null, (_get, set, user: SessionUser, token?: string) => {
  set(userAtom, user);
  if (token !== undefined) set(tokenAtom, token);
  set(sessionLoadedAtom, true);
});

/**
 * Logout (docs/product-rules.md, Members): token and user are forgotten, and so are the course items chosen
 * in the draft.
 */
export const endSessionAtom = atom(null, (get, set) => {
  set(tokenAtom, undefined);
  set(userAtom, undefined);
  set(sessionLoadedAtom, true);
  const journey = get(journeyAtom);
  const guests = Object.fromEntries(
    Object.entries(journey.booking.guests).map(([no, g]) => [
      no,
      { ...g, treatments: g.treatments.filter((id) => !isCourseItemId(id)) },
    ]),
  );
  set(journeyAtom, { ...journey, booking: { ...journey.booking, guests } });
});
