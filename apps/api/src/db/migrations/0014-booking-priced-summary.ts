// The booking as it was priced when the customer paid (the booking rules' order summary, in satang), so a
// paid booking's page and receipt show what was paid even after prices, promotions or the member's tier
// have changed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('priced_summary', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('priced_summary').execute();
}
