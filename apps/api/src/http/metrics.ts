// /metrics in Prometheus's text format (prom-client; docs/architecture.md, Operations): request rate and
// latency by route and GraphQL operation, the database pool, live holds and payment orders by state, the job
// queue's depth, and the process's own figures. One registry per server, so test servers do not share
// counters. The business gauges are read from the database when scraped; nothing personal is ever a label
// (names of routes and operations only, and a bounded number of those).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/schema';
import type { DatabaseHandle } from '../db/database';
import { JOB_SCHEMA } from '../db/migrations/0043-message-delivery';

/** GraphQL operation names are the client's words: at most this many become labels, the rest read "other". */
const MAX_OPERATIONS = 200;
const OPERATION = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export interface MetricsOptions {
  /** When set, /metrics answers only `Authorization: Bearer <token>`; production without one serves none. */
  token: string | undefined;
  production: boolean;
}

function operationOf(req: FastifyRequest, seen: Set<string>): string {
  const name = (req.body as { operationName?: unknown } | undefined)?.operationName;
  if (typeof name !== 'string' || !OPERATION.test(name)) return '';
  if (seen.has(name)) return name;
  if (seen.size >= MAX_OPERATIONS) return 'other';
  seen.add(name);
  return name;
}

function businessGauges(registry: Registry, db: Kysely<Database>): void {
  new Gauge({
    name: 'sabai_holds_live',
    help: 'Bookings awaiting payment whose hold has not lapsed',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('state', '=', 'pending')
        .where('hold_expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'sabai_payment_orders',
    help: 'Payment orders by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('payment_orders')
        .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
}

/**
 * The job queue's depth: pg-boss's jobs still to run, waiting (created, retry) or running (active), by queue. A
 * queue named `<name>-dead` holds the jobs that failed for good (docs/operations.md, Watching).
 */
function jobGauge(registry: Registry, db: Kysely<Database>): void {
  new Gauge({
    name: 'sabai_jobs',
    help: 'Background jobs waiting (created, retry) or running (active), by queue',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ name: string; state: string; n: string }>`
        select name, state::text as state, count(*) as n from ${sql.table(`${JOB_SCHEMA}.job`)}
        where state in ('created', 'retry', 'active') group by name, state`.execute(db);
      this.reset();
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.n));
    },
  });
}

function poolGauges(registry: Registry, stats: NonNullable<DatabaseHandle['poolStats']>): void {
  for (const [key, help] of [
    ['total', 'Connections the pool holds'],
    ['idle', 'Connections waiting for work'],
    ['waiting', 'Queries waiting for a connection'],
  ] as const)
    new Gauge({
      name: `sabai_db_pool_${key}`,
      help,
      registers: [registry],
      collect() {
        this.set(stats()[key]);
      },
    });
}

export function registerMetrics(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: MetricsOptions,
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seen = new Set<string>();
  const duration = new Histogram({
    name: 'sabai_http_request_duration_seconds',
    help: 'Time to answer a request, by route, GraphQL operation and status class',
    labelNames: ['method', 'route', 'operation', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'sabai_http_server_errors_total',
    help: 'Answers with a 5xx status, by route',
    labelNames: ['route'],
    registers: [registry],
  });
  businessGauges(registry, database.db);
  jobGauge(registry, database.db);
  if (database.poolStats) poolGauges(registry, database.poolStats);

  // One child per label set, found by a plain string: prom-client hashes a labels object on every observe,
  // which cost a catalogue read about a tenth of its rate (tools/bench, 2026-11-25).
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  app.addHook('onResponse', (req, reply, done) => {
    // The route's pattern, never the path itself (a booking number would be a label per booking).
    const route = req.routeOptions.url ?? 'unmatched';
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    const operation = operationOf(req, seen);
    const key = `${req.method} ${route} ${operation} ${status}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels(req.method, route, operation, status);
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route });
    done();
  });

  if (options.production && !options.token) return;
  app.get('/metrics', async (req, reply) => {
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`)
      return reply.code(401).send({ statusCode: 401, error: 'Unauthorized' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
