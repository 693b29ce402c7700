// Tax invoice details, stored only when the customer asked for a tax invoice.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('tax_id', 'text')
    .addColumn('tax_name', 'text')
    .addColumn('tax_address', 'text')
    .addColumn('tax_phone', 'text')
    .addColumn('paid_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .dropColumn('tax_id')
    .dropColumn('tax_name')
    .dropColumn('tax_address')
    .dropColumn('tax_phone')
    .dropColumn('paid_at')
    .execute();
}
