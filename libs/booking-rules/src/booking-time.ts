import type { BookingOptions } from './booking-options.js';
import { assertBranchHours, dateProblems, type BranchHours, type DateCode } from './branch-hours.js';
import {
  minutesBetween,
  minutesPerDay,
  type IsoDate,
  type LocalDateTime,
  type MinuteOfDay,
} from './calendar.js';
import type { GuestDerived, GuestStart } from './guest.js';
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

/** The intervals a guest occupies: the onsen from its onsen start, the spa from its spa start. */
function guestIntervals(guest: TimedGuest, time: MinuteOfDay): { start: MinuteOfDay; end: MinuteOfDay }[] {
  const intervals: { start: MinuteOfDay; end: MinuteOfDay }[] = [];
  if (guest.hasOnsenFee) {
    const start = guest.start.onsen ?? time;
    intervals.push({ start, end: start + guest.onsenDurationMin });
  }
  if (!guest.hasOnsenFee || guest.spaDurationMin > 0) {
    const start = guest.start.spa ?? time;
    intervals.push({ start, end: start + guest.spaDurationMin });
  }
  return intervals;
}

function guestProblems(guest: TimedGuest, time: MinuteOfDay, closeTime: MinuteOfDay): Problem<TimeCode>[] {
  const intervals = guestIntervals(guest, time);
  const problems: Problem<TimeCode>[] = [];
  const start = Math.min(...intervals.map((interval) => interval.start));
  const end = Math.max(...intervals.map((interval) => interval.end));
  if (start < time) {
    problems.push(problem('guest_start_before_booking_time', { guest: guest.no, start, time }));
  }
  if (end > closeTime) problems.push(problem('ends_after_closing', { guest: guest.no, end, closeTime }));
  return problems;
}

/**
 * Booking time rules (SPEC §5, DESIGN §4): the branch is open that day; the time is on the slot grid,
 * within opening hours, and at least `advanceMin` after `now`; no guest starts before the booking time;
 * every guest's treatments end by closing time. A guest without a chosen start uses the booking time.
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
