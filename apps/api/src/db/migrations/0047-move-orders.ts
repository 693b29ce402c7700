// A customer's move to a time that costs more is paid through the gateway by an order of its own
// (docs/product-rules.md, Changes by the customer): `move_to` holds where the booking goes once that order is
// paid. The booking's own payment stays the order without it.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('move_to', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('move_to').execute();
}
