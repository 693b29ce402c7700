// The refunds queue (docs/product-rules.md, The day at the branch: Refunds): a payment kept for refund stays
// in the queue until a brand admin resolves it, and keeps how (gateway, wallet, or honour: its booking
// confirmed with it), who and when. A refund also writes refund_via and refunded_at (migration 0023); an
// honoured payment becomes the booking's paid order, so only these columns say it was once queued.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_orders')
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('gateway', 'wallet', 'honour')`))
    .addColumn('resolved_by', 'uuid', (c) => c.references('staff_accounts.id'))
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await sql`alter table payment_orders add constraint payment_orders_resolved_check
    check ((resolution is null) = (resolved_at is null))`.execute(db);
  // The queue reads only the unresolved ones, newest first.
  await sql`create index payment_orders_refund_queue on payment_orders (updated_at)
    where status = 'refund_required' and resolution is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_orders_refund_queue`.execute(db);
  await sql`alter table payment_orders drop constraint payment_orders_resolved_check`.execute(db);
  await db.schema
    .alterTable('payment_orders')
    .dropColumn('resolution')
    .dropColumn('resolved_by')
    .dropColumn('resolved_at')
    .execute();
}
