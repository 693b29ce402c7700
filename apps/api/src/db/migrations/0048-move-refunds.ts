// Money given back for a customer's move to a time that costs less (docs/product-rules.md, Changes by the
// customer), by the brand's refund policy: one row per way it goes. A wallet credit is `done` in the move's own
// transaction; a refund through the gateway is `pending` until the job `refund-move-differences` has the gateway
// give it back (retried with backoff, `failed` when the retries are spent). An insert NOTIFYs
// `sabai_move_refunds`, which wakes that job at once. A later refund of the booking's paid order gives back only
// what these rows did not.
import { sql, type Kysely } from 'kysely';
import { scriptQuery } from '../pglite-dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('move_refunds')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id'))
    // The booking's paid order, whose money this gives back.
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('payment_orders.id'))
    .addColumn('via', 'text', (c) => c.notNull().check(sql`via in ('wallet', 'gateway')`))
    .addColumn('satang', 'integer', (c) => c.notNull().check(sql`satang > 0`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A process asking the gateway since then; the claim lapses after two minutes.
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('reference', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .execute();
  await sql`create index move_refunds_pending on move_refunds (next_attempt_at) where state = 'pending'`.execute(
    db,
  );
  await sql`create index move_refunds_order on move_refunds (order_id)`.execute(db);
  await db.executeQuery(
    scriptQuery(`
      create function move_refund_added() returns trigger language plpgsql as $$
      begin
        perform pg_notify('sabai_move_refunds', '');
        return null;
      end $$;
      create trigger move_refund_added after insert on move_refunds
        for each statement execute function move_refund_added();
    `),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger move_refund_added on move_refunds`.execute(db);
  await sql`drop function move_refund_added()`.execute(db);
  await db.schema.dropTable('move_refunds').execute();
}
