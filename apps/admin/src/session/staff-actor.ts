// The signed-in staff as libs/access reads a caller, so the app hides what the server would refuse
// (docs/access.md, Permission table): one table for both.
import type { Actor } from '@sabai/access';
import type { SignedInStaff } from './staff-auth-api';

export function staffActor(staff: SignedInStaff): Actor {
  return {
    kind: 'staff',
    staffId: staff.id,
    grants: staff.grants.map((g) => ({ role: g.role, brandIds: g.brand_ids, branchIds: g.branch_ids })),
  };
}
