import { createSchema, createYoga } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import baseTypeDefs from '@sabai/graphql/schema/base.graphql';
import type { ApiFeature } from '../core/feature';
import { guardedRootResolvers } from './app-error-mapping';
import type { GraphQLContext } from './context';
import type { Resolvers } from './generated/resolvers';
import { errorCodesPlugin } from './error-codes.plugin';
import { persistedOperationsPlugin } from './persisted-operations';
import { requestLimitPlugins } from './request-limits';
import { scalarResolvers } from './scalars';

export interface RequestContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The root resolvers of every feature, each turning a thrown AppError into its GraphQL error. */
function resolversOf(features: readonly ApiFeature[]): Resolvers {
  const merge = (pick: (f: ApiFeature) => object | undefined) =>
    guardedRootResolvers(Object.assign({}, ...features.map((f) => pick(f) ?? {})) as Record<string, unknown>);
  return {
    ...scalarResolvers,
    Query: merge((f) => f.queries),
    Mutation: merge((f) => f.mutations),
  } as Resolvers;
}

export function createGraphQL(
  features: readonly ApiFeature[],
  buildContext: (req: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>,
  options: { introspection: boolean; fieldSuggestions: boolean; arbitraryOperations: boolean },
) {
  return createYoga<RequestContext, GraphQLContext>({
    schema: createSchema<RequestContext & GraphQLContext>({
      typeDefs: [baseTypeDefs, ...features.flatMap((f) => (f.typeDefs ? [f.typeDefs] : []))],
      resolvers: resolversOf(features) as never,
      // The schema was just built from the type definitions: the resolvers go onto it instead of onto a copy of
      // it (graphql-tools maps every type again otherwise), a third of its 30 ms at each start.
      updateResolversInPlace: true,
    }),
    context: ({ req, reply }) => buildContext(req, reply),
    graphiql: false,
    // The apps are served from the API's own origin. Yoga's default CORS would answer any origin, with
    // credentials, so another site on a sibling host could read a member's data: no CORS at all.
    cors: false,
    landingPage: false,
    logging: false,
    // Unexpected errors are masked ("Unexpected error."); AppErrors keep their code and message.
    maskedErrors: true,
    plugins: [persistedOperationsPlugin(options), ...requestLimitPlugins(options), errorCodesPlugin()],
  });
}
