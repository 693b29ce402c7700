import { createStore } from 'jotai';
import { closeSnackbarAtom, showSnackbarAtom, snackbarAtom } from './snackbar.atoms';

describe('snackbar', () => {
  it.each([
    ['short manual message', { message: 'Saved' }, { color: 'info', timeout: 4000, multiline: false }],
    ['manual message past 30 chars', { message: 'x'.repeat(31) }, { multiline: true, timeout: 4000 }],
    ['manual message of exactly 30 chars', { message: 'x'.repeat(30) }, { multiline: false }],
    [
      'graphql error',
      { message: 'GraphQL error: Branch not found', source: 'graphql' as const },
      { color: 'error', timeout: 10000, message: 'Branch not found', multiline: false },
    ],
    [
      'urql-prefixed graphql error past 50',
      { message: `[GraphQL] ${'y'.repeat(51)}`, source: 'graphql' as const },
      { multiline: true, message: 'y'.repeat(51) },
    ],
    [
      'graphql error of 40 chars',
      { message: 'z'.repeat(40), source: 'graphql' as const },
      { multiline: false },
    ],
  ])('%s', (_, input, expected) => {
    const store = createStore();
    store.set(showSnackbarAtom, input);
    expect(store.get(snackbarAtom)).toMatchObject({ enable: true, ...expected });
  });

  it('closes', () => {
    const store = createStore();
    store.set(showSnackbarAtom, { message: 'Hello' });
    store.set(closeSnackbarAtom);
    expect(store.get(snackbarAtom)).toMatchObject({ enable: false, message: 'Hello' });
  });
});
