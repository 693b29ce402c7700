import {
  isIsoDate,
  minutesBetween,
  minutesPerDay,
  parseTimeOfDay,
  weekdayOf,
  type IsoDate,
  type LocalDateTime,
  type MinuteOfDay,
  type Weekday,
} from './calendar.js';
import { problem, type Problem, type Result } from './problems.js';

/** When a branch takes bookings (docs/product-rules.md, Advance time and start times). */
export interface BranchHours {
  /** Opening time; 0 <= openTime < closeTime <= 1440 (1440 is midnight at the end of the day). */
  readonly openTime: MinuteOfDay;
  readonly closeTime: MinuteOfDay;
  readonly openDays: readonly Weekday[];
  /** The first day the branch is open, or null. */
  readonly openDate: IsoDate | null;
  /** The last day the branch is open, or null when it is not closing. */
  readonly closeDate: IsoDate | null;
  /** Days it is closed although open that weekday: holidays, set in admin (none when absent). */
  readonly closedDates?: readonly IsoDate[];
}

/** A branch as the rules need it. */
export interface Branch extends BranchHours {
  readonly id: string;
}

/** Options for {@link bookingTimeSlots}. */
export interface SlotOptions {
  readonly advanceMin: number;
  readonly slotStepMin: number;
  /** The longest guest's duration; a slot is offered only when it ends by closing time. Default 0. */
  readonly durationMin?: number | undefined;
}

/** The problems of a booking date at a branch. */
export type DateCode =
  | 'date_invalid'
  | 'branch_closed_on_day'
  | 'branch_closed_on_date'
  | 'before_branch_open_date'
  | 'after_branch_close_date';

/**
 * The minute a branch closes, from its closing time as stored and served ('HH:mm' or 'HH:mm:ss'): the one
 * "00:00 closing means midnight" rule. A branch closing at 00:00 (or 24:00) closes at the end of its day,
 * 1440, never at the minute the day starts: `closingMinute('00:00:00')` is 1440, `closingMinute('22:00')`
 * 1320. Throws a RangeError for text that is not a time of day (a data error).
 */
export function closingMinute(closeTime: string): MinuteOfDay {
  const parsed = parseTimeOfDay(closeTime);
  if (!parsed.ok) throw new RangeError(`not a closing time: ${closeTime}`);
  return parsed.time === 0 ? minutesPerDay : parsed.time;
}

/**
 * A branch's opening and closing minutes from its clock times as they are stored and served ('HH:mm' or
 * 'HH:mm:ss'). The closing minute is {@link closingMinute}'s: 00:00 is midnight at the end of the day, 1440.
 */
export function parseBranchHours(
  open: string,
  close: string,
): Result<{ openTime: MinuteOfDay; closeTime: MinuteOfDay }, 'time_invalid'> {
  const openTime = parseTimeOfDay(open);
  if (!openTime.ok) return openTime;
  const closeTime = parseTimeOfDay(close);
  if (!closeTime.ok) return closeTime;
  return { ok: true, openTime: openTime.time, closeTime: closingMinute(close) };
}

/** Throws when a branch's hours are impossible: a data error, not a customer's mistake. */
export function assertBranchHours(branch: BranchHours): void {
  const { openTime, closeTime } = branch;
  if (
    !Number.isInteger(openTime) ||
    !Number.isInteger(closeTime) ||
    openTime < 0 ||
    openTime >= closeTime ||
    closeTime > minutesPerDay
  ) {
    throw new RangeError(
      `branch hours must satisfy 0 <= open < close <= 1440, got ${openTime}..${closeTime}`,
    );
  }
}

/**
 * Whether the branch is open on `date` at all: a real date, an open weekday, not one of its closed dates, within
 * its open and close dates.
 */
export function dateProblems(branch: BranchHours, date: IsoDate): Problem<DateCode>[] {
  if (!isIsoDate(date)) return [problem('date_invalid', { date })];
  const problems: Problem<DateCode>[] = [];
  const weekday = weekdayOf(date);
  if (!branch.openDays.includes(weekday)) problems.push(problem('branch_closed_on_day', { date, weekday }));
  if (branch.closedDates?.includes(date)) problems.push(problem('branch_closed_on_date', { date }));
  if (branch.openDate !== null && date < branch.openDate) {
    problems.push(problem('before_branch_open_date', { date, openDate: branch.openDate }));
  }
  if (branch.closeDate !== null && date > branch.closeDate) {
    problems.push(problem('after_branch_close_date', { date, closeDate: branch.closeDate }));
  }
  return problems;
}

/**
 * The start times that can be booked at a branch on a date: every `slotStepMin` minutes counted from
 * midnight (10:00, 10:30, ... also when the branch opens at 10:15), from opening, at least `advanceMin`
 * after `now`, and ending by closing time for `durationMin`. Fails when the branch is closed that day;
 * an open day with nothing left (say, late in the evening) is `{ ok: true, slots: [] }`.
 */
export function bookingTimeSlots(
  branch: BranchHours,
  date: IsoDate,
  now: LocalDateTime,
  options: SlotOptions,
): Result<{ slots: MinuteOfDay[] }, DateCode> {
  assertBranchHours(branch);
  const problems = dateProblems(branch, date);
  if (problems.length > 0) return { ok: false, problems };
  const { advanceMin, slotStepMin, durationMin = 0 } = options;
  if (!Number.isInteger(slotStepMin) || slotStepMin < 1) {
    throw new RangeError(`slotStepMin must be >= 1, got ${slotStepMin}`);
  }
  const slots: MinuteOfDay[] = [];
  const first = Math.ceil(branch.openTime / slotStepMin) * slotStepMin;
  for (let time = first; time < branch.closeTime; time += slotStepMin) {
    const endsInTime = time + durationMin <= branch.closeTime;
    if (endsInTime && minutesBetween(now, { date, time }) >= advanceMin) slots.push(time);
  }
  return { ok: true, slots };
}
