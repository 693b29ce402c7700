import { problem, type Result } from './problems.js';

/** A calendar date 'YYYY-MM-DD' in the branch's time zone. */
export type IsoDate = string;

/** A time of day: minutes since midnight in the branch's time zone (0..1440; 1440 is midnight at the end). */
export type MinuteOfDay = number;

/** Day of the week, 0 = Sunday ... 6 = Saturday (JavaScript's numbering). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A wall-clock moment at a branch. Rules take "now" in this shape; see {@link toBranchLocal}. */
export interface LocalDateTime {
  readonly date: IsoDate;
  readonly time: MinuteOfDay;
}

/** Minutes in one day. */
export const minutesPerDay = 1440;
const msPerDay = 86_400_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(date: IsoDate): number | undefined {
  const match = datePattern.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const roundTrip = new Date(ms);
  const real = roundTrip.getUTCMonth() === month - 1 && roundTrip.getUTCDate() === day;
  return real ? ms / msPerDay : undefined;
}

/** True for a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDate(value: string): boolean {
  return utcDay(value) !== undefined;
}

function dayNumber(date: IsoDate): number {
  const day = utcDay(date);
  if (day === undefined) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return day;
}

/** The day of the week of a date; pure calendar arithmetic, independent of any time zone. */
export function weekdayOf(date: IsoDate): Weekday {
  // Day 0 (1970-01-01) was a Thursday.
  return ((((dayNumber(date) + 4) % 7) + 7) % 7) as Weekday;
}

/** Minutes from `from` to `to` (negative when `to` is earlier). */
export function minutesBetween(from: LocalDateTime, to: LocalDateTime): number {
  return (dayNumber(to.date) - dayNumber(from.date)) * minutesPerDay + to.time - from.time;
}

const timePattern = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Reads 'HH:mm' or 'HH:mm:ss' (seconds must be 00) into minutes; '24:00' is accepted for closing times. */
export function parseTimeOfDay(text: string): Result<{ time: MinuteOfDay }, 'time_invalid'> {
  const match = timePattern.exec(text);
  const [hours, minutes, seconds] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3] ?? 0)];
  const time = hours * 60 + minutes;
  const valid = hours <= 24 && minutes < 60 && seconds === 0 && time <= minutesPerDay;
  return valid ? { ok: true, time } : { ok: false, problems: [problem('time_invalid', { time: text })] };
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Minutes since midnight as 'HH:mm:ss', the spec's booking time format: 630 -> '10:30:00'. */
export function formatTimeOfDay(time: MinuteOfDay): string {
  if (!Number.isInteger(time) || time < 0 || time > minutesPerDay) {
    throw new RangeError(`not a minute of the day: ${time}`);
  }
  return `${twoDigits(Math.floor(time / 60))}:${twoDigits(time % 60)}:00`;
}

/** The spec's date-time format 'YYYY-MM-DD HH:mm:ss' (payment dates, the API's date_time). */
export function formatDateTime(at: LocalDateTime): string {
  dayNumber(at.date);
  return `${at.date} ${formatTimeOfDay(at.time)}`;
}

/** Reads 'YYYY-MM-DD HH:mm:ss' (or with 'T', or without seconds) as a branch-local moment. */
export function parseDateTime(text: string): Result<LocalDateTime, 'date_invalid' | 'time_invalid'> {
  const match = /^(\S+)[ T](\S+)$/.exec(text);
  const date = match?.[1] ?? '';
  if (!isIsoDate(date)) return { ok: false, problems: [problem('date_invalid', { date: text })] };
  const time = parseTimeOfDay(String(match?.[2]));
  return time.ok ? { ok: true, date, time: time.time } : time;
}

// Building a DateTimeFormat costs far more than using one (it was 4% of a prebook's CPU): one per zone.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Zones whose offset from UTC is the same at every instant a booking can name (no daylight saving, no change
 * since long before Sabai): their wall clock is arithmetic, without Intl, whose first formatter on a page sets
 * up the browser's ICU data (15-35 ms on a fast machine, four times that on a phone). Thailand has kept UTC+7
 * since 1920.
 */
const FIXED_OFFSET_MIN: Readonly<Record<string, number>> = { 'Asia/Bangkok': 7 * 60 };

// The wall clock moves on once a minute in every zone in use (all offsets are whole minutes), and a request asks
// for "now" at its branch more than once: the last answer per zone is kept for its minute (formatToParts was 4%
// of an orderSummary's CPU).
const lastLocal = new Map<string, { minute: number; local: LocalDateTime }>();

/**
 * The wall-clock date and minute at a branch for an instant (epoch milliseconds) and an IANA zone such as
 * 'Asia/Bangkok': arithmetic for a fixed-offset zone (FIXED_OFFSET_MIN), else Intl; never the machine's own zone,
 * so it runs the same in Node and browsers.
 * Seconds are dropped (10:29:59 is 10:29).
 */
export function toBranchLocal(epochMs: number, timeZone: string): LocalDateTime {
  const offset = FIXED_OFFSET_MIN[timeZone];
  if (offset !== undefined) {
    const wall = new Date(epochMs + offset * 60_000);
    return { date: wall.toISOString().slice(0, 10), time: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  }
  const minute = Math.floor(epochMs / 60_000);
  const last = lastLocal.get(timeZone);
  if (last?.minute === minute) return last.local;
  const parts = zoneFormat(timeZone).formatToParts(epochMs);
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = Object.fromEntries(
    parts.map((p) => [p.type, p.value]),
  );
  const local = {
    date: `${part.year}-${part.month}-${part.day}`,
    time: Number(part.hour) * 60 + Number(part.minute),
  };
  lastLocal.set(timeZone, { minute, local });
  return local;
}
