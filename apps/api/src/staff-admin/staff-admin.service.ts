// Staff management (docs/access.md, Staff management): the host brand's accounts, a new one, its role in the brand,
// its authenticator reset and its deactivation. A brand admin reaches only accounts whose every grant is in the
// brand (brand admins of it, branch staff at its branches); an owner reaches every account but gives only the
// brand's roles here. Nobody changes their own role or deactivates themselves. Each write is one transaction with
// its audit row; sessions end where the account's powers shrink.
import {
  parseInput,
  staffAccountInputSchema,
  staffIdInputSchema,
  staffRoleInputSchema,
  type StaffRoleInput,
} from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { hashPassword } from '../auth/password';
import { AppError, inputRefused } from '../core/app-error';
import { guard, type Principal } from '../core/principal';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import { staffIdOf } from '../staff/current-staff';

export interface BrandStaffRow {
  id: string;
  name: string;
  email: string;
  active: boolean;
  totp_enabled: boolean;
  role: 'owner' | 'brand_admin' | 'branch_staff';
  branch_id: string | null;
}

interface Manager {
  principal: Principal;
  staffId: string;
  brandId: string;
  branchIds: string[];
}

async function managerOf(scope: Scope): Promise<Manager> {
  const principal = await scope.principal();
  const brandId = scope.brand.id;
  guard(principal, 'manage', 'staff', { brandId });
  const branchIds = (await scope.catalog.branchesOf(brandId)).branches.map((b) => b.id);
  return { principal, staffId: staffIdOf(principal), brandId, branchIds };
}

/** The accounts with a role in the brand: one row each, its role here. */
export async function brandStaff(scope: Scope, only?: string): Promise<BrandStaffRow[]> {
  const { brandId, branchIds } = await managerOf(scope);
  let query = scope.db
    .selectFrom('staff_accounts as a')
    .innerJoin('staff_grants as g', 'g.staff_id', 'a.id')
    .select(['a.id', 'a.name', 'a.email', 'a.active', 'a.totp_enabled', 'g.role', 'g.branch_id'])
    .where((eb) =>
      eb.or([
        eb('g.brand_id', '=', brandId),
        ...(branchIds.length > 0 ? [eb('g.branch_id', 'in', branchIds)] : []),
      ]),
    );
  if (only !== undefined) query = query.where('a.id', '=', only);
  const rows = await query.orderBy('a.name').orderBy('a.id').execute();
  return rows.filter((row, i) => rows.findIndex((other) => other.id === row.id) === i);
}

/** The account, when every grant it holds is one the manager could give; staff.notFound otherwise. */
async function accountInReach(trx: Transaction<Database>, manager: Manager, id: string) {
  const account = await trx
    .selectFrom('staff_accounts')
    .select(['id', 'active'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!account) throw new AppError('staff.notFound');
  const grants = await trx
    .selectFrom('staff_grants')
    .select(['role', 'brand_id', 'branch_id'])
    .where('staff_id', '=', id)
    .execute();
  const inBrand = (g: { brand_id: string | null; branch_id: string | null }) =>
    g.brand_id === manager.brandId || (g.branch_id !== null && manager.branchIds.includes(g.branch_id));
  // An owner reaches every account; a brand admin those whose every grant is in the brand (never an owner's).
  const owner =
    manager.principal.kind === 'staff' && manager.principal.grants.some((g) => g.role === 'owner');
  const reachable = owner || grants.every((g) => g.role !== 'owner' && inBrand(g));
  if (!reachable || !grants.some(inBrand)) throw new AppError('staff.notFound');
  if (account.id === manager.staffId) throw new AppError('staff.self');
  return account;
}

/** The grant of the role in this brand, checked against the brand's branches. */
function grantOf(input: Pick<StaffRoleInput, 'role' | 'branch_id'>, manager: Manager) {
  if (input.role === 'branch_staff') {
    if (!input.branch_id || !manager.branchIds.includes(input.branch_id))
      throw new AppError('branch.notFound', { branch: input.branch_id ?? '' });
    return { role: 'branch_staff' as const, brand_id: null, branch_id: input.branch_id };
  }
  return { role: 'brand_admin' as const, brand_id: manager.brandId, branch_id: null };
}

const endSessions = (trx: Transaction<Database>, staffId: string) =>
  trx
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();

async function answer(scope: Scope, id: string): Promise<BrandStaffRow> {
  const [row] = await brandStaff(scope, id);
  if (!row) throw new AppError('staff.notFound');
  return row;
}

export async function createStaffAccount(scope: Scope, rawInput: unknown): Promise<BrandStaffRow> {
  const parsed = parseInput(staffAccountInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const manager = await managerOf(scope);
  const grant = grantOf(input, manager);
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  await scope.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (taken) throw new AppError('staff.emailTaken');
    await trx
      .insertInto('staff_accounts')
      .values({ id, name: input.name, email: input.email, password_hash: passwordHash, totp_secret: null })
      .execute();
    await trx
      .insertInto('staff_grants')
      .values({ staff_id: id, ...grant })
      .execute();
    await appendAudit(trx, {
      staffId: manager.staffId,
      ip: scope.client.ip,
      action: 'staff_create',
      subjectType: 'staff',
      subjectId: id,
      brandId: manager.brandId,
      branchId: grant.branch_id,
      after: { name: input.name, email: input.email, role: grant.role, branch: grant.branch_id },
    });
  });
  return answer(scope, id);
}

export async function setStaffRole(scope: Scope, rawInput: unknown): Promise<BrandStaffRow> {
  const parsed = parseInput(staffRoleInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const manager = await managerOf(scope);
  const grant = grantOf(input, manager);
  await scope.db.transaction().execute(async (trx) => {
    await accountInReach(trx, manager, input.staff_id);
    const before = await trx
      .deleteFrom('staff_grants')
      .where('staff_id', '=', input.staff_id)
      .where((eb) => eb.or([eb('brand_id', '=', manager.brandId), eb('branch_id', 'in', manager.branchIds)]))
      .returning(['role', 'branch_id'])
      .execute();
    await trx
      .insertInto('staff_grants')
      .values({ staff_id: input.staff_id, ...grant })
      .execute();
    await appendAudit(trx, {
      staffId: manager.staffId,
      ip: scope.client.ip,
      action: 'staff_role',
      subjectType: 'staff',
      subjectId: input.staff_id,
      brandId: manager.brandId,
      before,
      after: { role: grant.role, branch: grant.branch_id },
    });
  });
  return answer(scope, input.staff_id);
}

export async function resetStaffTotp(scope: Scope, rawInput: unknown): Promise<BrandStaffRow> {
  const parsed = parseInput(staffIdInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const id = parsed.value.staff_id;
  const manager = await managerOf(scope);
  await scope.db.transaction().execute(async (trx) => {
    await accountInReach(trx, manager, id);
    await trx
      .updateTable('staff_accounts')
      .set({ totp_secret: null, totp_enabled: false, totp_last_step: null, recovery_code_hashes: [] })
      .where('id', '=', id)
      .execute();
    await endSessions(trx, id);
    await appendAudit(trx, {
      staffId: manager.staffId,
      ip: scope.client.ip,
      action: 'staff_totp_reset',
      subjectType: 'staff',
      subjectId: id,
      brandId: manager.brandId,
    });
  });
  return answer(scope, id);
}

export async function setStaffActive(
  scope: Scope,
  rawInput: { staff_id: unknown; active: unknown },
): Promise<BrandStaffRow> {
  const parsed = parseInput(staffIdInputSchema, { staff_id: rawInput.staff_id });
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const id = parsed.value.staff_id;
  const active = rawInput.active === true;
  const manager = await managerOf(scope);
  await scope.db.transaction().execute(async (trx) => {
    const account = await accountInReach(trx, manager, id);
    await trx.updateTable('staff_accounts').set({ active }).where('id', '=', id).execute();
    if (!active) await endSessions(trx, id);
    await appendAudit(trx, {
      staffId: manager.staffId,
      ip: scope.client.ip,
      action: active ? 'staff_activate' : 'staff_deactivate',
      subjectType: 'staff',
      subjectId: id,
      brandId: manager.brandId,
      before: { active: account.active },
      after: { active },
    });
  });
  return answer(scope, id);
}
