// Leaving the waitlist (docs/product-rules.md, Waitlist): each entry gets a secret token, given only to who joined
// (and in the links of the messages about it), that lets them leave; `left` is the state of an entry so ended.
// Entries made before have no token and can only lapse.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('waitlist_entries').addColumn('token', 'text').execute();
  await sql`alter table waitlist_entries drop constraint waitlist_entries_state_check`.execute(db);
  await sql`alter table waitlist_entries add constraint waitlist_entries_state_check
    check (state in ('waiting', 'offered', 'booked', 'lapsed', 'left'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update waitlist_entries set state = 'lapsed' where state = 'left'`.execute(db);
  await sql`alter table waitlist_entries drop constraint waitlist_entries_state_check`.execute(db);
  await sql`alter table waitlist_entries add constraint waitlist_entries_state_check
    check (state in ('waiting', 'offered', 'booked', 'lapsed'))`.execute(db);
  await db.schema.alterTable('waitlist_entries').dropColumn('token').execute();
}
