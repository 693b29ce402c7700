// POST /graphql: Yoga mounted on Fastify, with every feature's resolvers and the request's scope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFeature } from '../core/feature';
import type { Scope } from '../core/scope';
import type { CatalogReadCache } from './catalog-read-cache';
import { answerDirectly, directParams, regularMediaType, type DirectAnswer } from './direct-params';
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
  const answerOf = async (req: FastifyRequest, reply: FastifyReply): Promise<DirectAnswer> => {
    const params = options.direct ? directParams(req, options.arbitraryOperations) : null;
    const mediaType = params && regularMediaType(req.headers.accept);
    const direct =
      params && mediaType
        ? await answerDirectly(yoga, params, mediaType, { req, reply }, (error) =>
            req.log.error({ err: error }, 'GraphQL step failed'),
          )
        : null;
    if (direct) return direct;
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => void headers.push([name, value]));
    // Our operations never stream (no subscriptions, no @defer): one body, one write.
    return { status: response.status, headers, body: await response.text() };
  };
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const key = catalogReads?.keyOf(req) ?? null;
      const kept = key === null ? undefined : catalogReads?.get(key);
      if (kept) {
        for (const [name, value] of kept.headers) reply.header(name, value);
        return reply.status(kept.status).send(kept.body);
      }
      const answer = await answerOf(req, reply);
      for (const [name, value] of answer.headers) reply.header(name, value);
      reply.status(answer.status);
      if (key !== null) catalogReads?.set(key, answer);
      return reply.send(answer.body);
    },
  });
}
