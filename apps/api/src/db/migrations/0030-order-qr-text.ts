// What the QR of a payment order's charge holds, kept with the order: asking for the order again answers the
// stored order, so a kiosk draws the same QR as the first time (docs/api.md, Payment).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('qr_text', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('qr_text').execute();
}
