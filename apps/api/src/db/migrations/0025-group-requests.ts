// Group requests worked at the desk (docs/product-rules.md, Group requests): each request has a status,
// the staff booking it became, and notes written by staff. A booked request names its booking.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('direct_requests')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'contacted', 'booked', 'declined')`),
    )
    .addColumn('booking_id', 'uuid', (c) => c.references('bookings.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`alter table direct_requests add constraint direct_requests_booked_check
    check ((status = 'booked') = (booking_id is not null))`.execute(db);
  await db.schema
    .createIndex('direct_requests_inbox')
    .on('direct_requests')
    .columns(['brand_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createTable('direct_request_notes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('request_id', 'uuid', (c) => c.notNull().references('direct_requests.id'))
    .addColumn('staff_id', 'uuid', (c) => c.references('staff_accounts.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('direct_request_notes_request')
    .on('direct_request_notes')
    .columns(['request_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('direct_request_notes').execute();
  await db.schema.dropIndex('direct_requests_inbox').execute();
  await sql`alter table direct_requests drop constraint direct_requests_booked_check`.execute(db);
  await db.schema
    .alterTable('direct_requests')
    .dropColumn('status')
    .dropColumn('booking_id')
    .dropColumn('updated_at')
    .execute();
}
