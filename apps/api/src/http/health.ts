import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema';

/** /healthz answers 200 only when the database answers a query. */
export function registerHealth(app: FastifyInstance, db: Kysely<Database>, engine: string): void {
  app.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: engine };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', database: engine });
    }
  });
}
