// The booking rules applied to a booking at a branch, as prebook and orderSummary both need them: one check,
// so what the summary prices is what prebook would take (docs/product-rules.md, Booking).
import { toBranchLocal, validateBooking, type Guest } from '@sabai/booking-rules';
import { bookingCourses } from '../course/member-courses';
import { rulesRefused } from '../core/app-error';
import { bookingOptionsOf } from '../core/principal';
import type { Scope } from '../core/scope';
import { rulesBranch, rulesCatalog } from './rules-adapters';

type BranchRow = NonNullable<Awaited<ReturnType<Scope['catalog']['branch']>>>;

export interface BookingAtBranch {
  date: string;
  time: number;
  guests: Guest[];
  promoCode: string | null;
  /** The booking being moved, whose own course usage does not count against it. */
  bookingId: string | null;
}

/** Checks the booking with the rules, at the branch's hours and the caller's options; throws the problems. */
export async function checkAtBranch(scope: Scope, branchRow: BranchRow, booking: BookingAtBranch) {
  const branch = rulesBranch(branchRow);
  const courses = await bookingCourses(scope, booking.guests, booking.bookingId);
  const catalog = rulesCatalog(await scope.catalog.productsAt(branch.id), courses);
  const now = toBranchLocal(scope.clock.now(), branchRow.time_zone);
  const checked = validateBooking(
    {
      branch,
      date: booking.date,
      time: booking.time,
      guests: booking.guests,
      catalog,
      promoCode: booking.promoCode,
    },
    now,
    bookingOptionsOf(await scope.principal(), scope.brand),
  );
  if (!checked.ok) throw rulesRefused(checked.problems);
  return { branch, checked };
}
