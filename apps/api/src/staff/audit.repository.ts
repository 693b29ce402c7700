// The audit log (docs/access.md, How the server guards): every staff write appends one row in the same
// transaction as the write, so the log and the change stand or fall together. The table refuses UPDATE
// and DELETE (migration 0022), so what is written here stays.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  /** The staff account acting; null for the system (a job). */
  staffId: string | null;
  ip: string | null;
  /** What was done, e.g. check_in, cancel. */
  action: string;
  /** What it was done to, e.g. booking, and its id. */
  subjectType: string;
  subjectId: string;
  brandId?: string | null;
  branchId?: string | null;
  /** The subject's relevant fields before and after the action (stored as jsonb). */
  before?: unknown;
  after?: unknown;
}

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one row; call it inside the write's transaction. Answers the row's id. */
export async function appendAudit(
  trx: Transaction<Database> | Kysely<Database>,
  entry: AuditEntry,
): Promise<string> {
  const row = await trx
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      ip: entry.ip,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      brand_id: entry.brandId ?? null,
      branch_id: entry.branchId ?? null,
      before: jsonOrNull(entry.before),
      after: jsonOrNull(entry.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
