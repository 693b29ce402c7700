// REST's half of the rule that GraphQL's root resolvers keep: a request's body, query string and path
// parameters hold only text PostgreSQL and JSON can store, or the call is refused naming the field
// (request.invalid, 400), before any handler.
import { unstorableText } from '@sabai/validation';
import type { FastifyInstance } from 'fastify';
import { inputRefused } from '../core/app-error';

export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.url.startsWith('/graphql')) return;
    const unstorable =
      unstorableText(req.body ?? null) ??
      unstorableText(req.query ?? null) ??
      unstorableText(req.params ?? null);
    if (unstorable) throw inputRefused([unstorable]);
  });
}
