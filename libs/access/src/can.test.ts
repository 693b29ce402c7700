import type { Actor } from './actor';
import { can } from './can';
import type { Action, Subject } from './permissions';
import type { Target } from './can';

const guest: Actor = { kind: 'guest' };
const ploy: Actor = { kind: 'member', userId: 'u-ploy' };
const kiosk: Actor = { kind: 'kiosk', deviceId: 'd-1', branchId: 'asok' };
const desk: Actor = {
  kind: 'staff',
  staffId: 's-1',
  grants: [{ role: 'branch_staff', brandIds: [], branchIds: ['asok'] }],
};
const admin: Actor = {
  kind: 'staff',
  staffId: 's-2',
  grants: [{ role: 'brand_admin', brandIds: ['yuzen'], branchIds: [] }],
};
const owner: Actor = {
  kind: 'staff',
  staffId: 's-3',
  grants: [{ role: 'owner', brandIds: [], branchIds: [] }],
};

const booking = (extra: Target = {}): Target => ({ brandId: 'yuzen', branchId: 'asok', ...extra });

it.each<[string, Actor, Action, Subject, Target, boolean]>([
  ['a guest reads the catalogue', guest, 'read', 'catalog', {}, true],
  ['a guest books', guest, 'create', 'booking', {}, true],
  ['a guest with the token reads the booking', guest, 'read', 'booking', booking({ holdsToken: true }), true],
  ['a guest with an id alone reads nothing', guest, 'read', 'booking', booking(), false],
  ['a guest cannot check in', guest, 'check_in', 'booking', booking({ holdsToken: true }), false],
  ['a member reads their own booking', ploy, 'read', 'booking', booking({ ownerId: 'u-ploy' }), true],
  ["a member cannot read another's booking", ploy, 'read', 'booking', booking({ ownerId: 'u-niran' }), false],
  ['a member pays with their own wallet', ploy, 'pay', 'member_funds', { ownerId: 'u-ploy' }, true],
  ['a kiosk books at its branch', kiosk, 'create', 'booking', { branchId: 'asok' }, true],
  ['a kiosk cannot book at another branch', kiosk, 'create', 'booking', { branchId: 'thonglor' }, false],
  ['a kiosk checks a booking in at its branch', kiosk, 'check_in', 'booking', { branchId: 'asok' }, true],
  ['a kiosk checks nothing in elsewhere', kiosk, 'check_in', 'booking', { branchId: 'thonglor' }, false],
  ['a kiosk cannot cancel', kiosk, 'cancel', 'booking', { branchId: 'asok' }, false],
  ['branch staff check in at their branch', desk, 'check_in', 'booking', booking(), true],
  [
    'branch staff cannot check in elsewhere',
    desk,
    'check_in',
    'booking',
    booking({ branchId: 'nimman' }),
    false,
  ],
  ['branch staff cannot refund', desk, 'refund', 'booking', booking(), false],
  ['a brand admin refunds in the brand', admin, 'refund', 'booking', booking(), true],
  [
    'a brand admin cannot act for another brand',
    admin,
    'cancel',
    'booking',
    booking({ brandId: 'baan' }),
    false,
  ],
  ['a brand admin edits the catalogue of the brand', admin, 'manage', 'catalog', { brandId: 'yuzen' }, true],
  ['the owner manages staff anywhere', owner, 'manage', 'staff', { brandId: 'baan' }, true],
  ['a missing fact grants nothing', desk, 'read', 'booking', {}, false],
  ['branch staff top up a wallet at their branch', desk, 'top_up', 'member_funds', booking(), true],
  [
    'branch staff cannot top up at another branch',
    desk,
    'top_up',
    'member_funds',
    booking({ branchId: 'nimman' }),
    false,
  ],
  ['a brand admin tops up in the brand', admin, 'top_up', 'member_funds', booking(), true],
  [
    'a brand admin cannot top up for another brand',
    admin,
    'top_up',
    'member_funds',
    booking({ brandId: 'baan' }),
    false,
  ],
  ['the owner tops up anywhere', owner, 'top_up', 'member_funds', { brandId: 'baan', branchId: 'x' }, true],
  [
    'a member cannot top up their own wallet at a desk',
    ploy,
    'top_up',
    'member_funds',
    { ownerId: 'u-ploy' },
    false,
  ],
  ['a kiosk cannot top up', kiosk, 'top_up', 'member_funds', { branchId: 'asok' }, false],
  ['branch staff read a member at their branch', desk, 'read', 'member_account', booking(), true],
])('%s', (_, actor, action, subject, target, expected) => {
  expect(can(actor, action, subject, target)).toBe(expected);
});

it('adds the reach of every grant an account holds', () => {
  const both: Actor = {
    kind: 'staff',
    staffId: 's-4',
    grants: [
      { role: 'branch_staff', brandIds: [], branchIds: ['asok'] },
      { role: 'brand_admin', brandIds: ['baan'], branchIds: [] },
    ],
  };
  expect(can(both, 'check_in', 'booking', booking())).toBe(true);
  expect(can(both, 'refund', 'booking', booking())).toBe(false);
  expect(can(both, 'refund', 'booking', { brandId: 'baan', branchId: 'x' })).toBe(true);
});
