// Calendar dates of the day sheet, 'YYYY-MM-DD' in the branch's time zone (docs/product-rules.md: dates in
// CE, times in the branch's zone), whatever the zone of the desk's computer.

/** Today at the branch, e.g. '2026-11-24' in Asia/Bangkok. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The date `days` away, e.g. addDays('2026-12-31', 1) = '2027-01-01'. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, 12)).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}
