// The day sheet's order and filter: by start time (the desk's usual view) or by state, in the
// lifecycle's order (docs/architecture.md, The booking lifecycle).
import type { DaySheetQuery, StaffBookingState } from '@sabai/graphql/staff';

export type DayRow = DaySheetQuery['daySheet']['bookings'][number];
export type SortKey = 'time' | 'state';
export type SortDirection = 'ascending' | 'descending';

export const STATE_ORDER: StaffBookingState[] = [
  'pending',
  'paid',
  'checked_in',
  'completed',
  'no_show',
  'cancelled',
  'expired',
];

const byTime = (a: DayRow, b: DayRow) => a.time.localeCompare(b.time) || a.end_time.localeCompare(b.end_time);
const byState = (a: DayRow, b: DayRow) => STATE_ORDER.indexOf(a.state) - STATE_ORDER.indexOf(b.state);

/** Rows in the state asked for (all when none), sorted; ties keep the time order. */
export function dayRows(
  rows: DayRow[],
  sort: { key: SortKey; direction: SortDirection },
  state: StaffBookingState | null,
): DayRow[] {
  const compare = sort.key === 'time' ? byTime : (a: DayRow, b: DayRow) => byState(a, b) || byTime(a, b);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows.filter((row) => !state || row.state === state).sort((a, b) => sign * compare(a, b));
}
