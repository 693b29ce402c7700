// Reminders before a visit (docs/product-rules.md, Messages): each brand sets how many hours ahead (up to three
// reminders, 1 to 168 hours; none at all is an empty list), and each reminder of a booking is written once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('reminder_hours', sql`integer[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{24,2}'`)
        .check(
          sql`cardinality(reminder_hours) <= 3 and 1 <= all(reminder_hours) and 168 >= all(reminder_hours)`,
        ),
    )
    .execute();
  await db.schema
    .createTable('booking_reminders')
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('booking_reminders_pkey', ['booking_id', 'hours'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_reminders').execute();
  await db.schema.alterTable('brands').dropColumn('reminder_hours').execute();
}
