// Wires Fastify: security headers, compression, the request scope, GraphQL and the features' routes and
// jobs, the development stand-ins, brand assets and the built apps. Features are listed in features.ts.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { createServerI18n } from '@sabai/i18n';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { authSettingsOf } from './auth/session-issue';
import { BrandRegistry } from './brand/brand-registry';
import { CatalogReader } from './catalog/catalog-reader';
import type { Config } from './config';
import { systemClock, type Clock } from './core/clock';
import type { FeatureDeps } from './core/feature';
import type { DatabaseHandle } from './db/database';
import { features } from './features';
import { createGraphQL } from './graphql/yoga';
import { registerAppErrorReply } from './http/app-error-reply';
import { registerCsrfGuard } from './http/csrf';
import { registerHealth } from './http/health';
import { scopeFactory } from './http/request-scope';
import { registerApps } from './http/serve-apps';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOutboxSandboxRoutes } from './outbox/outbox-sandbox.routes';
import { createSandboxGateway } from './payment/sandbox/sandbox-gateway';
import type { SandboxDatabase } from './payment/sandbox/sandbox-charges.table';
import { registerSandboxRoutes, type SandboxRoutesOptions } from './payment/sandbox/sandbox.routes';

const VALID_HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export interface ServerDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests set the time services see; the database's now() still decides holds and limits. */
  clock?: Clock;
  /** Tests deliver (or drop, or repeat) the sandbox's notifies themselves. */
  sandboxNotify?: SandboxRoutesOptions['notify'];
}

export async function buildServer({
  config,
  database,
  logger,
  clock = systemClock,
  sandboxNotify,
}: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
  });
  const db = database.db;
  const brands = new BrandRegistry(db);
  const catalog = new CatalogReader(db);
  // The sandbox stands in for KBank (docs/architecture.md, Outside systems); a real gateway replaces this line and nothing else.
  // One view of the sandbox's tables: withTables builds a new Kysely, too dear for every request.
  const sandboxDb = db.withTables<SandboxDatabase>();
  const gatewayFor = (baseUrl: string) =>
    createSandboxGateway({ db: sandboxDb, baseUrl, secret: config.kpaymentSecret });
  const i18n = await createServerI18n();
  const authSettings = authSettingsOf(config.auth);
  if (config.auth.secretGenerated)
    app.log.warn('AUTH_SECRET is not set: access tokens are signed with a random key of this process only');
  const scopeOf = scopeFactory({
    db,
    brands,
    catalog,
    i18n,
    clock,
    authSettings,
    settings: { holdSeconds: config.holdSeconds, publicBaseUrl: config.publicBaseUrl },
    gatewayFor,
  });
  const deps: FeatureDeps = { config, db, brands, i18n, clock, authSettings, scopeOf, gatewayFor };

  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  registerAppErrorReply(app, i18n);

  // A Host header that is not a host name cannot pick a brand or build a URL: refuse it up front.
  app.addHook('onRequest', async (req, reply) => {
    const host = req.headers.host;
    if (host !== undefined && host !== '' && !VALID_HOST.test(host)) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Invalid Host header' });
    }
  });

  registerCsrfGuard(app);
  registerHealth(app, db, database.engine);

  const yoga = createGraphQL(features, async (req, reply) => ({ ...(await scopeOf(req)), req, reply }), {
    introspection: config.introspection,
  });
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

  await app.register(fastifyStatic, {
    root: path.resolve(config.brandAssetsDir),
    prefix: '/brand-assets/',
    decorateReply: false,
    maxAge: '1d',
  });

  for (const feature of features) await feature.routes?.(app, deps);

  // Development stand-ins for outside systems (docs/architecture.md, Outside systems).
  if (config.sandboxOutbox) registerOutboxSandboxRoutes(app, db);
  registerSandboxRoutes(app, {
    db: sandboxDb,
    secret: config.kpaymentSecret,
    ...(sandboxNotify ? { notify: sandboxNotify } : {}),
  });

  for (const feature of features) feature.jobs?.(app, deps);

  registerApps(app, brands, [
    { prefix: '/kiosk/', dir: path.join(config.appsDir, 'kiosk'), settings: { idle: config.kioskIdle } },
    { prefix: '/', dir: path.join(config.appsDir, 'web') },
  ]);

  return app;
}
