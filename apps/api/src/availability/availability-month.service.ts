// availabilityMonth (docs/api.md, Availability): for the calendar, whether each day of a month has a start time
// the party can get without treatments chosen yet. One query for the month's holds; only the days from today
// to the booking horizon are answered (the others cannot be booked at all).
import { beyondHorizon, bookingTimeSlots, toBranchLocal } from '@sabai/booking-rules';
import { parseInput } from '@sabai/validation';
import { rulesBranch, rulesCatalog } from '../booking/rules-adapters';
import { branchCapacity } from '../booking/capacity.repository';
import { inputRefused } from '../core/app-error';
import { bookingOptionsOf } from '../core/principal';
import type { Scope } from '../core/scope';
import { availabilityMonthInputSchema } from './availability-input.schema';
import { usedPlacesByDay } from './availability.repository';
import { branchOrRefuse, refuseGuestCount } from './availability.service';
import { freeTimes } from './free-times';
import { countPlan } from './party-plan';

export interface DayMark {
  date: string;
  hasFree: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function daysOf(month: string): string[] {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`);
}

export async function availabilityMonth(scope: Scope, rawInput: unknown): Promise<DayMark[]> {
  const parsed = parseInput(availabilityMonthInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const branchRow = await branchOrRefuse(scope, input.branch_id);
  const options = bookingOptionsOf(await scope.principal(), scope.brand);
  refuseGuestCount(input.guest_count, options.maxGuests);
  const now = toBranchLocal(scope.clock.now(), branchRow.time_zone);
  const days = daysOf(input.month);
  const bookable = days.filter(
    (day) => day >= now.date && !beyondHorizon(day, now.date, scope.brand.bookingHorizonDays),
  );
  if (bookable.length === 0) return [];

  const plan = countPlan(input.guest_count, rulesCatalog(await scope.catalog.productsAt(branchRow.id)));
  const branch = rulesBranch(branchRow);
  const [usedByDay, capacity] = await Promise.all([
    usedPlacesByDay(scope.db, branchRow.id, bookable[0] as string, bookable[bookable.length - 1] as string),
    branchCapacity(scope.db, branchRow.id),
  ]);
  const free = new Set(
    bookable.filter((day) => {
      const slots = bookingTimeSlots(branch, day, now, { ...options, durationMin: plan.durationMin });
      if (!slots.ok) return false;
      return freeTimes(slots.slots, plan.needsAt, usedByDay.get(day) ?? new Map(), capacity).some(
        (t) => t.isFree,
      );
    }),
  );
  return bookable.map((date) => ({ date, hasFree: free.has(date) }));
}
