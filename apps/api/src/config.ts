// Every setting is an environment variable (listed in the README); nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { KioskIdle } from './db/schema';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  pgliteDir: string;
  /** Load the demo data at start (idempotent). */
  seed: boolean;
  /** Development with the demo data: a kiosk pairing code is made and printed at start-up (README, Kiosk). */
  kioskDemoCode: boolean;
  /** /metrics answers only this Bearer token when set; in production /metrics exists only with one. */
  metricsToken: string | undefined;
  production: boolean;
  /** Host names of the two demo brands, in brand order. */
  seedHosts: [string, string];
  /** Folder of the brands' logo files, served at /brand-assets/. */
  brandAssetsDir: string;
  /** Folder holding the built apps (web/, kiosk/). */
  appsDir: string;
  logLevel: string;
  /** Kiosk idle durations in seconds, for brands without their own; sent to the kiosk app with the brand. */
  kioskIdle: KioskIdle;
  bodyLimitBytes: number;
  /** How long a prebooked booking holds its places. */
  holdSeconds: number;
  /** How long a waitlist offer holds the freed places for its customer (docs/product-rules.md, Waitlist). */
  waitlistOfferSeconds: number;
  /** Schema introspection; off in production (NODE_ENV=production) unless GRAPHQL_INTROSPECTION=true. */
  introspection: boolean;
  /** "Did you mean …" in GraphQL errors: development only, whatever introspection says. */
  fieldSuggestions: boolean;
  /**
   * Whether /graphql takes documents besides the apps' persisted ones (docs/architecture.md, Persisted
   * operations): off in production unless GRAPHQL_ARBITRARY_OPERATIONS=true.
   */
  arbitraryOperations: boolean;
  /**
   * JSON POSTs to /graphql go to Yoga's GraphQL steps as parameters, past its HTTP layer (docs/architecture.md,
   * The GraphQL pipeline); GRAPHQL_DIRECT=off sends every request through that layer, to compare.
   */
  graphqlDirect: boolean;
  /** Secret shared with the payment gateway for notify checksums. */
  kpaymentSecret: string;
  /** Public origin of this server (https://book.example.com); by default taken from each request. */
  publicBaseUrl: string | undefined;
  /**
   * How often each process adds the recurring jobs (hold expiry, payment reconciling, reminders) when under a
   * minute; at a minute or more their schedules alone run them, once a minute (docs/architecture.md).
   */
  sweepIntervalMs: number;
  /** This process runs background jobs (JOBS=off: it only serves requests, others run the jobs). */
  runJobs: boolean;
  /** Message delivery (docs/operations.md, Messages): where to, and how persistently. */
  delivery: DeliveryConfig;
  /** Member authentication (docs/product-rules.md, Members): the access-token key and the login limits. */
  auth: AuthConfig;
  /** The development-only outbox page /sandbox/outbox (it shows OTP codes): off in production. */
  sandboxOutbox: boolean;
  /** The development-only wellness provider /sandbox/wellness and its provider rows for the demo brands. */
  sandboxWellness: boolean;
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (Fastify's `trustProxy`): addresses,
   * CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal); false trusts none. The address a
   * request came from decides the login limit per address, so a header from anyone else is ignored.
   */
  trustProxy: false | string[];
}

export interface DeliveryConfig {
  /** smtp(s)://user:pass@host:port; without it e-mails are delivered to the sandbox outbox (development). */
  smtpUrl: string | undefined;
  /** The sender of e-mails, e.g. `Sabai <booking@example.com>`. */
  mailFrom: string;
  /** The SMS gateway, https://key:secret@host/?sender=NAME; without it SMS go to the sandbox outbox. */
  smsUrl: string | undefined;
  /** Retries of a failed message, the first after `retryDelaySec`, each later one twice as long. */
  retryLimit: number;
  retryDelaySec: number;
  /** How often each worker looks for jobs (pg-boss's floor is 0.5). */
  pollSec: number;
}

export interface AuthConfig {
  /** HS256 key of the access tokens; shared by every server process. */
  secret: string;
  /** True when AUTH_SECRET was unset and a random key was made for this process (development only). */
  secretGenerated: boolean;
  /** Failed logins allowed from one address within the window before it is refused. */
  ipMaxFailures: number;
  ipWindowSec: number;
  /** How long a session lives without a renewal (refreshToken renews it; docs/product-rules.md, Members). */
  sessionTtlSec: number;
  /** How long a staff session lives without a request (sliding; docs/api.md, Staff API). */
  staffIdleSec: number;
  /** NODE_ENV=production: owners and brand admins sign in only with TOTP (docs/api.md, Staff API). */
  staffTotpRequired: boolean;
}

/** AUTH_SECRET is required in production; elsewhere a random key per process will do. */
function authSecret(env: NodeJS.ProcessEnv): { secret: string; secretGenerated: boolean } {
  const secret = env['AUTH_SECRET'];
  if (secret) {
    if (secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
    return { secret, secretGenerated: false };
  }
  if (env['NODE_ENV'] === 'production') throw new Error('AUTH_SECRET must be set in production');
  return { secret: randomBytes(32).toString('base64url'), secretGenerated: true };
}

/**
 * The key that signs the gateway's notifies. The development default is public, so with it anyone could
 * sign a notify that confirms an unpaid booking: production must set its own.
 */
function kpaymentSecret(env: NodeJS.ProcessEnv): string {
  const secret = env['KPAYMENT_SECRET'];
  if (secret) return secret;
  if (env['NODE_ENV'] === 'production') throw new Error('KPAYMENT_SECRET must be set in production');
  return 'sandbox-secret-change-me';
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix or address/netmask, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY: a comma-separated list of the proxies in front of the server. No hop count and no `true`:
 * neither names a proxy, so a client could write its own X-Forwarded-For (Fastify ignores hop counts).
 */
function trustProxy(value: string | undefined): false | string[] {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined)
    throw new Error(
      `TRUST_PROXY takes the proxies' addresses or CIDR ranges (or loopback, linklocal, uniquelocal), not "${wrong}"`,
    );
  return entries;
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
    kioskDemoCode: env['SEED'] !== 'false' && env['NODE_ENV'] !== 'production',
    metricsToken: env['METRICS_TOKEN'] || undefined,
    production: env['NODE_ENV'] === 'production',
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
    waitlistOfferSeconds: int(env['WAITLIST_OFFER_SEC'], 1800),
    sweepIntervalMs: int(env['SWEEP_INTERVAL_SEC'], 60) * 1000,
    runJobs: env['JOBS'] !== 'off',
    delivery: {
      smtpUrl: env['SMTP_URL'] || undefined,
      mailFrom: env['MAIL_FROM'] || 'Sabai <no-reply@sabai.local>',
      smsUrl: env['SMS_URL'] || undefined,
      retryLimit: int(env['MESSAGE_RETRY_LIMIT'], 5),
      retryDelaySec: int(env['MESSAGE_RETRY_DELAY_SEC'], 30) || 1,
      pollSec: Math.max(0.5, Number(env['JOB_POLL_SEC'] ?? 2) || 2),
    },
    introspection: env['GRAPHQL_INTROSPECTION']
      ? env['GRAPHQL_INTROSPECTION'] === 'true'
      : env['NODE_ENV'] !== 'production',
    kpaymentSecret: kpaymentSecret(env),
    publicBaseUrl: env['PUBLIC_BASE_URL'] || undefined,
    fieldSuggestions: env['NODE_ENV'] !== 'production',
    arbitraryOperations: env['GRAPHQL_ARBITRARY_OPERATIONS']
      ? env['GRAPHQL_ARBITRARY_OPERATIONS'] === 'true'
      : env['NODE_ENV'] !== 'production',
    graphqlDirect: env['GRAPHQL_DIRECT'] !== 'off',
    sandboxOutbox: env['SANDBOX_OUTBOX'] ? env['SANDBOX_OUTBOX'] === 'on' : env['NODE_ENV'] !== 'production',
    sandboxWellness: env['SANDBOX_WELLNESS']
      ? env['SANDBOX_WELLNESS'] === 'on'
      : env['NODE_ENV'] !== 'production',
    trustProxy: trustProxy(env['TRUST_PROXY']),
    auth: {
      ...authSecret(env),
      ipMaxFailures: int(env['AUTH_IP_MAX_FAILURES'], 20),
      ipWindowSec: int(env['AUTH_IP_WINDOW_SEC'], 900),
      sessionTtlSec: int(env['AUTH_SESSION_TTL_SEC'], 28 * 24 * 60 * 60) || 1,
      staffIdleSec: int(env['STAFF_SESSION_IDLE_SEC'], 30 * 60) || 1,
      staffTotpRequired: env['NODE_ENV'] === 'production',
    },
  };
}
