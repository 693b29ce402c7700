// One guard for every caller: the server refuses with it, the apps hide with it.
import type { Actor, StaffGrant } from './actor';
import { PERMISSIONS, type Action, type Permission, type Reach, type Subject } from './permissions';

/** What the permission is asked about; a reach that needs a fact the target lacks is not granted. */
export interface Target {
  brandId?: string;
  branchId?: string;
  /** The member who owns the booking or account. */
  ownerId?: string | null;
  /** The caller showed the booking's secret token. */
  holdsToken?: boolean;
}

function reaches(reach: Reach, actor: Actor, grant: StaffGrant | null, target: Target): boolean {
  switch (reach) {
    case 'any':
    case 'all':
      return true;
    case 'holder':
      return target.holdsToken === true;
    case 'own':
      return actor.kind === 'member' && target.ownerId === actor.userId;
    case 'device_branch':
      return actor.kind === 'kiosk' && target.branchId === actor.branchId;
    case 'branch':
      return target.branchId !== undefined && grant !== null && grant.branchIds.includes(target.branchId);
    case 'brand':
      return target.brandId !== undefined && grant !== null && grant.brandIds.includes(target.brandId);
  }
}

/** The caller's permissions, each with the staff grant it comes from (null for other callers). */
function permissionsOf(actor: Actor): { permission: Permission; grant: StaffGrant | null }[] {
  if (actor.kind !== 'staff')
    return PERMISSIONS[actor.kind].map((permission) => ({ permission, grant: null }));
  return actor.grants.flatMap((grant) =>
    PERMISSIONS[grant.role].map((permission) => ({ permission, grant })),
  );
}

export function can(actor: Actor, action: Action, subject: Subject, target: Target = {}): boolean {
  return permissionsOf(actor).some(
    ({ permission: [a, s, reach], grant }) =>
      a === action && s === subject && reaches(reach, actor, grant, target),
  );
}
