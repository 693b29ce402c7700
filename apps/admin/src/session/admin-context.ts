import type { StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { useOutletContext } from 'react-router';
import type { SignedInStaff } from './staff-auth-api';

/** What the layout hands every signed-in page: who is at the desk and the branch they picked. */
export interface AdminContext {
  staff: SignedInStaff;
  branch: StaffBranchFieldsFragment | undefined;
  branches: StaffBranchFieldsFragment[];
}

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}
