// Scenario builders for the admin app's tests: the staff contract's answers in a line each.
import type {
  DaySheetQuery,
  StaffBookingQuery,
  StaffBranchFieldsFragment,
  StaffMeQuery,
} from '@sabai/graphql/staff';

export type TestStaff = NonNullable<StaffMeQuery['staffMe']>;
export type TestDaySheet = DaySheetQuery['daySheet'];
export type TestDayBooking = TestDaySheet['bookings'][number];
export type TestStaffBooking = StaffBookingQuery['staffBooking'];

export const aStaff = (overrides: Partial<TestStaff> = {}): TestStaff => ({
  id: 'staff-1',
  name: 'Nok Desk',
  email: 'desk@yuzen.test',
  totp_enabled: false,
  grants: [{ role: 'branch_staff', brand_ids: [], branch_ids: ['sukhumvit'] }],
  ...overrides,
});

export const aStaffBranch = (
  overrides: Partial<StaffBranchFieldsFragment> = {},
): StaffBranchFieldsFragment => ({
  id: 'sukhumvit',
  name: 'Yuzen Sukhumvit',
  brand_id: 'yuzen',
  brand_name: 'Yuzen',
  time_zone: 'Asia/Bangkok',
  open_time: '10:00:00',
  close_time: '22:00:00',
  spa_capacity: 8,
  onsen_capacity: 20,
  ...overrides,
});

export const aDayBooking = (overrides: Partial<TestDayBooking> = {}): TestDayBooking => ({
  id: 'b1',
  booking_no: 'YU2611240001',
  state: 'paid',
  channel: 'isbs',
  time: '10:00:00',
  end_time: '11:30:00',
  guest_count: 1,
  contact_name: 'Ploy Suksawat',
  guests: [{ no: 1, name: 'Ploy', treatments: ['Thai massage 90 min'] }],
  paid: 1200,
  owed: 0,
  ...overrides,
});

export const aDaySheet = (overrides: Partial<TestDaySheet> = {}): TestDaySheet => ({
  branch: aStaffBranch(),
  date: '2026-11-24',
  bookings: [aDayBooking()],
  buckets: [
    { time: '10:00:00', spa_used: 1, spa_capacity: 8, onsen_used: 0, onsen_capacity: 20 },
    { time: '10:15:00', spa_used: 2, spa_capacity: 8, onsen_used: 4, onsen_capacity: 20 },
    { time: '11:00:00', spa_used: 8, spa_capacity: 8, onsen_used: 0, onsen_capacity: 20 },
  ],
  ...overrides,
});

export const aStaffBooking = (overrides: Partial<TestStaffBooking> = {}): TestStaffBooking => ({
  id: 'b1',
  booking_no: 'YU2611240001',
  state: 'paid',
  channel: 'isbs',
  branch: aStaffBranch(),
  date: '2026-11-24',
  time: '10:00:00',
  guest_count: 1,
  guests: [{ no: 1, name: 'Ploy', treatments: ['Thai massage 90 min'] }],
  contact_name: 'Ploy Suksawat',
  contact_phone: '0812345678',
  contact_email: 'ploy@example.com',
  member_id: null,
  request: null,
  tax_invoice: null,
  issued_tax_invoice: null,
  paid: 1200,
  owed: 0,
  payments: [
    {
      id: 'p1',
      status: 'paid',
      method: 'card',
      amount: 1200,
      reason: null,
      created_at: '2026-11-23T03:00:00.000Z',
    },
  ],
  history: [{ at: '2026-11-23T03:00:00.000Z', action: 'pay', by: 'customer', detail: null }],
  actions: ['check_in', 'no_show', 'cancel'],
  ...overrides,
});
