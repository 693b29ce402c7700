import type { CombinedError } from '@urql/core';

/** Codes and debug messages after which the session is over (docs/product-rules.md, Errors). */
const UNAUTHENTICATED_CODES = new Set(['login.unauthenticated', 'login.notAuthenticated', 'login.inactive']);

export function isUnauthenticated(error: CombinedError): boolean {
  return error.graphQLErrors.some(
    (e) =>
      UNAUTHENTICATED_CODES.has(String(e.extensions['code'])) ||
      UNAUTHENTICATED_CODES.has(e.message) ||
      e.extensions['debugMessage'] === 'Unauthenticated.',
  );
}

/** The first error code of a failed operation, if the server sent one. */
export function errorCode(error: CombinedError): string | undefined {
  const code = error.graphQLErrors.find((e) => typeof e.extensions['code'] === 'string')?.extensions['code'];
  return typeof code === 'string' ? code : undefined;
}

/** What a person should read: the server's (translated) message, without transport prefixes. */
export function errorText(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  const raw = first ? first.message : (error.networkError?.message ?? error.message);
  return stripErrorPrefix(raw);
}

export function stripErrorPrefix(message: string): string {
  return message.replace(/^\[(GraphQL|Network)\]\s*/, '').replace(/^GraphQL error: /, '');
}
