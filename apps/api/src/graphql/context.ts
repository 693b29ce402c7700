import type { I18n } from '@lingui/core';
import type { LocaleCode } from '@sabai/i18n';
import type { Kysely } from 'kysely';
import type { BrandRecord } from '../brand/brand.repository';
import type { Database } from '../db/schema';

/** What every resolver gets: the database, the request's brand and language. */
export interface GraphQLContext {
  db: Kysely<Database>;
  brand: BrandRecord;
  locale: LocaleCode;
  i18n: I18n;
  /** Public origin of the request, e.g. 'http://localhost:3000'. */
  origin: string;
}
