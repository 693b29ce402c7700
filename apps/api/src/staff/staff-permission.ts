// The endpoint's check of a declared requirement (staff-operations.ts) against the caller, before the
// resolver: the role's permissions, whatever their reach; the resolver then checks the reach with guard().
import { PERMISSIONS, type Action, type Subject } from '@sabai/access';
import { AppError } from '../core/app-error';
import type { Principal } from '../core/principal';
import type { StaffRequirement } from './staff-operations';

/** Whether any grant of a staff principal holds the permission, for some brand or branch. */
export function holdsPermission(principal: Principal, action: Action, subject: Subject): boolean {
  if (principal.kind !== 'staff') return false;
  return principal.grants.some((grant) =>
    PERMISSIONS[grant.role].some(([a, s]) => a === action && s === subject),
  );
}

/** Throws login.unauthenticated without a staff session, login.notAuthorized without the permission. */
export function checkRequirement(principal: Principal, requirement: StaffRequirement): void {
  if (requirement === 'anyone') return;
  if (principal.kind !== 'staff') throw new AppError('login.unauthenticated');
  if (requirement === 'signed-in') return;
  if (!holdsPermission(principal, requirement[0], requirement[1])) throw new AppError('login.notAuthorized');
}
