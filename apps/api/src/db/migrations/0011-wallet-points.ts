// Member wallets and points (docs/product-rules.md, Wallet and points): every movement is a
// ledger row, so a balance is the sum of its ledger and a booking's debit can be found again by its id.
// Payment orders remember the wallet and points they were opened with, to debit them when the payment
// is confirmed and only then.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('is_activated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wallet_ledger')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Signed: a top-up or refund adds, a booking takes.
    .addColumn('amount_satang', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('top_up', 'booking', 'refund', 'adjustment')`),
    )
    .addColumn('booking_id', 'uuid', (c) => c.references('bookings.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('wallet_ledger_user_idx').on('wallet_ledger').column('user_id').execute();
  // A booking takes from a wallet once, however often its payment is confirmed.
  await sql`create unique index wallet_ledger_booking_once on wallet_ledger (booking_id) where reason = 'booking'`.execute(
    db,
  );

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('earned', 'redeemed', 'expired', 'adjustment')`),
    )
    .addColumn('booking_id', 'uuid', (c) => c.references('bookings.id'))
    // Set on credits: after it, what is left of them is no longer active.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('points_ledger_user_idx').on('points_ledger').column('user_id').execute();
  await sql`create unique index points_ledger_booking_once on points_ledger (booking_id, reason) where reason in ('earned', 'redeemed')`.execute(
    db,
  );

  await db.schema
    .createTable('points_rates')
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('value_satang', 'integer', (c) => c.notNull().check(sql`value_satang > 0`))
    .addPrimaryKeyConstraint('points_rates_pkey', ['brand_id', 'points'])
    .execute();

  await db.schema
    .alterTable('payment_orders')
    // The member whose wallet and points pay part of the order; null for a visitor.
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('use_wallet_satang', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_value_satang', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // An order of 0 is one the wallet and points pay entirely: it never reaches the gateway.
  await sql`alter table payment_orders drop constraint payment_orders_amount_satang_check`.execute(db);
  await sql`alter table payment_orders add constraint payment_orders_amount_check check (
    amount_satang > 0 or (amount_satang = 0 and charge_id is null and use_wallet_satang + points_value_satang > 0)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payment_orders where amount_satang = 0`.execute(db);
  await sql`alter table payment_orders drop constraint payment_orders_amount_check`.execute(db);
  await sql`alter table payment_orders add constraint payment_orders_amount_satang_check check (amount_satang > 0)`.execute(
    db,
  );
  await db.schema
    .alterTable('payment_orders')
    .dropColumn('user_id')
    .dropColumn('use_wallet_satang')
    .dropColumn('use_points')
    .dropColumn('points_value_satang')
    .execute();
  await db.schema.dropTable('points_rates').execute();
  await db.schema.dropTable('points_ledger').execute();
  await db.schema.dropTable('wallet_ledger').execute();
  await db.schema.dropTable('wallets').execute();
}
