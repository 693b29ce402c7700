// The day at the branch (docs/product-rules.md, The day at the branch): each brand's grace period before a
// paid booking may be marked a no-show, and the refund of a cancelled booking recorded on its paid payment
// order, once (the `refunded_at` guard), so a second cancel can never refund twice.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('no_show_grace_min', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(15)
        .check(sql`no_show_grace_min between 0 and 1440`),
    )
    .execute();
  await db.schema
    .alterTable('payment_orders')
    .addColumn('refunded_satang', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_via', 'text')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('refund_reference', 'text')
    .execute();
  // Money back never exceeds what the order took (gateway and wallet); a refund has its way and its time.
  await sql`alter table payment_orders add constraint payment_orders_refund_check check (
    refunded_satang between 0 and amount_satang + use_wallet_satang
    and (refund_via is null or refund_via in ('wallet', 'gateway'))
    and ((refunded_at is null) = (refund_via is null))
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_orders drop constraint payment_orders_refund_check`.execute(db);
  await db.schema
    .alterTable('payment_orders')
    .dropColumn('refunded_satang')
    .dropColumn('refund_via')
    .dropColumn('refunded_at')
    .dropColumn('refund_reference')
    .execute();
  await db.schema.alterTable('brands').dropColumn('no_show_grace_min').execute();
}
