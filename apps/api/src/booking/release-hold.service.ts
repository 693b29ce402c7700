// releaseHold (docs/api.md, Booking): the holder of a pending booking gives its hold up, as the kiosk does when
// its customer walks away (docs/product-rules.md, Holds). It is the hold sweeper's lapse (jobs/expire-holds.job.ts:
// the lifecycle's `expire`) for one booking, made now: under the booking's row lock, with hold_expires_at set to
// the database's now() so the booking reads like any lapsed hold, and capacity, which counts a pending booking
// only while its hold runs, frees the places at once. A payment arriving later is a late payment
// (onPaymentArrival): honoured while the places are free, kept for refund otherwise.
import { transition, type BookingState } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import { findHeldBooking, lockBooking, moveBooking } from './booking.repository';

export interface ReleasedHold {
  bookingId: string;
  state: BookingState;
}

/** Expires the caller's pending booking; an expired one answers as it is (a repeated release is no error). */
export async function releaseHold(scope: Scope, id: string, token: string): Promise<ReleasedHold> {
  // Whoever may pay the booking may give its hold up: its token's holder, or the member who owns it.
  const found = await findHeldBooking(scope, id, token, 'pay');
  if (!found) throw new AppError('booking.notFound');
  return scope.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, found.id);
    if (row.state === 'expired') return { bookingId: row.id, state: row.state };
    const next = transition(row.state, 'expire');
    if (!next.ok || !(await moveBooking(trx, row, 'expire', { hold_expires_at: sql<Date>`now()` })))
      throw new AppError('booking.transitionRefused', { from: row.state });
    return { bookingId: row.id, state: next.state };
  });
}
