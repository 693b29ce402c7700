import { createSchema, createYoga } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import typeDefs from '@sabai/graphql/schema.graphql';
import { authMutations, authQueries } from '../auth/auth.resolver';
import { bookingMutations, bookingQueries } from '../booking/booking.resolver';
import { catalogQueries } from '../catalog/catalog.resolver';
import { courseQueries } from '../course/course.resolver';
import { paymentMutations, paymentQueries } from '../payment/payment.resolver';
import { requestMutations } from '../requests/requests.resolver';
import type { GraphQLContext } from './context';
import type { Resolvers } from './generated/resolvers';
import { defaultQueryLimits, queryLimitsPlugin } from './query-limits';
import { scalarResolvers } from './scalars';

export interface RequestContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

const resolvers: Resolvers = {
  ...scalarResolvers,
  Query: { ...catalogQueries, ...bookingQueries, ...paymentQueries, ...authQueries, ...courseQueries },
  Mutation: { ...bookingMutations, ...paymentMutations, ...requestMutations, ...authMutations },
};

export function createGraphQL(
  buildContext: (req: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>,
  options: { introspection: boolean },
) {
  return createYoga<RequestContext, GraphQLContext>({
    schema: createSchema<RequestContext & GraphQLContext>({ typeDefs, resolvers: resolvers as never }),
    context: ({ req, reply }) => buildContext(req, reply),
    graphiql: false,
    // The apps are served from the API's own origin. Yoga's default CORS would answer any origin, with
    // credentials, so another site on a sibling host could read a member's data: no CORS at all.
    cors: false,
    landingPage: false,
    logging: false,
    // Unexpected errors are masked ("Unexpected error."); GraphQLErrors we throw keep their code.
    maskedErrors: true,
    plugins: [queryLimitsPlugin(defaultQueryLimits, options)],
  });
}
