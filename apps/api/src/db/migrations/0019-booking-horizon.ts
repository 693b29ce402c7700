// How far ahead a brand takes bookings (docs/product-rules.md, Booking): 180 days unless set.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('booking_horizon_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(180)
        .check(sql`booking_horizon_days between 1 and 730`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('booking_horizon_days').execute();
}
