// Links to a booking, and the last one confirmed in this tab (or at this kiosk until it reloads).
import type { DraftStorage } from '@sabai/state';

export interface BookingRef {
  no: string;
  id: string;
  token: string;
}

/** Where a booking is shown: the number in the path, the id and secret in the query (for the server). */
export function bookingRefPath(base: string, bookingNo: string, id: string, token: string) {
  return `${base}/${encodeURIComponent(bookingNo)}?booking=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
}

/** A held or paid booking by its id and secret (the resume page). */
export function resumePath(base: string, id: string, token: string) {
  return `${base}/${id}?token=${encodeURIComponent(token)}`;
}

const LAST_KEY = 'sabai-last-booking';

/** The last confirmed booking, for the confirmation and print pages reached without a number. */
export function rememberBooking(storage: DraftStorage, ref: BookingRef) {
  storage.setItem(LAST_KEY, JSON.stringify(ref));
}

export function lastBooking(storage: DraftStorage): BookingRef | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(LAST_KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as BookingRef) : null;
  } catch {
    return null;
  }
}
