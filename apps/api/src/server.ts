// Wires Fastify: security headers, compression, the request scope, GraphQL and the features' routes and
// jobs, the development stand-ins, brand assets and the built apps. Features are listed in features.ts.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { createServerI18n } from '@sabai/i18n/server';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { authSettingsOf } from './auth/session-issue';
import { BrandRegistry } from './brand/brand-registry';
import { followCatalogChanges } from './catalog/catalog-changes';
import { CatalogReader } from './catalog/catalog-reader';
import type { Config } from './config';
import { systemClock, type Clock } from './core/clock';
import type { FeatureDeps } from './core/feature';
import type { DatabaseHandle } from './db/database';
import { features } from './features';
import { prepareJobs } from './jobs/start-jobs';
import { registerDevStandIns, sandboxGateways, type SandboxNotify } from './dev/dev-stand-ins';
import { CatalogReadCache } from './graphql/catalog-read-cache';
import { registerGraphQL } from './graphql/graphql-route';
import { registerStaffGraphQL } from './graphql/staff-graphql-route';
import { registerAppErrorReply, sendRefusedRequest } from './http/app-error-reply';
import { apiLocale } from './http/request-info';
import { registerCsrfGuard } from './http/csrf';
import { registerHealth } from './http/health';
import { logOptions, requestId } from './http/log-options';
import { registerMetrics } from './http/metrics';
import { scopeFactory } from './http/request-scope';
import { appMounts } from './http/app-mounts';
import { registerApps } from './http/serve-apps';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStorableTextGuard } from './http/storable-text-guard';
import { resolveStaffPrincipal } from './staff/current-staff';

const VALID_HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export interface ServerDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests set the time services see; the database's now() still decides holds and limits. */
  clock?: Clock;
  /** Tests deliver (or drop, or repeat) the sandbox's notifies themselves. */
  sandboxNotify?: SandboxNotify;
}

/** The parts every feature shares: brands, catalogue, translations, the gateway and the request scope. */
async function featureDeps(config: Config, database: DatabaseHandle, clock: Clock): Promise<FeatureDeps> {
  const db = database.db;
  const brands = new BrandRegistry(db);
  const catalog = new CatalogReader(db);
  // A brand's settings are edited like its catalogue: the editing process forgets both at once.
  catalog.alsoInvalidate(() => brands.invalidate());
  // The sandbox stands in for KBank (docs/architecture.md, Outside systems).
  const gatewayFor = sandboxGateways(db, config.kpaymentSecret);
  const i18n = createServerI18n();
  const authSettings = authSettingsOf(config.auth);
  const scopeDeps = {
    db,
    brands,
    catalog,
    i18n,
    clock,
    authSettings,
    settings: {
      holdSeconds: config.holdSeconds,
      serverHoldSeconds: config.holdSeconds,
      publicBaseUrl: config.publicBaseUrl,
      kioskIdle: config.kioskIdle,
    },
    gatewayFor,
  };
  const scopeOf = scopeFactory(scopeDeps);
  const staffScopeOf = scopeFactory(scopeDeps, (req) =>
    resolveStaffPrincipal(db, authSettings.staffIdleSec, req),
  );
  return {
    config,
    db,
    engine: database.engine,
    brands,
    catalog,
    i18n,
    clock,
    authSettings,
    scopeOf,
    staffScopeOf,
    gatewayFor,
  };
}

/** What every request meets first: security headers, compression, error answers, Host check, CSRF. */
async function registerEdges(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  registerSecurityHeaders(app);
  // The request's id in its answer, to find its log lines.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  await app.register(compress, { threshold: 1024 });
  registerAppErrorReply(app, deps.i18n);
  // A Host header that is not a host name cannot pick a brand or build a URL: refuse it up front.
  app.addHook('onRequest', async (req, reply) => {
    const host = req.headers.host;
    if (host !== undefined && host !== '' && !VALID_HOST.test(host))
      return sendRefusedRequest(reply, deps.i18n[apiLocale(req)], 400);
  });
  registerCsrfGuard(app, deps.i18n);
  registerStorableTextGuard(app);
}

export async function buildServer({
  config,
  database,
  logger,
  clock = systemClock,
  sandboxNotify,
}: ServerDeps): Promise<FastifyInstance> {
  const deps = await featureDeps(config, database, clock);
  const app = Fastify({
    logger: logger ?? logOptions(config.logLevel),
    genReqId: requestId,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A request the server accepted before a stop began is answered in full, not with a 503: the listener closes
    // at once, so nothing new arrives, and the database stays open until the last answer (docs/operations.md).
    return503OnClosing: false,
    // Refusals by the router (a path parameter too long, a malformed URL) read like every other one.
    frameworkErrors: (error, req, reply) =>
      sendRefusedRequest(reply, deps.i18n[apiLocale(req)], error.statusCode ?? 400),
  });
  if (config.auth.secretGenerated)
    app.log.warn('AUTH_SECRET is not set: access tokens are signed with a random key of this process only');

  // An edit on any process empties this one's caches (docs/architecture.md, Caching).
  const stopFollowing = await followCatalogChanges(database, [deps.brands, deps.catalog]);
  app.addHook('onClose', stopFollowing);
  await registerEdges(app, deps);
  registerHealth(app, deps.db, database.engine);
  registerMetrics(app, database, { token: config.metricsToken, production: config.production });
  const graphqlOptions = {
    introspection: config.introspection,
    fieldSuggestions: config.fieldSuggestions,
    arbitraryOperations: config.arbitraryOperations,
  };
  const catalogReads = new CatalogReadCache(config.arbitraryOperations);
  deps.catalog.alsoInvalidate(() => catalogReads.clear());
  registerGraphQL(
    app,
    features,
    deps.scopeOf,
    { ...graphqlOptions, direct: config.graphqlDirect },
    catalogReads,
  );
  registerStaffGraphQL(app, features, deps.staffScopeOf, graphqlOptions);
  await app.register(fastifyStatic, {
    root: path.resolve(config.brandAssetsDir),
    prefix: '/brand-assets/',
    decorateReply: false,
    maxAge: '1d',
  });
  // Each feature's routes in a plugin of their own: a hook one adds stays its own (Fastify encapsulation).
  for (const { routes } of features) if (routes) await app.register(async (scoped) => routes(scoped, deps));
  registerDevStandIns(app, { config, db: deps.db, ...(sandboxNotify ? { sandboxNotify } : {}) });
  if (config.runJobs) prepareJobs(app, database, features, deps);

  registerApps(app, deps.brands, appMounts(config));
  return app;
}
