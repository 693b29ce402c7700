// A service's scope without any HTTP request: what a job or a test runs services with.
import type { LocaleCode } from '@sabai/i18n';
import { createServerI18n } from '@sabai/i18n/server';
import { authSettingsOf } from '../src/auth/session-issue';
import { BrandRegistry } from '../src/brand/brand-registry';
import { CatalogReader } from '../src/catalog/catalog-reader';
import { loadConfig } from '../src/config';
import type { Clock } from '../src/core/clock';
import { guestPrincipal, type Principal } from '../src/core/principal';
import type { Scope } from '../src/core/scope';
import type { DatabaseHandle } from '../src/db/database';
import { createSandboxGateway } from '../src/dev/payment-sandbox/sandbox-gateway';
import type { SandboxDatabase } from '../src/dev/payment-sandbox/sandbox-charges.table';

export async function scopeFor(
  database: DatabaseHandle,
  options: { clock: Clock; principal?: Principal; host?: string; locale?: LocaleCode },
): Promise<Scope> {
  const config = loadConfig({});
  const locale = options.locale ?? 'en';
  const i18n = createServerI18n();
  const principal = options.principal ?? guestPrincipal;
  return {
    db: database.db,
    catalog: new CatalogReader(database.db),
    brand: await new BrandRegistry(database.db).forHost(options.host ?? 'localhost'),
    locale,
    i18n: i18n[locale],
    clock: options.clock,
    principal: async () => principal,
    origin: { protocol: 'http', portSuffix: '' },
    client: { ip: null, userAgent: null },
    settings: {
      holdSeconds: config.holdSeconds,
      serverHoldSeconds: config.holdSeconds,
      publicBaseUrl: undefined,
      kioskIdle: config.kioskIdle,
    },
    payments: createSandboxGateway({
      db: database.db.withTables<SandboxDatabase>(),
      baseUrl: 'http://localhost',
      secret: config.kpaymentSecret,
    }),
    authSettings: authSettingsOf(config.auth),
  };
}
