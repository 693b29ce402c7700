// Kysely types of the wellness-login tables (migration 0021). Used as `db.withTables<WellnessDatabase>()`,
// so the shared schema does not grow for one feature's tables.
import type { ColumnType, Generated } from 'kysely';

export interface WellnessProviderTable {
  brand_id: string;
  display_name: string;
  /** An issuer URL, or 'sandbox' for this server's stand-in (development only). */
  issuer: string;
  client_id: string;
  client_secret: string;
}

export interface WellnessLinkTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: Generated<Date>;
}

/** What the provider vouched for, kept while a new member confirms their details. */
export interface WellnessIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface WellnessFlowTable {
  state: string;
  brand_id: string;
  code_verifier: string;
  nonce: string;
  return_path: string;
  identity: ColumnType<WellnessIdentity | null, string | null, string | null>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index signature.
export type WellnessDatabase = {
  wellness_providers: WellnessProviderTable;
  wellness_links: WellnessLinkTable;
  wellness_flows: WellnessFlowTable;
};
