// Client mistakes become GraphQL errors with the spec's code and a message in the request's language.
// Anything else is masked by Yoga as an unexpected error, so database details never leak.
import type { Problem } from '@sabai/booking-rules';
import { errorMessages, problemMessage, type ErrorCode } from '@sabai/i18n';
import type { InputProblem } from '@sabai/validation';
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

/** The booking rules refused the input: the first problem is the message, all of them travel as data. */
export function problemsError(
  context: Pick<GraphQLContext, 'i18n'>,
  problems: readonly Problem[],
): GraphQLError {
  const first = problems[0];
  const message = first
    ? problemMessage(context.i18n, first)
    : context.i18n._(errorMessages['booking.invalid'].id);
  return new GraphQLError(message, {
    extensions: {
      code: 'booking.invalid',
      problems: problems.map((p) => ({
        code: p.code,
        params: p.params,
        message: problemMessage(context.i18n, p),
      })),
    },
  });
}

/** Input that failed its schema: the message names the first field. */
export function inputError(
  context: Pick<GraphQLContext, 'i18n'>,
  problems: readonly InputProblem[],
): GraphQLError {
  const field = problems[0]?.field || 'input';
  const { id, message } = errorMessages['request.invalidField'];
  return new GraphQLError(context.i18n._(id, { field }, { message }), {
    extensions: { code: 'request.invalid', field, problems },
  });
}
