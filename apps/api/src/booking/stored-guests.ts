// A stored booking's guests as the booking rules read them (its prebook input, kept in bookings.guests).
import type { Guest } from '@sabai/booking-rules';
import type { BookingRow } from './booking.repository';

const shift = (minute: number | null | undefined, by: number) => (minute == null ? null : minute + by);

/**
 * The booking's guests as the rules read them when it starts at `time`: their chosen start times move with
 * it, so the visit keeps its shape (as availability counts it, docs/product-rules.md, Availability).
 */
export function guestsAt(row: Pick<BookingRow, 'guests' | 'time_min'>, time: number): Guest[] {
  const by = time - row.time_min;
  return row.guests.map((g) => ({
    no: g.no,
    ...(g.name === undefined ? {} : { name: g.name }),
    start: { onsen: shift(g.start?.onsen, by), spa: shift(g.start?.spa, by) },
    treatments: g.treatments,
  }));
}
