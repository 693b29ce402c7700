import type { IsoDate } from './calendar.js';

const DAY_MS = 86_400_000;

/** The brand's default horizon when it sets none: bookings up to 180 days ahead. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 180;

/**
 * The last day a booking may be made for: `horizonDays` after today at the branch. Dates are calendar
 * dates, so the arithmetic is done on UTC midnights, never on the device's zone.
 */
export function lastBookableDate(today: IsoDate, horizonDays: number): IsoDate {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + horizonDays * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a date lies beyond the brand's booking horizon. */
export function beyondHorizon(date: IsoDate, today: IsoDate, horizonDays: number): boolean {
  return date > lastBookableDate(today, horizonDays);
}
