// POST /admin/graphql (docs/api.md, Staff API): the staff contract with the staff request's scope, whose
// principal comes from the cookie sabai_staff alone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiFeature } from '../core/feature';
import type { Scope } from '../core/scope';
import { answerOf } from './graphql-answer';
import { createStaffGraphQL, STAFF_GRAPHQL_ENDPOINT } from './staff-yoga';

export function registerStaffGraphQL(
  app: FastifyInstance,
  features: readonly ApiFeature[],
  staffScopeOf: (req: FastifyRequest) => Promise<Scope>,
  options: { introspection: boolean; fieldSuggestions: boolean },
): void {
  // Built at the first staff call, not at start: the staff schema took 90 ms of every start, and only the back
  // office asks for it (docs/decisions.md, "A start that does only what is needed").
  let yoga: ReturnType<typeof createStaffGraphQL> | undefined;
  const staffYoga = () =>
    (yoga ??= createStaffGraphQL(
      features,
      async (req, reply) => ({ ...(await staffScopeOf(req)), req, reply }),
      options,
    ));
  app.route({
    url: STAFF_GRAPHQL_ENDPOINT,
    // POST only: every staff call is a JSON POST under the CSRF rule (docs/api.md, Conventions).
    method: ['POST'],
    handler: async (req, reply) => {
      const answer = await answerOf(
        await staffYoga().handleNodeRequestAndResponse(req, reply, { req, reply }),
      );
      for (const [name, value] of answer.headers) reply.header(name, value);
      return reply.status(answer.status).send(answer.body);
    },
  });
}
