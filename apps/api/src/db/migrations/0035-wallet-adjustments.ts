// A staff correction of a wallet (docs/product-rules.md, Members at the desk) is an `adjustment` row with its note,
// staff and branch but no method (no money changed hands). The counter's check is widened for it: a method still
// only on a counter top-up, with its staff and branch; staff and branch together; a staff row without a method only
// for an adjustment.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_ledger drop constraint wallet_ledger_counter_check`.execute(db);
  await sql`alter table wallet_ledger add constraint wallet_ledger_counter_check check (
    (staff_id is null) = (branch_id is null)
    and (method is null or (reason = 'top_up' and staff_id is not null))
    and (method is not null or staff_id is null or reason = 'adjustment')
    and (method is null or method = 'cash' or reference is not null)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_ledger drop constraint wallet_ledger_counter_check`.execute(db);
  await sql`alter table wallet_ledger add constraint wallet_ledger_counter_check check (
    (method is null) = (staff_id is null) and (method is null) = (branch_id is null)
    and (method is null or reason = 'top_up')
    and (method is null or method = 'cash' or reference is not null)
  )`.execute(db);
}
