// The desk's branch, remembered on this computer (localStorage), so a reload or a new sign-in opens the
// same branch's day.
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export const BRANCH_STORAGE_KEY = 'sabai.admin.branch';

export const branchIdAtom = atomWithStorage<string | null>(
  BRANCH_STORAGE_KEY,
  null,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);
