import { onlineBookingOptions, type BookingOptions } from './booking-options.js';
import { validateBookingTime, type TimeCode, type TimedGuest } from './booking-time.js';
import type { Branch } from './branch-hours.js';
import { isIsoDate, type IsoDate, type LocalDateTime, type MinuteOfDay } from './calendar.js';
import type { Catalog } from './catalog.js';
import { isCourseItemId } from './course-item-id.js';
import { courseUsageProblems } from './course-rules.js';
import { guestDerived, type Guest, type GuestDerived } from './guest.js';
import { problem, resultOf, type Problem, type Result } from './problems.js';
import { guestRuleProblems, type GuestCode } from './validate-guest.js';

/** A booking as the customer has put it together. */
export interface BookingInput {
  /** Null until the customer picks one ('A branch must be selected before proceeding'). */
  readonly branch: Branch | null;
  readonly date: IsoDate;
  readonly time: MinuteOfDay;
  readonly guests: readonly Guest[];
  readonly catalog: Catalog;
  readonly promoCode?: string | null | undefined;
}

/** The problems {@link validateBooking} can report. */
export type BookingCode =
  | GuestCode
  | TimeCode
  | 'branch_required'
  | 'guests_required'
  | 'too_many_guests'
  | 'course_expired'
  | 'course_volume_exceeded'
  | 'promo_with_course_items';

/**
 * The whole booking, as the server accepts it and the apps check it before sending: a branch; between
 * one and `maxGuests` guests; every guest's own rules (see validateGuest); courses not expired on the
 * date and with enough volume; no promo code with course items; and the time rules
 * ({@link validateBookingTime}) against `now`, the branch's wall clock.
 */
export function validateBooking(
  input: BookingInput,
  now: LocalDateTime,
  options: BookingOptions = onlineBookingOptions,
): Result<{ guests: GuestDerived[] }, BookingCode> {
  if (input.branch === null) return { ok: false, problems: [problem('branch_required', {})] };
  const problems: Problem<BookingCode>[] = [];
  const count = input.guests.length;
  if (count === 0) problems.push(problem('guests_required', {}));
  if (count > options.maxGuests) problems.push(problem('too_many_guests', { max: options.maxGuests, count }));
  const derived: GuestDerived[] = [];
  const timed: TimedGuest[] = [];
  for (const guest of input.guests) {
    const resolved = guestDerived(guest, input.catalog);
    if (!resolved.ok) {
      problems.push(...resolved.problems);
      continue;
    }
    derived.push(resolved.derived);
    timed.push({ ...resolved.derived, start: guest.start });
    problems.push(...guestRuleProblems(guest, resolved.derived, input.catalog, options.akasuriTag));
  }
  if (isIsoDate(input.date)) problems.push(...courseUsageProblems(input.guests, input.catalog, input.date));
  const hasCourseItems = input.guests.some((guest) => guest.treatments.some(isCourseItemId));
  if (hasCourseItems && (input.promoCode ?? '') !== '') problems.push(problem('promo_with_course_items', {}));
  const time = validateBookingTime(
    { branch: input.branch, date: input.date, time: input.time, guests: timed },
    now,
    options,
  );
  if (!time.ok) problems.push(...time.problems);
  return resultOf(problems, { guests: derived });
}
