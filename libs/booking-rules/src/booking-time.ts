import type { BookingOptions } from './booking-options.js';
import { assertBranchHours, dateProblems, type BranchHours, type DateCode } from './branch-hours.js';
import {
  minutesBetween,
  minutesPerDay,
  type IsoDate,
  type LocalDateTime,
  type MinuteOfDay,
} from './calendar.js';
import { partStarts, type GuestDerived, type GuestStart } from './guest.js';
import { problem, type Problem, type Result } from './problems.js';

/** What the time rules need of a guest: its start times and how long its onsen and spa parts last. */
export type TimedGuest = Pick<GuestDerived, 'no' | 'hasOnsenFee' | 'onsenDurationMin' | 'spaDurationMin'> & {
  readonly start: GuestStart;
};

/** The date, time and guests of a booking, for {@link validateBookingTime}. */
export interface BookingTimeInput {
  readonly branch: BranchHours;
  readonly date: IsoDate;
  readonly time: MinuteOfDay;
  readonly guests: readonly TimedGuest[];
}

/** The problems {@link validateBookingTime} can report. */
export type TimeCode =
  | DateCode
  | 'time_invalid'
  | 'time_not_on_slot'
  | 'outside_opening_hours'
  | 'advance_time_required'
  | 'guest_start_before_booking_time'
  | 'ends_after_closing';

/**
 * The intervals a guest occupies: the onsen from its onsen start, the spa from its spa start (missing
 * starts follow the booking as capacity counts them: onsen first, then spa). An end may pass 1440 when
 * the treatments would run past midnight.
 */
function guestIntervals(guest: TimedGuest, time: MinuteOfDay): { start: MinuteOfDay; end: MinuteOfDay }[] {
  const intervals: { start: MinuteOfDay; end: MinuteOfDay }[] = [];
  const starts = partStarts(guest.start, guest.onsenDurationMin, time);
  if (guest.hasOnsenFee) intervals.push({ start: starts.onsen, end: starts.onsen + guest.onsenDurationMin });
  if (!guest.hasOnsenFee || guest.spaDurationMin > 0) {
    intervals.push({ start: starts.spa, end: starts.spa + guest.spaDurationMin });
  }
  return intervals;
}

/**
 * A guest whose treatments end after closing. One that would run past midnight (at a branch closing at
 * 00:00, say) is reported at the clock time it would end the next day, 01:30 as 90 with `pastMidnight`, so
 * every time parameter stays a minute of the day that formatTimeOfDay can show.
 */
function endsAfterClosing(guest: number, end: number, closeTime: MinuteOfDay): Problem<'ends_after_closing'> {
  const pastMidnight = end > minutesPerDay;
  return problem('ends_after_closing', {
    guest,
    end: pastMidnight ? end % minutesPerDay : end,
    closeTime,
    pastMidnight,
  });
}

function guestProblems(guest: TimedGuest, time: MinuteOfDay, closeTime: MinuteOfDay): Problem<TimeCode>[] {
  const intervals = guestIntervals(guest, time);
  const problems: Problem<TimeCode>[] = [];
  const start = Math.min(...intervals.map((interval) => interval.start));
  const end = Math.max(...intervals.map((interval) => interval.end));
  if (start < time) {
    problems.push(problem('guest_start_before_booking_time', { guest: guest.no, start, time }));
  }
  if (end > closeTime) problems.push(endsAfterClosing(guest.no, end, closeTime));
  return problems;
}

/**
 * Booking time rules (docs/product-rules.md, Advance time and start times): the branch is open that day; the
 * time is on the slot grid, within opening hours, and at least `advanceMin` after `now`; no guest starts
 * before the booking time; every guest's treatments end by closing time. A guest without a chosen start uses
 * the booking time.
 */
export function validateBookingTime(
  input: BookingTimeInput,
  now: LocalDateTime,
  options: Pick<BookingOptions, 'advanceMin' | 'slotStepMin'>,
): Result<object, TimeCode> {
  const { branch, date, time } = input;
  assertBranchHours(branch);
  const problems: Problem<TimeCode>[] = dateProblems(branch, date);
  if (!Number.isInteger(time) || time < 0 || time >= minutesPerDay) {
    problems.push(problem('time_invalid', { time }));
  }
  if (problems.some((p) => p.code === 'date_invalid' || p.code === 'time_invalid')) {
    return { ok: false, problems };
  }
  if (time % options.slotStepMin !== 0) {
    problems.push(problem('time_not_on_slot', { time, stepMin: options.slotStepMin }));
  }
  if (time < branch.openTime || time >= branch.closeTime) {
    problems.push(
      problem('outside_opening_hours', { time, openTime: branch.openTime, closeTime: branch.closeTime }),
    );
  }
  if (minutesBetween(now, { date, time }) < options.advanceMin) {
    problems.push(problem('advance_time_required', { advanceMin: options.advanceMin }));
  }
  for (const guest of input.guests) problems.push(...guestProblems(guest, time, branch.closeTime));
  return problems.length > 0 ? { ok: false, problems } : { ok: true };
}
