// The waitlist (docs/product-rules.md, Waitlist): customers who wanted a full time, in the order they asked, and
// the offer each got (a pending booking holding the freed places). Places freed by a cancellation, a move or a
// lapsed hold NOTIFY `sabai_places_freed`, which wakes the offering job at once.
import { sql, type Kysely } from 'kysely';
import { scriptQuery } from '../pglite-dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('date', 'date', (c) => c.notNull())
    // The earliest and the latest start the customer takes, minutes of the branch's day.
    .addColumn('time_from', 'integer', (c) => c.notNull())
    .addColumn('time_until', 'integer', (c) => c.notNull().check(sql`time_until >= time_from`))
    .addColumn('guest_count', 'integer', (c) => c.notNull())
    // The guests as prebook stores them, their start times chosen for time_from.
    .addColumn('guests', 'jsonb', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('site_url', 'text')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`state in ('waiting', 'offered', 'booked', 'lapsed')`),
    )
    .addColumn('booking_id', 'uuid', (c) => c.references('bookings.id'))
    .addColumn('offered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index waitlist_open on waitlist_entries (created_at) where state in ('waiting', 'offered')`.execute(
    db,
  );
  await db.executeQuery(
    scriptQuery(`
      create function places_freed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('sabai_places_freed', '');
        return null;
      end $$;
      create trigger places_freed_holds after delete on capacity_holds
        for each statement execute function places_freed();
      create trigger places_freed_bookings after update of state on bookings
        for each row when (new.state in ('expired', 'cancelled') and old.state is distinct from new.state)
        execute function places_freed();
    `),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger places_freed_bookings on bookings`.execute(db);
  await sql`drop trigger places_freed_holds on capacity_holds`.execute(db);
  await sql`drop function places_freed()`.execute(db);
  await db.schema.dropTable('waitlist_entries').execute();
}
