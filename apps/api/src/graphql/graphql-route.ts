// POST /graphql: Yoga mounted on Fastify, with every feature's resolvers and the request's scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiFeature } from '../core/feature';
import type { Scope } from '../core/scope';
import { createGraphQL } from './yoga';

export function registerGraphQL(
  app: FastifyInstance,
  features: readonly ApiFeature[],
  scopeOf: (req: FastifyRequest) => Promise<Scope>,
  options: { introspection: boolean; fieldSuggestions: boolean },
): void {
  const yoga = createGraphQL(
    features,
    async (req, reply) => ({ ...(await scopeOf(req)), req, reply }),
    options,
  );
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      // Our operations never stream (no subscriptions, no @defer): one body, one write.
      return reply.send(await response.text());
    },
  });
}
