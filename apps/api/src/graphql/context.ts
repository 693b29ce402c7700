import type { I18n } from '@lingui/core';
import type { LocaleCode } from '@sabai/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { MemberAuth } from '../auth/current-member';
import type { AuthSettings } from '../auth/session-issue';
import type { BrandRecord } from '../brand/brand.repository';
import type { CatalogReader } from '../catalog/catalog-reader';
import type { Database } from '../db/schema';
import type { RequestClient, RequestOrigin } from '../http/request-info';
import type { PaymentGateway } from '../payment/gateway';

/** What every resolver gets: the database, the request's brand and language. */
export interface GraphQLContext {
  db: Kysely<Database>;
  catalog: CatalogReader;
  brand: BrandRecord;
  locale: LocaleCode;
  i18n: I18n;
  origin: RequestOrigin;
  /** Who sent the request, as far as the server can tell (recorded with a legal consent). */
  client: RequestClient;
  settings: { holdSeconds: number; publicBaseUrl: string | undefined };
  payments: PaymentGateway;
  /** The calling member, resolved on first use (context.auth.current()). */
  auth: MemberAuth;
  authSettings: AuthSettings;
  /** The HTTP exchange, for the auth cookie. */
  req: FastifyRequest;
  reply: FastifyReply;
}
