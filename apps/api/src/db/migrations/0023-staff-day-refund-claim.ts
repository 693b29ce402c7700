// A refund through the gateway is claimed on its payment order before the gateway is called, outside any
// transaction (a network call never holds a row lock, nor PGlite's single connection), and recorded after;
// while the claim is live no other desk move touches the booking (docs/decisions.md, "The desk refunds
// through the gateway in three steps").
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('refund_claimed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('refund_claimed_at').execute();
}
