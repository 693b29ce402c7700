// The promotion a payment order was opened with, so the order holds one use of the promotion's limits while
// its booking's hold lasts (docs/decisions.md, "Promotion limits hold under concurrent checkouts"); and the
// credit an `expired` points row cancels, so the expiry job writes each lapsed credit's remainder once
// (docs/decisions.md, "Wallet and points are ledgers").
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('promo_code', 'text').execute();
  await db.schema
    .alterTable('points_ledger')
    .addColumn('expired_lot_id', 'uuid', (c) => c.references('points_ledger.id').onDelete('cascade'))
    .execute();
  await sql`alter table points_ledger add constraint points_ledger_expired_lot_check
    check (expired_lot_id is null or reason = 'expired')`.execute(db);
  await sql`create unique index points_ledger_expired_once on points_ledger (expired_lot_id)
    where expired_lot_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index points_ledger_expired_once`.execute(db);
  await db.schema.alterTable('points_ledger').dropConstraint('points_ledger_expired_lot_check').execute();
  await db.schema.alterTable('points_ledger').dropColumn('expired_lot_id').execute();
  await db.schema.alterTable('payment_orders').dropColumn('promo_code').execute();
}
