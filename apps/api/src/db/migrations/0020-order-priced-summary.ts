// The order summary each payment order was opened with: the one that was paid decides what the booking shows
// and still owes, not whichever order was priced last (docs/decisions.md, "A paid booking shows what was paid").
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('priced_summary', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('priced_summary').execute();
}
