// Every error the GraphQL endpoint answers carries a code from the catalogue (libs/i18n error-messages,
// docs/api.md, Errors): ours already do; graphql-js's own (a syntax error, an unknown field, a variable of
// the wrong type) and the limits' refusals are given theirs here, at the last step before the answer.
import { isErrorCode, type ErrorCode } from '@sabai/i18n';
import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isLimitRefusal } from './request-limits';

/** The error and the ones it wraps (Yoga wraps a parse failure in its own error). */
function* chain(error: Error | undefined): Generator<Error> {
  for (let e = error, depth = 0; e && depth < 5; e = (e as GraphQLError).originalError, depth++) yield e;
}

function codeFor(error: GraphQLError): ErrorCode {
  for (const e of chain(error))
    if (e instanceof GraphQLError && isLimitRefusal(e)) return 'request.tooComplex';
  // Yoga's mask over a fault of ours: never a client's mistake, and never its details.
  if (error.extensions?.['unexpected'] === true) return 'server.unavailable';
  return 'request.invalid';
}

function withCode(error: GraphQLError): GraphQLError {
  // Ours, from the catalogue; Yoga's own (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED) are replaced.
  if (isErrorCode(error.extensions?.['code']) && error.extensions['unexpected'] !== true) return error;
  return new GraphQLError(error.message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.source ? { source: error.source } : {}),
    ...(error.positions ? { positions: error.positions } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { ...error.extensions, code: codeFor(error) },
  });
}

/** The result with every error coded (the direct lane, direct-params.ts, applies it as this plugin does). */
export const codedResult = (result: ExecutionResult): ExecutionResult =>
  result.errors ? { ...result, errors: result.errors.map(withCode) } : result;

export function errorCodesPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map(codedResult));
      else if (!(Symbol.asyncIterator in result)) setResult(codedResult(result as ExecutionResult));
    },
  };
}
