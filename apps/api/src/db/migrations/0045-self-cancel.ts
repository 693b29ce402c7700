// Customers cancel their own bookings (docs/product-rules.md, Changes by the customer): each brand sets until how
// many hours before the visit (null: customers cannot, the desk does) and what money goes back: none (the product rules'
// "payments non-refundable", the default), to the member's wallet, or through the gateway.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('self_cancel_hours', 'integer', (c) =>
      c.defaultTo(24).check(sql`self_cancel_hours between 0 and 720`),
    )
    .addColumn('self_cancel_refund', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`self_cancel_refund in ('none', 'wallet', 'gateway')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .dropColumn('self_cancel_hours')
    .dropColumn('self_cancel_refund')
    .execute();
}
