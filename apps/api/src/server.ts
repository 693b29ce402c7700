// Wires Fastify: security headers, compression, GraphQL, health, brand assets and the built apps.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { createServerI18n } from '@sabai/i18n';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { memberAuth } from './auth/current-member';
import { registerAuthRoutes } from './auth/login.route';
import { authSettingsOf } from './auth/session-issue';
import { expireLapsedHolds } from './booking/capacity.repository';
import { BrandRegistry } from './brand/brand-registry';
import { CatalogReader } from './catalog/catalog-reader';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createGraphQL } from './graphql/yoga';
import { registerCsrfGuard } from './http/csrf';
import { registerHealth } from './http/health';
import { apiLocale, requestBase, requestClient, requestOrigin } from './http/request-info';
import { reconcilePendingOrders, registerNotifyRoute } from './payment/notify.route';
import { createSandboxGateway } from './payment/sandbox/sandbox-gateway';
import type { SandboxDatabase } from './payment/sandbox/sandbox-charges.table';
import { registerSandboxRoutes, type SandboxRoutesOptions } from './payment/sandbox/sandbox.routes';
import { registerOutboxSandboxRoutes } from './outbox/outbox-sandbox.routes';
import { registerApps } from './http/serve-apps';
import { registerSecurityHeaders } from './http/security-headers';

const VALID_HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export interface ServerDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests deliver (or drop, or repeat) the sandbox's notifies themselves. */
  sandboxNotify?: SandboxRoutesOptions['notify'];
}

export async function buildServer({
  config,
  database,
  logger,
  sandboxNotify,
}: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
  });
  const brands = new BrandRegistry(database.db);
  const catalog = new CatalogReader(database.db);
  // The sandbox stands in for KBank (DESIGN.md §5); a real gateway replaces this line and nothing else.
  // One view of the sandbox's tables: withTables builds a new Kysely, too dear for every request.
  const sandboxDb = database.db.withTables<SandboxDatabase>();
  const gatewayFor = (baseUrl: string) =>
    createSandboxGateway({
      db: sandboxDb,
      baseUrl,
      secret: config.kpaymentSecret,
    });
  const i18n = await createServerI18n();
  const authSettings = authSettingsOf(config.auth);
  if (config.auth.secretGenerated)
    app.log.warn('AUTH_SECRET is not set: access tokens are signed with a random key of this process only');

  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });

  // A Host header that is not a host name cannot pick a brand or build a URL: refuse it up front.
  app.addHook('onRequest', async (req, reply) => {
    const host = req.headers.host;
    if (host !== undefined && host !== '' && !VALID_HOST.test(host)) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Invalid Host header' });
    }
  });

  registerCsrfGuard(app);
  registerHealth(app, database.db, database.engine);

  const yoga = createGraphQL(
    async (req, reply) => {
      const locale = apiLocale(req);
      return {
        db: database.db,
        catalog,
        settings: { holdSeconds: config.holdSeconds, publicBaseUrl: config.publicBaseUrl },
        payments: gatewayFor(config.publicBaseUrl ?? requestBase(req)),
        brand: await brands.forHost(req.headers.host),
        locale,
        i18n: i18n[locale],
        origin: requestOrigin(req),
        client: requestClient(req),
        auth: memberAuth(database.db, authSettings.secret, req),
        authSettings,
        req,
        reply,
      };
    },
    { introspection: config.introspection },
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

  await app.register(fastifyStatic, {
    root: path.resolve(config.brandAssetsDir),
    prefix: '/brand-assets/',
    decorateReply: false,
    maxAge: '1d',
  });

  registerNotifyRoute(app, { db: database.db, secret: config.kpaymentSecret });
  registerAuthRoutes(app, { db: database.db, settings: authSettings, i18n, brands });
  if (config.sandboxOutbox) registerOutboxSandboxRoutes(app, database.db);
  registerSandboxRoutes(app, {
    db: sandboxDb,
    secret: config.kpaymentSecret,
    ...(sandboxNotify ? { notify: sandboxNotify } : {}),
  });

  // First ask the gateway about unpaid orders, so nothing paid is released; then mark lapsed holds
  // expired (they stopped counting already; this keeps the booking states truthful).
  const sweeper = setInterval(() => {
    reconcilePendingOrders(database.db, gatewayFor(config.publicBaseUrl ?? 'http://localhost'))
      .then(() => expireLapsedHolds(database.db))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeper failed'));
  }, config.sweepIntervalMs);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  registerApps(app, brands, [
    { prefix: '/kiosk/', dir: path.join(config.appsDir, 'kiosk'), settings: { idle: config.kioskIdle } },
    { prefix: '/', dir: path.join(config.appsDir, 'web') },
  ]);

  return app;
}
