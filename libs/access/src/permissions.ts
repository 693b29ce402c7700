// The permission table: for each kind of caller (and each staff role), the actions it may take on a
// subject and how far that reaches. Adding a feature adds rows here, not checks spread over the code.
import type { ActorKind, StaffRole } from './actor';

export type Action =
  'create' | 'read' | 'pay' | 'cancel' | 'check_in' | 'complete' | 'no_show' | 'refund' | 'manage' | 'top_up';

export type Subject =
  | 'booking'
  | 'catalog'
  | 'member_account'
  | 'member_funds'
  | 'staff'
  | 'device'
  | 'report'
  | 'audit_log'
  | 'message';

/**
 * How far a permission reaches:
 * - any: whatever the target;
 * - holder: a booking whose secret token the caller showed;
 * - own: the caller's own (a member's bookings, account, wallet);
 * - device_branch: the kiosk's own branch;
 * - branch / brand: the staff grant's branches or brands;
 * - all: everything, every brand.
 */
export type Reach = 'any' | 'holder' | 'own' | 'device_branch' | 'branch' | 'brand' | 'all';

export type Permission = readonly [Action, Subject, Reach];

type Holder = Exclude<ActorKind, 'staff'> | StaffRole;

const customer: readonly Permission[] = [
  ['read', 'catalog', 'any'],
  ['create', 'booking', 'any'],
  ['read', 'booking', 'holder'],
  ['pay', 'booking', 'holder'],
  // Within the brand's cut-off (docs/product-rules.md, Changes by the customer), which the service checks.
  ['cancel', 'booking', 'holder'],
];

const desk = (reach: 'branch' | 'brand'): readonly Permission[] => [
  ['read', 'catalog', reach],
  ['create', 'booking', reach],
  ['read', 'booking', reach],
  ['pay', 'booking', reach],
  ['check_in', 'booking', reach],
  ['complete', 'booking', reach],
  ['no_show', 'booking', reach],
  ['cancel', 'booking', reach],
  ['read', 'member_account', reach],
  // Who did what at the desk's branches, or the brand's (docs/access.md, Permission table).
  ['read', 'audit_log', reach],
  // Money taken at the counter (cash, card terminal, transfer) into a member's wallet, at the desk's branch.
  ['top_up', 'member_funds', reach],
];

export const PERMISSIONS: Readonly<Record<Holder, readonly Permission[]>> = {
  guest: customer,
  member: [
    ...customer,
    ['read', 'booking', 'own'],
    ['pay', 'booking', 'own'],
    ['cancel', 'booking', 'own'],
    ['read', 'member_account', 'own'],
    ['manage', 'member_account', 'own'],
    ['read', 'member_funds', 'own'],
    ['pay', 'member_funds', 'own'],
  ],
  kiosk: [
    ['read', 'catalog', 'device_branch'],
    ['create', 'booking', 'device_branch'],
    // Self check-in with the booking's QR (its secret), at the device's branch.
    ['check_in', 'booking', 'device_branch'],
    ['read', 'booking', 'holder'],
    ['pay', 'booking', 'holder'],
  ],
  branch_staff: desk('branch'),
  brand_admin: [
    ...desk('brand'),
    ['refund', 'booking', 'brand'],
    ['manage', 'catalog', 'brand'],
    ['manage', 'device', 'brand'],
    ['manage', 'staff', 'brand'],
    ['read', 'report', 'brand'],
    ['manage', 'member_funds', 'brand'],
    // A member's data rights (PDPA: export, erase), asked at a branch of the brand (docs/access.md, Members at the desk).
    ['manage', 'member_account', 'brand'],
    // Messages to the brand's customers and staff that did not go, sent again (docs/product-rules.md, Messages).
    ['manage', 'message', 'brand'],
  ],
  owner: [
    ['read', 'catalog', 'all'],
    ['create', 'booking', 'all'],
    ['read', 'booking', 'all'],
    ['pay', 'booking', 'all'],
    ['check_in', 'booking', 'all'],
    ['complete', 'booking', 'all'],
    ['no_show', 'booking', 'all'],
    ['cancel', 'booking', 'all'],
    ['refund', 'booking', 'all'],
    ['manage', 'catalog', 'all'],
    ['manage', 'device', 'all'],
    ['manage', 'staff', 'all'],
    ['read', 'report', 'all'],
    ['read', 'audit_log', 'all'],
    ['read', 'member_account', 'all'],
    ['manage', 'member_account', 'all'],
    ['manage', 'member_funds', 'all'],
    ['top_up', 'member_funds', 'all'],
    ['manage', 'message', 'all'],
  ],
};
