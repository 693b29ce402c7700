// Catalogue edits reach every server process at once (docs/architecture.md, Caching): an edit announces
// itself with a NOTIFY in its own transaction, which PostgreSQL (and PGlite) deliver only when it commits, and
// each process drops its cached brands and catalogue when one arrives. The cache never serves a stale price
// after an edit has been answered; the caches' few seconds' time to live covers a listener that was down.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';

export const CATALOG_CHANNEL = 'sabai_catalog';

/** Within the editing transaction: when it commits, every process forgets the brand's cached catalogue. */
async function announceCatalogChange(trx: Transaction<Database>, brandId: string): Promise<void> {
  await sql`select pg_notify(${CATALOG_CHANNEL}, ${brandId})`.execute(trx);
}

/** Whatever caches catalogue data: told to forget it. */
export interface CatalogCache {
  invalidate(): void;
}

/**
 * Runs an edit of the brand's catalogue in one transaction that announces it. This process forgets its cache
 * as soon as the transaction is over, before the edit is answered (a notify reaches even its own listener a
 * moment later); the others when the notify reaches them.
 */
export async function editCatalog<T>(
  scope: { db: Kysely<Database>; catalog: CatalogCache; brand: { id: string } },
  edit: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await scope.db.transaction().execute(async (trx) => {
      const result = await edit(trx);
      await announceCatalogChange(trx, scope.brand.id);
      return result;
    });
  } finally {
    scope.catalog.invalidate();
  }
}

/** Listens for announced changes and empties the caches; answers the function that stops listening. */
export function followCatalogChanges(
  database: DatabaseHandle,
  caches: readonly CatalogCache[],
): Promise<() => Promise<void>> {
  return database.listen(CATALOG_CHANNEL, () => {
    for (const cache of caches) cache.invalidate();
  });
}
