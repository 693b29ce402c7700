// The site a payment was made from (scheme, host and port, as the customer saw it), so that the
// confirmation e-mail can link to the booking's page even when the notify or the reconciler confirms it,
// with no customer request at hand.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('site_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('site_url').execute();
}
