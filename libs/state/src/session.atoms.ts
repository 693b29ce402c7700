// Who is using the app. The session itself is the HttpOnly cookie isbs_auth_token, which scripts cannot
// read: the app learns who is logged in by asking `me` at start, and keeps the short-lived access token
// of a login in memory for the Bearer header.
import type { MemberUserFragment } from '@sabai/graphql';
import { atom } from 'jotai';

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

/** Logout (SPEC §4): token and user are forgotten; courses and course items join with #6's courses. */
export const endSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, undefined);
  set(userAtom, undefined);
  set(sessionLoadedAtom, true);
});
