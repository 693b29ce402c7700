// POST /graphql: Yoga mounted on Fastify, with every feature's resolvers and the request's scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiFeature } from '../core/feature';
import type { Scope } from '../core/scope';
import type { CatalogReadCache } from './catalog-read-cache';
import { createGraphQL } from './yoga';

export function registerGraphQL(
  app: FastifyInstance,
  features: readonly ApiFeature[],
  scopeOf: (req: FastifyRequest) => Promise<Scope>,
  options: { introspection: boolean; fieldSuggestions: boolean; arbitraryOperations: boolean },
  /** Anonymous catalogue reads kept whole (catalog-read-cache.ts); emptied with the catalogue. */
  catalogReads?: CatalogReadCache,
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
      const key = catalogReads?.keyOf(req) ?? null;
      const kept = key === null ? undefined : catalogReads?.get(key);
      if (kept) {
        for (const [name, value] of kept.headers) reply.header(name, value);
        return reply.status(kept.status).send(kept.body);
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => void headers.push([name, value]));
      for (const [name, value] of headers) reply.header(name, value);
      reply.status(response.status);
      // Our operations never stream (no subscriptions, no @defer): one body, one write.
      const body = await response.text();
      if (key !== null) catalogReads?.set(key, { status: response.status, headers, body });
      return reply.send(body);
    },
  });
}
