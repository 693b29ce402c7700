// Prepaid courses (docs/product-rules.md, Courses): a brand's courses and the treatments they cover, the
// courses members own with their volume and expiry, and one usage row per member course and booking,
// written in the transaction that confirms the booking's payment. volume_used is the sum of usage.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // One unit of volume is one set of this many course items for one guest.
    .addColumn('treatments_per_set', 'integer', (c) => c.notNull().check(sql`treatments_per_set > 0`))
    // How long a member course is valid from its purchase.
    .addColumn('valid_days', 'integer', (c) => c.notNull().check(sql`valid_days > 0`))
    .execute();

  await db.schema
    .createTable('course_items')
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('course_items_pkey', ['course_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('member_courses')
    // The 'C…' part of a course item id 'R…:C…'.
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id'))
    .addColumn('volume_total', 'integer', (c) => c.notNull().check(sql`volume_total > 0`))
    // The last day it may be used on.
    .addColumn('expires_on', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_courses_user_idx').on('member_courses').column('user_id').execute();

  await db.schema
    .createTable('course_usage')
    .addColumn('member_course_id', 'uuid', (c) =>
      c.notNull().references('member_courses.id').onDelete('cascade'),
    )
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id'))
    .addColumn('sets', 'integer', (c) => c.notNull().check(sql`sets > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A booking uses a member course once, however often its payment is confirmed.
    .addPrimaryKeyConstraint('course_usage_pkey', ['member_course_id', 'booking_id'])
    .execute();

  // Course items can pay a whole booking: an order of 0 with method 'course' never reaches the gateway.
  await sql`alter table payment_orders drop constraint payment_orders_amount_check`.execute(db);
  await sql`alter table payment_orders add constraint payment_orders_amount_check check (
    amount_satang > 0 or (amount_satang = 0 and charge_id is null
      and (use_wallet_satang + points_value_satang > 0 or method = 'course'))
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payment_orders where method = 'course'`.execute(db);
  await sql`alter table payment_orders drop constraint payment_orders_amount_check`.execute(db);
  await sql`alter table payment_orders add constraint payment_orders_amount_check check (
    amount_satang > 0 or (amount_satang = 0 and charge_id is null and use_wallet_satang + points_value_satang > 0)
  )`.execute(db);
  await db.schema.dropTable('course_usage').execute();
  await db.schema.dropTable('member_courses').execute();
  await db.schema.dropTable('course_items').execute();
  await db.schema.dropTable('courses').execute();
}
