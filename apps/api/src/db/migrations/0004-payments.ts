// Payment orders, every notify received, booking numbers, the message outbox and analytics events.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_satang', 'integer', (c) => c.notNull().check(sql`amount_satang > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('THB'))
    // creating: the gateway is being asked; pending: waiting for the customer; then paid, failed or refund.
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('creating', 'pending', 'paid', 'failed', 'refund_required')`),
    )
    .addColumn('charge_id', 'text', (c) => c.unique())
    .addColumn('redirect_url', 'text')
    .addColumn('merchant_id', 'text')
    .addColumn('terminal_id', 'text')
    .addColumn('reference', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // At most one open order per booking: twenty clicks on Pay make one gateway order.
  await sql`create unique index payment_orders_one_open on payment_orders (booking_id) where status in ('creating', 'pending')`.execute(
    db,
  );

  await db.schema
    .createTable('payment_notifies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('charge_id', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('valid', 'boolean', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('booking_number_counters')
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_number_counters_pkey', ['brand_code', 'day'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('track_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb')
    .addColumn('summary', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'track_events',
    'outbox',
    'booking_number_counters',
    'payment_notifies',
    'payment_orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
