// The progress bar (docs/product-rules.md, Notifications and progress): it appears only when work lasts past
// a 200 ms throttle, creeps towards the end over 5000 ms, completes on success and turns to a failed state on
// error, then hides after 500 ms.
import { atom } from 'jotai';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;

export interface ProgressState {
  /** Requests in flight. */
  pending: number;
  /** Whether any request failed since the bar last started. */
  failed: boolean;
}

export const progressAtom = atom<ProgressState>({ pending: 0, failed: false });

export const progressStartAtom = atom(null, (get, set) => {
  const { pending, failed } = get(progressAtom);
  set(progressAtom, { pending: pending + 1, failed: pending === 0 ? false : failed });
});

export const progressEndAtom = atom(null, (get, set, outcome: 'ok' | 'failed') => {
  const { pending, failed } = get(progressAtom);
  set(progressAtom, { pending: Math.max(0, pending - 1), failed: failed || outcome === 'failed' });
});
