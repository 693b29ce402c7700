// Who is using the app. The token and the user arrive with the members capability; until someone logs
// in, both stay empty and the interface shows its logged-out form.
import { atom } from 'jotai';

export interface SessionUser {
  id: string;
  first_name: string;
  last_name: string;
}

export const tokenAtom = atom<string | undefined>(undefined);
export const userAtom = atom<SessionUser | undefined>(undefined);
export const isLoggedInAtom = atom((get) => get(tokenAtom) !== undefined || get(userAtom) !== undefined);
