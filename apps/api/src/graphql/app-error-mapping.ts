// The one place where services' AppErrors become GraphQL errors: the catalogue's code in
// extensions.code and a message in the request's language (docs/api.md, Errors). Anything else is masked by Yoga as an
// unexpected error, so database details never leak.
import type { I18n } from '@lingui/core';
import { errorMessages, problemMessage } from '@sabai/i18n';
import { GraphQLError } from 'graphql';
import { unstorableText } from '@sabai/validation';
import { AppError, inputRefused, messageCodeOf } from '../core/app-error';

export function toGraphQLError(error: AppError, i18n: I18n): GraphQLError {
  const { code, values, detail } = error;
  const { id, message } = errorMessages[messageCodeOf(error)];
  const first = detail.problems?.[0];
  return new GraphQLError(first ? problemMessage(i18n, first) : i18n._(id, values, { message }), {
    extensions: {
      code,
      ...values,
      ...(detail.problems
        ? {
            problems: detail.problems.map((p) => ({
              code: p.code,
              params: p.params,
              message: problemMessage(i18n, p),
            })),
          }
        : {}),
      ...(detail.inputProblems ? { problems: detail.inputProblems } : {}),
    },
  });
}

type Resolver = (parent: unknown, args: unknown, context: { i18n: I18n }, info: unknown) => unknown;

/**
 * Root resolvers behind the GraphQL edge's two rules: arguments hold only text PostgreSQL and JSON can
 * store (request.invalid naming the field otherwise), and a thrown AppError becomes its GraphQL error.
 */
export function guardedRootResolvers<T extends Record<string, unknown>>(fields: T): T {
  const mapped: Record<string, unknown> = {};
  for (const [name, resolve] of Object.entries(fields)) {
    const inner = resolve as Resolver;
    mapped[name] = async (parent: unknown, args: unknown, context: { i18n: I18n }, info: unknown) => {
      try {
        const unstorable = unstorableText(args);
        if (unstorable) throw inputRefused([unstorable]);
        return await inner(parent, args, context, info);
      } catch (error) {
        throw error instanceof AppError ? toGraphQLError(error, context.i18n) : error;
      }
    };
  }
  return mapped as T;
}
