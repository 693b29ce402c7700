// Development stand-ins for outside systems (docs/architecture.md, Outside systems): the payment sandbox
// that plays KBank's gateway, the outbox viewer that plays the SMS and e-mail providers, and the wellness
// sandbox that plays an OpenID Connect membership provider. A real
// gateway replaces `sandboxGateways` and nothing else.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { PaymentGateway } from '../payment/gateway';
import { registerOutboxSandboxRoutes } from './outbox-viewer/outbox-sandbox.routes';
import type { SandboxDatabase } from './payment-sandbox/sandbox-charges.table';
import { createSandboxGateway } from './payment-sandbox/sandbox-gateway';
import { registerSandboxRoutes, type SandboxRoutesOptions } from './payment-sandbox/sandbox.routes';
import { ensureSandboxProviders } from '../auth/wellness/wellness-providers.repository';
import type { WellnessDatabase } from '../auth/wellness/wellness.tables';
import { registerWellnessSandboxRoutes } from './wellness-sandbox/wellness-sandbox.routes';

export type SandboxNotify = SandboxRoutesOptions['notify'];

/** The gateway answering on a base URL. One view of the sandbox's tables: withTables is too dear per request. */
export function sandboxGateways(db: Kysely<Database>, secret: string): (baseUrl: string) => PaymentGateway {
  const sandboxDb = db.withTables<SandboxDatabase>();
  return (baseUrl) => createSandboxGateway({ db: sandboxDb, baseUrl, secret });
}

export function registerDevStandIns(
  app: FastifyInstance,
  deps: { config: Config; db: Kysely<Database>; sandboxNotify?: SandboxNotify },
): void {
  if (deps.config.sandboxOutbox) registerOutboxSandboxRoutes(app, deps.db);
  if (deps.config.sandboxWellness) {
    // The wellness provider stand-in, named by every brand that has no provider of its own.
    registerWellnessSandboxRoutes(app);
    app.addHook('onReady', () => ensureSandboxProviders(deps.db.withTables<WellnessDatabase>()));
  }
  registerSandboxRoutes(app, {
    db: deps.db.withTables<SandboxDatabase>(),
    secret: deps.config.kpaymentSecret,
    ...(deps.sandboxNotify ? { notify: deps.sandboxNotify } : {}),
  });
}
