// Bookings and the places they hold (docs/product-rules.md, Capacity). A hold counts while its booking is paid, or pending
// with hold_expires_at in the future; nothing has to run for an expired hold to stop counting.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('domain_id', 'integer', (c) => c.references('brand_hosts.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`state in ('pending', 'paid', 'checked_in', 'completed', 'expired', 'cancelled', 'no_show')`,
        ),
    )
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('time_min', 'integer', (c) => c.notNull())
    .addColumn('guest_count', 'integer', (c) => c.notNull())
    .addColumn('guests', 'jsonb', (c) => c.notNull())
    .addColumn('promo_code', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('request', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('hold_expires_at', 'timestamptz')
    .addColumn('booking_no', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index bookings_pending_idx on bookings (hold_expires_at) where state = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('capacity_holds')
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull().check(sql`resource in ('spa', 'onsen')`))
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull().check(sql`places > 0`))
    .addPrimaryKeyConstraint('capacity_holds_pkey', ['booking_id', 'resource', 'minute'])
    .execute();
  await db.schema
    .createIndex('capacity_holds_slot_idx')
    .on('capacity_holds')
    .columns(['branch_id', 'day', 'resource', 'minute'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('capacity_holds').execute();
  await db.schema.dropTable('bookings').execute();
}
