// Top-ups at the counter (docs/product-rules.md, Members at the desk): a wallet row written by staff says how
// the money was taken (cash, card terminal, bank transfer), its reference for the card slip or the transfer,
// the staff's note, who took it and at which branch, so the money can be matched with the till and the bank.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wallet_ledger')
    .addColumn('method', 'text', (c) => c.check(sql`method in ('cash', 'card', 'transfer')`))
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('staff_id', 'uuid', (c) => c.references('staff_accounts.id'))
    .addColumn('branch_id', 'text', (c) => c.references('branches.id'))
    .execute();
  // A counter top-up always says how, where and by whom; other rows (a booking, a refund) say none of it.
  await sql`alter table wallet_ledger add constraint wallet_ledger_counter_check check (
    (method is null) = (staff_id is null) and (method is null) = (branch_id is null)
    and (method is null or reason = 'top_up')
    and (method is null or method = 'cash' or reference is not null)
  )`.execute(db);
  // A member's ledger is read latest first, a page at a time.
  await db.schema
    .createIndex('wallet_ledger_user_created_idx')
    .on('wallet_ledger')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wallet_ledger_user_created_idx').execute();
  await sql`alter table wallet_ledger drop constraint wallet_ledger_counter_check`.execute(db);
  await db.schema
    .alterTable('wallet_ledger')
    .dropColumn('method')
    .dropColumn('reference')
    .dropColumn('note')
    .dropColumn('staff_id')
    .dropColumn('branch_id')
    .execute();
}
