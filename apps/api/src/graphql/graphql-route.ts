// POST /graphql: Yoga mounted on Fastify, with every feature's resolvers and the request's scope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFeature } from '../core/feature';
import type { Scope } from '../core/scope';
import type { CatalogReadCache } from './catalog-read-cache';
import { answerDirectly, directParams, regularMediaType } from './direct-params';
import { answerOf, type GraphQLAnswer } from './graphql-answer';
import { createGraphQL } from './yoga';

export function registerGraphQL(
  app: FastifyInstance,
  features: readonly ApiFeature[],
  scopeOf: (req: FastifyRequest) => Promise<Scope>,
  options: {
    introspection: boolean;
    fieldSuggestions: boolean;
    arbitraryOperations: boolean;
    /** One operation's JSON POST straight to Yoga's GraphQL steps (direct-params.ts). */
    direct: boolean;
  },
  /** Anonymous catalogue reads kept whole (catalog-read-cache.ts); emptied with the catalogue. */
  catalogReads?: CatalogReadCache,
): void {
  const yoga = createGraphQL(
    features,
    async (req, reply) => ({ ...(await scopeOf(req)), req, reply }),
    options,
  );
  const answer = async (req: FastifyRequest, reply: FastifyReply): Promise<GraphQLAnswer> => {
    const params = options.direct ? directParams(req, options.arbitraryOperations) : null;
    const mediaType = params && regularMediaType(req.headers.accept);
    const direct =
      params && mediaType
        ? await answerDirectly(yoga, params, mediaType, { req, reply }, (error) =>
            req.log.error({ err: error }, 'GraphQL step failed'),
          )
        : null;
    return direct ?? answerOf(await yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
  };
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const key = catalogReads?.keyOf(req) ?? null;
      const kept = key === null ? undefined : catalogReads?.get(key);
      const answered = kept ?? (await answer(req, reply));
      if (!kept && key !== null) catalogReads?.set(key, answered);
      for (const [name, value] of answered.headers) reply.header(name, value);
      return reply.status(answered.status).send(answered.body);
    },
  });
}
