// A brand's online group limit and advance time (docs/product-rules.md, Booking): null follows the built-in
// online options (6 guests, 60 minutes), so a brand that chose nothing keeps the rules it always had. A group
// request is any group above its brand's limit, which may be as low as one, so the table takes two or more.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('online_max_guests', 'integer', (c) => c.check(sql`online_max_guests between 1 and 20`))
    .addColumn('online_advance_min', 'integer', (c) => c.check(sql`online_advance_min between 0 and 2880`))
    .execute();
  // The constraint's name as PostgreSQL gave it to the column check of 0008-requests.
  await sql`alter table direct_requests drop constraint direct_requests_guest_count_check`.execute(db);
  await sql`alter table direct_requests add constraint direct_requests_guest_count_check
    check (guest_count between 2 and 200)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .dropColumn('online_max_guests')
    .dropColumn('online_advance_min')
    .execute();
  await sql`alter table direct_requests drop constraint direct_requests_guest_count_check`.execute(db);
  await sql`alter table direct_requests add constraint direct_requests_guest_count_check
    check (guest_count between 7 and 200)`.execute(db);
}
