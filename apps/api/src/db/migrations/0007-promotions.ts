// Promotions are data (issue: code, campaign, brands, treatments, packages, date window, days, time
// window, expiry, usage limits, percent or amount), and each use is recorded with the paid booking.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('campaign', 'text', (c) => c.notNull())
    .addColumn('brand_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('treatment_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('package_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // Branch-local wall-clock times, like every booking time.
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('days', sql`smallint[]`)
    .addColumn('time_from', 'integer')
    .addColumn('time_until', 'integer')
    .addColumn('expires_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('usage_per_customer', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'amount')`))
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('short_description', 'jsonb', (c) => c.notNull())
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('promotion_redemptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().references('promotions.code'))
    .addColumn('booking_id', 'uuid', (c) => c.notNull().unique().references('bookings.id'))
    .addColumn('customer_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('promotion_redemptions_code_idx')
    .on('promotion_redemptions')
    .columns(['code', 'customer_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_redemptions').execute();
  await db.schema.dropTable('promotions').execute();
}
