// auditLog (docs/access.md, How the server guards): who did what, from where, to which subject, before
// and after, for the rows the account reaches (read audit_log: branch staff their branches, a brand admin
// the brand, the owner every brand) of the request's brand. A branch asked for by name must be in reach
// (login.notAuthorized), as the day sheet's.
import { auditLogInputSchema, parseInput } from '@sabai/validation';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { staffReach } from '../staff/staff-reach';
import { deskStaff } from '../staff-day/desk-scope';
import { findAuditPage, type AuditRow } from './audit-log.repository';

export async function auditLog(
  scope: Scope,
  rawInput: unknown,
): Promise<{ rows: AuditRow[]; total: number }> {
  const parsed = parseInput(auditLogInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { filter, page, page_size: pageSize } = parsed.value;
  const principal = await deskStaff(scope);
  if (filter.branch_id) {
    const branch = await scope.catalog.branch(scope.brand.id, filter.branch_id);
    if (!branch) throw new AppError('branch.notFound', { branch: filter.branch_id });
    guard(principal, 'read', 'audit_log', { brandId: branch.brand_id, branchId: branch.id });
  }
  return findAuditPage(scope.db, {
    brandId: scope.brand.id,
    reach: staffReach(principal, 'read', 'audit_log'),
    filter,
    page,
    pageSize,
  });
}
