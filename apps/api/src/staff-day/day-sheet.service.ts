// daySheet (docs/product-rules.md, The day at the branch): a branch's bookings of one date that hold or
// held places, in time order, with their guests, end, money, and the places taken per 15-minute bucket
// of the open hours. A read: no locks (the sheet is a view; the moves decide under their own locks).
import { capacityBucketMin, usageKey } from '@sabai/booking-rules';
import { daySheetInputSchema, parseInput } from '@sabai/validation';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { placeTakingHolds, usedPlaces } from '../booking/capacity.repository';
import type { BookingRow } from '../booking/booking.repository';
import { rulesBranch } from '../booking/rules-adapters';
import { deskGuests, type DeskGuests } from './desk-guests';
import { deskMoney, paidOrdersOf, type DeskMoney } from './desk-money';
import { deskStaff } from './desk-scope';

type BranchRow = NonNullable<Awaited<ReturnType<Scope['catalog']['branch']>>>;

/** The states a day sheet lists whatever the time (a pending booking only while its hold is live). */
const SHEET_STATES = ['paid', 'checked_in', 'completed', 'no_show'] as const;

export interface DayBookingData extends DeskGuests, DeskMoney {
  row: BookingRow;
}

export interface DayBucketData {
  minute: number;
  spaUsed: number;
  onsenUsed: number;
}

export interface DaySheetData {
  branch: BranchRow;
  date: string;
  bookings: DayBookingData[];
  buckets: DayBucketData[];
}

export async function daySheet(scope: Scope, rawInput: unknown): Promise<DaySheetData> {
  const parsed = parseInput(daySheetInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { branch_id: branchId, date } = parsed.value;
  const principal = await deskStaff(scope);
  const branch = await scope.catalog.branch(scope.brand.id, branchId);
  if (!branch) throw new AppError('branch.notFound', { branch: branchId });
  guard(principal, 'read', 'booking', { brandId: branch.brand_id, branchId: branch.id });
  const rows = await dayBookings(scope, branch.id, date);
  const [guests, paid] = await Promise.all([
    deskGuests(scope, branch.id, rows),
    paidOrdersOf(
      scope.db,
      rows.map((row) => row.id),
    ),
  ]);
  const bookings = rows.map((row) => ({
    row,
    ...(guests.get(row.id) as DeskGuests),
    ...deskMoney(row, paid.get(row.id)),
  }));
  return { branch, date, bookings, buckets: await dayBuckets(scope, branch, date) };
}

/**
 * The branch's bookings of the date in the sheet's states, and the pending ones whose hold is live now:
 * those the capacity count takes (placeTakingHolds), so the sheet and the count agree.
 */
function dayBookings(scope: Scope, branchId: string, date: string): Promise<BookingRow[]> {
  const livePending = placeTakingHolds(scope.db)
    .select('b.id')
    .where('b.state', '=', 'pending')
    .where('h.branch_id', '=', branchId)
    .where('h.day', '=', date);
  return scope.db
    .selectFrom('bookings')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('date', '=', date)
    .where((eb) => eb.or([eb('state', 'in', SHEET_STATES), eb('id', 'in', livePending)]))
    .orderBy('time_min')
    .orderBy('created_at')
    .execute();
}

/** Places taken per bucket of the open hours, as the capacity count sees them now. */
async function dayBuckets(scope: Scope, branch: BranchRow, date: string): Promise<DayBucketData[]> {
  const used = await usedPlaces(scope.db, branch.id, date);
  const { openTime, closeTime } = rulesBranch(branch);
  const first = Math.floor(openTime / capacityBucketMin) * capacityBucketMin;
  const buckets: DayBucketData[] = [];
  for (let minute = first; minute < closeTime; minute += capacityBucketMin) {
    buckets.push({
      minute,
      spaUsed: used.get(usageKey('spa', minute)) ?? 0,
      onsenUsed: used.get(usageKey('onsen', minute)) ?? 0,
    });
  }
  return buckets;
}
