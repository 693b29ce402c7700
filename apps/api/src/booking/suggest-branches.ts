// When a booking does not fit, other branches of the brand in the same pool, and in the same province,
// that could take the whole booking at the same time (docs/product-rules.md, Capacity). Read without locks: a suggestion
// is advice; the prebook at the chosen branch decides.
import {
  allocateGuests,
  guestCapacityNeeds,
  toBranchLocal,
  validateBooking,
  type BookingOptions,
  type Guest,
} from '@sabai/booking-rules';
import type { PrebookInput } from '@sabai/validation';
import { bookingOptionsOf } from '../core/principal';
import type { Scope } from '../core/scope';
import { branchCapacity, usedPlaces } from './capacity.repository';
import { rulesBranch, rulesCatalog } from './rules-adapters';
import { bookingCourses } from '../course/member-courses';

type BranchRow = NonNullable<Awaited<ReturnType<Scope['catalog']['branch']>>>;

export interface Suggestions {
  pool: BranchRow[];
  province: BranchRow[];
}

async function canTake(
  scope: Scope,
  candidate: BranchRow,
  input: PrebookInput,
  guests: Guest[],
  options: BookingOptions,
): Promise<boolean> {
  const courses = await bookingCourses(scope, guests, input.id ?? null);
  const catalog = rulesCatalog(await scope.catalog.productsAt(candidate.id), courses);
  const { date, time } = input.date_time;
  const now = toBranchLocal(scope.clock.now(), candidate.time_zone);
  const checked = validateBooking(
    { branch: rulesBranch(candidate), date, time, guests, catalog, promoCode: input.promo_code ?? null },
    now,
    options,
  );
  if (!checked.ok) return false;
  const needs = checked.guests.map((derived, i) =>
    guestCapacityNeeds(derived, (guests[i] as Guest).start, time),
  );
  const used = await usedPlaces(scope.db, candidate.id, date);
  return allocateGuests(needs, used, await branchCapacity(scope.db, candidate.id)).every(Boolean);
}

export async function suggestBranches(
  scope: Scope,
  from: BranchRow,
  input: PrebookInput,
  guests: Guest[],
): Promise<Suggestions> {
  const { branches } = await scope.catalog.branchesOf(scope.brand.id);
  const near = branches.filter(
    (b) => b.id !== from.id && (b.pool === from.pool || b.province_code === from.province_code),
  );
  const able = new Set<string>();
  const options = bookingOptionsOf(await scope.principal(), scope.brand);
  for (const candidate of near)
    if (await canTake(scope, candidate, input, guests, options)) able.add(candidate.id);
  return {
    pool: near.filter((b) => able.has(b.id) && b.pool === from.pool),
    province: near.filter((b) => able.has(b.id) && b.province_code === from.province_code),
  };
}
