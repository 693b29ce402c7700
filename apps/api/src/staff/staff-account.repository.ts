// Staff accounts and their grants (migration 0022), read as the permission table wants them
// (docs/access.md, Callers): an owner grant has no brands or branches and reaches all.
import type { StaffGrant } from '@sabai/access';
import type { Kysely, Selectable } from 'kysely';
import type { Database, StaffAccountTable } from '../db/schema';

export type StaffAccount = Selectable<StaffAccountTable>;

export function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffAccount | undefined> {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findStaffById(db: Kysely<Database>, id: string): Promise<StaffAccount | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function grantsOf(db: Kysely<Database>, staffId: string): Promise<StaffGrant[]> {
  const rows = await db
    .selectFrom('staff_grants')
    .select(['role', 'brand_id', 'branch_id'])
    .where('staff_id', '=', staffId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    role: row.role,
    brandIds: row.brand_id ? [row.brand_id] : [],
    branchIds: row.branch_id ? [row.branch_id] : [],
  }));
}
