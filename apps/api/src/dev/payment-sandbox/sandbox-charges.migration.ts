// The sandbox gateway keeps its charges apart from ours, as a real gateway would on its own servers.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('amount_satang', 'integer', (c) => c.notNull().check(sql`amount_satang > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency = 'THB'`))
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('card', 'qr', 'alipay', 'wechat', 'unionpay')`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('success', 'fail', 'pending')`))
    .addColumn('transaction_state', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_charges').execute();
}
