// The booking funnel (docs/product-rules.md, Booking funnel): a funnel event names its visit (a random id the app
// makes per visit, nobody's identity) and its channel, in columns the report groups by; the report reads a
// brand's events of a range of days.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('track_events')
    .addColumn('visit_id', 'text')
    .addColumn('channel', 'text')
    .execute();
  await sql`create index track_events_brand_time_idx on track_events (brand_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index track_events_brand_time_idx`.execute(db);
  await db.schema.alterTable('track_events').dropColumn('visit_id').dropColumn('channel').execute();
}
