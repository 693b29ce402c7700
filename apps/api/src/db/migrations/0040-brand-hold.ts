// How long a brand's prebooked booking holds its places (docs/product-rules.md, Holds): null follows the server's
// HOLD_SECONDS, so a server-wide change still reaches every brand that did not choose its own.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('hold_seconds', 'integer', (c) => c.check(sql`hold_seconds between 60 and 3600`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('hold_seconds').execute();
}
