// Which bookings the desk takes money for, and how much (docs/product-rules.md, Bookings made by staff): a
// staff booking still held (pending, hold live), for its whole total, priced now by the server as any payment
// is. A web customer's hold is paid on the web, where the member's own discounts and funds apply.
import { holdLapsed, onPaymentArrival, type OrderSummary } from '@sabai/booking-rules';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import { priceBooking } from '../booking/booking-summary.service';
import type { BookingRow } from '../booking/booking.repository';
import { toPrice } from '../booking/prebooking.service';

/** Whether the desk may take money for the booking now (the same test the booking page's actions use). */
export const payableAtDesk = (
  row: Pick<BookingRow, 'state' | 'channel' | 'hold_expires_at'>,
  nowMs: number,
) =>
  row.channel === 'staff' &&
  row.state === 'pending' &&
  !holdLapsed(row.hold_expires_at?.getTime() ?? null, nowMs);

/** Refuses a booking the desk cannot take money for: paid already, not held any more, or not the desk's. */
export function refuseUnlessPayable(row: BookingRow, nowMs: number): void {
  if (onPaymentArrival(row.state, { placesStillFree: true }) === 'already_paid')
    throw new AppError('booking.made');
  if (row.channel !== 'staff') throw new AppError('booking.transitionRefused', { from: row.state });
  if (!payableAtDesk(row, nowMs)) throw new AppError('booking.expired');
}

/** What the counter collects: the whole total, nothing left for a deposit's remainder. */
export async function counterSummary(scope: Scope, row: BookingRow): Promise<OrderSummary> {
  const summary = await priceBooking(scope, toPrice(row));
  return { ...summary, depositSatang: 0, remainSatang: 0, amountDueSatang: summary.grandTotalSatang };
}
