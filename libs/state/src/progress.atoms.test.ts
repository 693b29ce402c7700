import { createStore } from 'jotai';
import { progressAtom, progressEndAtom, progressStartAtom } from './progress.atoms';

describe('progress', () => {
  it('counts overlapping requests and remembers a failure until the next start from idle', () => {
    const store = createStore();
    store.set(progressStartAtom);
    store.set(progressStartAtom);
    store.set(progressEndAtom, 'failed');
    expect(store.get(progressAtom)).toEqual({ pending: 1, failed: true });
    store.set(progressEndAtom, 'ok');
    expect(store.get(progressAtom)).toEqual({ pending: 0, failed: true });
    store.set(progressStartAtom);
    expect(store.get(progressAtom)).toEqual({ pending: 1, failed: false });
  });

  it('never goes below zero', () => {
    const store = createStore();
    store.set(progressEndAtom, 'ok');
    expect(store.get(progressAtom).pending).toBe(0);
  });
});
