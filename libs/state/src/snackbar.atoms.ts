// The snackbar (docs/product-rules.md, Notifications and progress): one message at a time, a Close action,
// longer and red for GraphQL errors.
import { stripErrorPrefix } from '@sabai/graphql';
import { atom } from 'jotai';

export interface SnackbarState {
  enable: boolean;
  message: string;
  color: 'info' | 'success' | 'error';
  multiline: boolean;
  timeout: number;
  /** Whether `message` is a catalog id to translate rather than text to show as is. */
  translate: boolean;
}

export const SNACKBAR_TIMEOUT_MS = 4000;
export const SNACKBAR_GRAPHQL_TIMEOUT_MS = 10000;
const MULTILINE_AFTER = { manual: 30, graphql: 50 } as const;

export const snackbarAtom = atom<SnackbarState>({
  enable: false,
  message: '',
  color: 'info',
  multiline: false,
  timeout: SNACKBAR_TIMEOUT_MS,
  translate: false,
});

export interface ShowSnackbar {
  message: string;
  color?: SnackbarState['color'];
  /** 'graphql' errors stay 10 s, in red, multiline past 50 characters. */
  source?: 'manual' | 'graphql';
  timeout?: number;
  translate?: boolean;
}

export const showSnackbarAtom = atom(null, (_get, set, input: ShowSnackbar) => {
  const source = input.source ?? 'manual';
  const message = stripErrorPrefix(input.message);
  set(snackbarAtom, {
    enable: true,
    message,
    color: source === 'graphql' ? 'error' : (input.color ?? 'info'),
    multiline: message.length > MULTILINE_AFTER[source],
    timeout: input.timeout ?? (source === 'graphql' ? SNACKBAR_GRAPHQL_TIMEOUT_MS : SNACKBAR_TIMEOUT_MS),
    translate: input.translate ?? false,
  });
});

export const closeSnackbarAtom = atom(null, (get, set) => {
  set(snackbarAtom, { ...get(snackbarAtom), enable: false });
});
