// What a service runs with: the database, the brand and language of the call, the clock and who is asking.
// A resolver, a REST route, a job or a test builds one; services never see GraphQL or the HTTP request
// (docs/architecture.md).
import type { I18n } from '@lingui/core';
import type { LocaleCode } from '@sabai/i18n';
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../auth/session-issue';
import type { BrandRecord } from '../brand/brand.repository';
import type { CatalogReader } from '../catalog/catalog-reader';
import type { Database, KioskIdle } from '../db/schema';
import type { PaymentGateway } from '../payment/gateway';
import type { Clock } from './clock';
import type { CallClient, CallOrigin } from './call';
import type { Principal } from './principal';

export interface Scope {
  db: Kysely<Database>;
  catalog: CatalogReader;
  brand: BrandRecord;
  /** The `brand_hosts` row the request came through (a booking's `domain_id`); absent outside a request. */
  hostId?: number | null;
  locale: LocaleCode;
  /** The catalogue of `locale`, for what a service writes in the customer's language (e-mails, SMS). */
  i18n: I18n;
  clock: Clock;
  /** Who is asking; resolved on first use, once per call. */
  principal(): Promise<Principal>;
  origin: CallOrigin;
  client: CallClient;
  settings: {
    /** Seconds a prebook holds places: the brand's, else the server's. */
    holdSeconds: number;
    /** The server's HOLD_SECONDS, which a brand may override (docs/product-rules.md, Holds). */
    serverHoldSeconds: number;
    publicBaseUrl: string | undefined;
    /** The server's kiosk idle durations, which a brand may override (docs/product-rules.md, Kiosk screens). */
    kioskIdle: KioskIdle;
  };
  payments: PaymentGateway;
  authSettings: AuthSettings;
}
