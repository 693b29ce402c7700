// A change a test makes by hand, announced as an edit in admin announces it (NOTIFY sabai_catalog), with a
// moment for the server's listener to empty its caches.
import { sql, type Kysely, type Updateable } from 'kysely';
import { CATALOG_CHANNEL } from '../src/catalog/catalog-changes';
import type { BrandTable, Database } from '../src/db/schema';

export async function announcedChange(
  db: Kysely<Database>,
  change: (db: Kysely<Database>) => Promise<unknown>,
  brandId = 'yuzen',
): Promise<void> {
  await change(db);
  await sql`select pg_notify(${CATALOG_CHANNEL}, ${brandId})`.execute(db);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Yuzen's settings changed as its admin would change them. */
export const setYuzen = (db: Kysely<Database>, columns: Updateable<BrandTable>) =>
  announcedChange(db, (d) => d.updateTable('brands').set(columns).where('id', '=', 'yuzen').execute());
