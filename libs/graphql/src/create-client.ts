// The urql client every app uses: the booking host's /graphql by POST with cookie credentials, the
// Bearer token when there is one, the chosen language, and one place where failures are reported. A customer
// document is its id (`documentId`, the SHA-256 codegen listed for the server) and a stub of its operation, and
// goes as the id alone (docs/architecture.md, Persisted operations). A staff document has no id and goes whole.
import {
  Client,
  cacheExchange,
  fetchExchange,
  makeOperation,
  mapExchange,
  type CombinedError,
  type Exchange,
  type Operation,
} from '@urql/core';
import { pipe, tap } from 'wonka';
import { isUnauthenticated } from './error-codes';

export interface ClientOptions {
  url?: string;
  /** The auth token, when logged in. */
  getToken: () => string | undefined;
  /** The chosen locale code, sent as Accept-Language. */
  getLocale: () => string;
  /** Every failed operation, for the snackbar and the progress bar. */
  onError?: (error: CombinedError, operation: Operation) => void;
  /** The server says the session is over: clear it and go to login. */
  onUnauthenticated?: (error: CombinedError) => void;
  /** Each operation start and end, for the progress bar. */
  onActivity?: (event: 'start' | 'ok' | 'failed', operation: Operation) => void;
}

type Activity = NonNullable<ClientOptions['onActivity']>;

/**
 * A customer document's operation names its persisted id in the APQ extension, which makes urql's fetch leave the
 * text out (docs/decisions.md, "Persisted operations without urql's persisted exchange").
 */
function withPersistedId(operation: Operation): Operation {
  const id = (operation.query as { documentId?: unknown }).documentId;
  if (typeof id !== 'string' || operation.kind === 'teardown') return operation;
  const persistedQuery = { version: 1 as const, sha256Hash: id };
  return makeOperation(operation.kind, {
    ...operation,
    extensions: { ...operation.extensions, persistedQuery },
  });
}

/**
 * Starts an operation's activity as it goes out, and ends it on its teardown (a query whose component went
 * away, or whose variables changed, before its answer). urql's mapExchange passes teardowns by without a word,
 * so a query replaced in flight would leave the progress bar (the kiosk's loading overlay) waiting for ever.
 */
function activityExchange(
  end: (operation: Operation, outcome: 'ok' | 'failed') => void,
  onActivity: Activity | undefined,
  inFlight: Set<number>,
): Exchange {
  return ({ forward }) =>
    (operations$) =>
      forward(
        pipe(
          operations$,
          tap((operation) => {
            if (operation.kind === 'teardown') return end(operation, 'ok');
            if (inFlight.has(operation.key)) return;
            inFlight.add(operation.key);
            onActivity?.('start', operation);
          }),
        ),
      );
}

export function createGraphQLClient(options: ClientOptions): Client {
  // Operations in flight, by key: a query torn down before its result (its component unmounted) must
  // still end its activity, or the progress bar would wait for it forever.
  const inFlight = new Set<number>();
  const end = (operation: Operation, outcome: 'ok' | 'failed') => {
    if (inFlight.delete(operation.key)) options.onActivity?.(outcome, operation);
  };
  return new Client({
    url: options.url ?? '/graphql',
    preferGetMethod: false,
    fetchOptions: () => {
      const token = options.getToken();
      const headers: Record<string, string> = { 'Accept-Language': options.getLocale() };
      if (token) headers['Authorization'] = `Bearer ${token}`;
      return { credentials: 'include', headers };
    },
    exchanges: [
      cacheExchange,
      activityExchange(end, options.onActivity, inFlight),
      mapExchange({
        onResult(result) {
          end(result.operation, result.error ? 'failed' : 'ok');
        },
        onError(error, operation) {
          if (isUnauthenticated(error)) options.onUnauthenticated?.(error);
          options.onError?.(error, operation);
        },
      }),
      mapExchange({ onOperation: withPersistedId }),
      fetchExchange,
    ],
  });
}
