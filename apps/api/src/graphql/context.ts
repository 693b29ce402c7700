import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../core/scope';

/**
 * What every resolver gets: the call's scope, which it hands to services, and the HTTP exchange, which only
 * resolvers touch (the auth cookie).
 */
export interface GraphQLContext extends Scope {
  req: FastifyRequest;
  reply: FastifyReply;
}
