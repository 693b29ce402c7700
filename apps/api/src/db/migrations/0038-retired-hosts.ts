// A brand's host name taken away in admin (docs/product-rules.md, Brands and hosts) is retired, not deleted: the
// bookings made through it keep naming it (`bookings.domain_id`), and it no longer leads to the brand.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brand_hosts').addColumn('retired_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brand_hosts').dropColumn('retired_at').execute();
}
