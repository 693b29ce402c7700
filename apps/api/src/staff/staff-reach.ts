// How far a staff account's permission reaches, as data a query can filter by (docs/access.md, Reach): a
// list is kept to the account's grants in SQL (`where branch_id in …`), never loaded whole and filtered
// afterwards. Read from the same permission table as `can`, so the list and the one-row guard agree.
import { PERMISSIONS, type Action, type Subject } from '@sabai/access';
import type { Principal } from '../core/principal';

export interface StaffReach {
  /** An owner's reach: every brand. */
  all: boolean;
  /** Brands reached whole (a brand admin's). */
  brandIds: string[];
  /** Branches reached one by one (branch staff's). */
  branchIds: string[];
}

export function staffReach(principal: Principal, action: Action, subject: Subject): StaffReach {
  const reach: StaffReach = { all: false, brandIds: [], branchIds: [] };
  if (principal.kind !== 'staff') return reach;
  for (const grant of principal.grants)
    for (const [a, s, how] of PERMISSIONS[grant.role]) {
      if (a !== action || s !== subject) continue;
      if (how === 'all') reach.all = true;
      if (how === 'brand') reach.brandIds.push(...grant.brandIds);
      if (how === 'branch') reach.branchIds.push(...grant.branchIds);
    }
  return reach;
}

/** Whether the reach covers a brand's rows at all (the whole brand, or some of its branches). */
export const reachesNothing = (reach: StaffReach) =>
  !reach.all && reach.brandIds.length === 0 && reach.branchIds.length === 0;
