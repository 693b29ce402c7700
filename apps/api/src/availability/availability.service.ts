// availability (docs/api.md, Availability; docs/product-rules.md, Availability): the start times of a day the
// whole party can get, counted as prebook counts, at the branch's hours and the caller's advance time. Read
// without locks: it is advice, and prebook decides under the branch's lock.
import {
  bookingTimeSlots,
  toBranchLocal,
  validateBookingTime,
  type Guest,
  type MinuteOfDay,
} from '@sabai/booking-rules';
import { parseInput } from '@sabai/validation';
import { rulesBranch, rulesCatalog } from '../booking/rules-adapters';
import { refuseBeyondHorizon } from '../booking/booking-horizon';
import { branchCapacity, usedPlaces } from '../booking/capacity.repository';
import { bookingCourses } from '../course/member-courses';
import { AppError, inputRefused } from '../core/app-error';
import { bookingOptionsOf } from '../core/principal';
import type { Scope } from '../core/scope';
import { availabilityInputSchema, type AvailabilityInput } from './availability-input.schema';
import { findHeldBooking } from '../booking/booking.repository';
import { guestsAt } from '../booking/stored-guests';
import { freeTimes, type TimeAnswer } from './free-times';
import { countPlan, guestsPlan } from './party-plan';

export type BranchRow = NonNullable<Awaited<ReturnType<Scope['catalog']['branch']>>>;

export interface DayAvailability {
  date: string;
  times: TimeAnswer[];
}

/** The branch of the request's brand, or branch.notFound. */
export async function branchOrRefuse(scope: Scope, branchId: string): Promise<BranchRow> {
  const branchRow = await scope.catalog.branch(scope.brand.id, branchId);
  if (!branchRow) throw new AppError('branch.notFound', { branch: branchId });
  return branchRow;
}

/** More guests than one booking may hold is refused here, as prebook would. */
export function refuseGuestCount(guestCount: number, maxGuests: number): void {
  if (guestCount > maxGuests) throw inputRefused([{ field: 'guest_count', message: 'guest_count.invalid' }]);
}

/**
 * The party asked about: the input's guests, or those of the booking being moved (docs/product-rules.md,
 * Changes by the customer), whose own places then count as free.
 */
async function partyOf(scope: Scope, input: AvailabilityInput) {
  if (!input.booking_id) return { guests: input.treatments, time: input.time, guestCount: input.guest_count };
  const row = await findHeldBooking(scope, input.booking_id, input.token, 'cancel');
  if (!row || row.branch_id !== input.branch_id) throw new AppError('booking.notFound');
  return { guests: guestsAt(row, row.time_min), time: row.time_min, guestCount: row.guest_count, row };
}

export async function availability(scope: Scope, rawInput: unknown): Promise<DayAvailability> {
  const parsed = parseInput(availabilityInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const branchRow = await branchOrRefuse(scope, input.branch_id);
  refuseBeyondHorizon(scope, input.date, branchRow.time_zone);
  const options = bookingOptionsOf(await scope.principal(), scope.brand);
  const party = await partyOf(scope, input);
  refuseGuestCount(party.guestCount, options.maxGuests);
  const guests: Guest[] | null = party.guests;
  if (guests && guests.length !== party.guestCount)
    throw inputRefused([{ field: 'guest_count', message: 'guest_count.mismatch' }]);

  const courses = await bookingCourses(scope, guests ?? [], party.row?.id ?? null);
  const catalog = rulesCatalog(await scope.catalog.productsAt(branchRow.id), courses);
  const plan = guests ? guestsPlan(guests, party.time, catalog) : countPlan(party.guestCount, catalog);
  const branch = rulesBranch(branchRow);
  const now = toBranchLocal(scope.clock.now(), branchRow.time_zone);
  const slots = bookingTimeSlots(branch, input.date, now, { ...options, durationMin: plan.durationMin });
  if (!slots.ok) return { date: input.date, times: [] };
  // With chosen start times, a time is offered only when every guest's visit fits the day's rules there.
  const offered = slots.slots.filter(
    (time: MinuteOfDay) =>
      !guests ||
      validateBookingTime({ branch, date: input.date, time, guests: plan.timedAt(time) }, now, options).ok,
  );
  // One query for every bucket of the day, whatever the number of times asked.
  const [used, capacity] = await Promise.all([
    usedPlaces(scope.db, branchRow.id, input.date, party.row?.id),
    branchCapacity(scope.db, branchRow.id),
  ]);
  return { date: input.date, times: freeTimes(offered, plan.needsAt, used, capacity) };
}
