import { atom } from 'jotai';

/**
 * Whether the browser has a network connection (docs/product-rules.md, Notifications and progress); kept in
 * sync by the app shell.
 */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
