// The callers Sabai knows (docs/access.md). The server resolves each request to one of them once; the apps
// hold the same shape for the signed-in user, so both read one permission table.

/** Staff roles (docs/access.md): owner (every brand), brand_admin (its brands), branch_staff (its branches). */
export type StaffRole = 'owner' | 'brand_admin' | 'branch_staff';

/** One scope of a staff account; an account may hold several. */
export interface StaffGrant {
  role: StaffRole;
  brandIds: readonly string[];
  branchIds: readonly string[];
}

export type Actor =
  | { kind: 'guest' }
  | { kind: 'member'; userId: string }
  | { kind: 'staff'; staffId: string; grants: readonly StaffGrant[] }
  /** A paired kiosk device, bound to one branch. */
  | { kind: 'kiosk'; deviceId: string; branchId: string };

export type ActorKind = Actor['kind'];

export const guestActor: Actor = { kind: 'guest' };
