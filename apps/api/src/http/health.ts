// Liveness and readiness (docs/architecture.md, Operations). /health: the process is up and answers (a
// supervisor restarts it otherwise). /ready: it can take traffic now, the database answers and it is not
// shutting down (a load balancer sends it nothing otherwise). /healthz is /ready under its older name.
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/schema';

export function registerHealth(app: FastifyInstance, db: Kysely<Database>, engine: string): void {
  let stopping = false;
  // Fastify's preClose runs as soon as close() is called, before in-flight requests end.
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.get('/health', async () => ({ status: 'up', uptimeSec: Math.round(process.uptime()) }));

  const ready = async (_req: unknown, reply: FastifyReply) => {
    if (stopping) return reply.code(503).send({ status: 'stopping', database: engine });
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: engine };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: engine });
    }
  };
  app.get('/ready', ready);
  app.get('/healthz', ready);
}
