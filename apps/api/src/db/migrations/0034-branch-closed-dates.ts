// Days a branch is closed although it opens that weekday: public holidays, a renovation day (docs/product-rules.md,
// Advance time and start times). Set in admin; the rules refuse bookings on them and the calendar greys them out.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('branch_closed_dates')
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('branch_closed_dates_pkey', ['branch_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('branch_closed_dates').execute();
}
