import { atom } from 'jotai';

/** Whether the browser has a network connection (SPEC §4); kept in sync by the app shell. */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
