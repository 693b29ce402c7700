// Every setting is an environment variable (listed in the README); nothing else reads process.env.
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  pgliteDir: string;
  /** Load the demo data at start (idempotent). */
  seed: boolean;
  /** Host names of the two demo brands, in brand order. */
  seedHosts: [string, string];
  /** Folder of the brands' logo files, served at /brand-assets/. */
  brandAssetsDir: string;
  /** Folder holding the built apps (web/, kiosk/). */
  appsDir: string;
  logLevel: string;
  /** Kiosk idle durations in seconds, sent to the kiosk app with the brand. */
  kioskIdle: { defaultSec: number; paymentSec: number; confirmSec: number; showAdAfterSec: number };
  bodyLimitBytes: number;
  /** How long a prebooked booking holds its places. */
  holdSeconds: number;
  /** Schema introspection; off in production (NODE_ENV=production) unless GRAPHQL_INTROSPECTION=true. */
  introspection: boolean;
  /** Secret shared with the payment gateway for notify checksums. */
  kpaymentSecret: string;
  /** Public origin of this server (https://book.example.com); by default taken from each request. */
  publicBaseUrl: string | undefined;
  /** How often lapsed holds are marked expired. */
  sweepIntervalMs: number;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`Expected a non-negative integer, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const hosts = (env['SEED_HOSTS'] ?? 'localhost,127.0.0.1').split(',').map((h) => h.trim());
  return {
    port: int(env['PORT'], 3000),
    host: env['HOST'] ?? '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || undefined,
    pgliteDir: env['PGLITE_DIR'] ?? '.data/pglite',
    seed: env['SEED'] !== 'false',
    seedHosts: [hosts[0] ?? 'localhost', hosts[1] ?? '127.0.0.1'],
    appsDir: env['APPS_DIR'] ?? 'dist/apps',
    brandAssetsDir: env['BRAND_ASSETS_DIR'] ?? 'apps/api/assets/brands',
    logLevel: env['LOG_LEVEL'] ?? 'info',
    kioskIdle: {
      defaultSec: int(env['KIOSK_IDLE_SEC'], 120),
      paymentSec: int(env['KIOSK_PAYMENT_IDLE_SEC'], 360),
      confirmSec: int(env['KIOSK_CONFIRM_IDLE_SEC'], 30),
      showAdAfterSec: int(env['KIOSK_SHOW_AD_AFTER_SEC'], 60),
    },
    bodyLimitBytes: int(env['BODY_LIMIT_BYTES'], 100_000),
    holdSeconds: int(env['HOLD_SECONDS'], 900),
    sweepIntervalMs: int(env['SWEEP_INTERVAL_SEC'], 60) * 1000,
    introspection: env['GRAPHQL_INTROSPECTION']
      ? env['GRAPHQL_INTROSPECTION'] === 'true'
      : env['NODE_ENV'] !== 'production',
    kpaymentSecret: env['KPAYMENT_SECRET'] ?? 'sandbox-secret-change-me',
    publicBaseUrl: env['PUBLIC_BASE_URL'] || undefined,
  };
}
