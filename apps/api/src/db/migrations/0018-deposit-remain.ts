// Deposits (docs/product-rules.md, Deposit): the share of the grand total a brand takes online, 0 for "pay
// in full" (every brand until set); and what a paid booking still owes at the branch, written when its
// payment is confirmed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('deposit_percent', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`deposit_percent between 0 and 100`),
    )
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('remain_satang', 'integer', (c) => c.check(sql`remain_satang >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('remain_satang').execute();
  await db.schema.alterTable('brands').dropColumn('deposit_percent').execute();
}
