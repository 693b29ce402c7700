// Large-group requests (/book/direct), the brand's staff address they are sent to, and legal consents
// (Thailand's PDPA: which rule, which version, when, and who).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').addColumn('staff_email', 'text').execute();

  await db.schema
    .createTable('direct_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    // Branch-local wall-clock date and time ('HH:mm', optional), like every booking time.
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('time', 'text')
    .addColumn('guest_count', 'integer', (c) => c.notNull().check(sql`guest_count between 7 and 200`))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('direct_requests_brand_created_idx')
    .on('direct_requests')
    .columns(['brand_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('legal_consents')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('rule', 'text', (c) => c.notNull().check(sql`rule in ('terms', 'privacy', 'cookies')`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    // A consent outlives the booking it came with: the record of consent is evidence in its own right.
    .addColumn('booking_id', 'uuid', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('legal_consents_brand_accepted_idx')
    .on('legal_consents')
    .columns(['brand_id', 'accepted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('legal_consents').execute();
  await db.schema.dropTable('direct_requests').execute();
  await db.schema.alterTable('brands').dropColumn('staff_email').execute();
}
