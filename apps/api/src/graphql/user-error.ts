// Client mistakes become GraphQL errors with the spec's code and a message in the request's language.
// Anything else is masked by Yoga as an unexpected error, so database details never leak.
import { errorMessages, type ErrorCode } from '@sabai/i18n';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context';

export function userError(
  context: Pick<GraphQLContext, 'i18n'>,
  code: ErrorCode,
  values: Record<string, string | number> = {},
): GraphQLError {
  const { id, message } = errorMessages[code];
  return new GraphQLError(context.i18n._(id, values, { message }), { extensions: { code, ...values } });
}
