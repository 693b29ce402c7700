// Taking a queued payment for one resolution (docs/product-rules.md, The day at the branch: Refunds): the
// booking's row first, then the order's (the order of locks a payment's confirmation takes), and the
// order's refund claim (staff-day/booking-refund.ts), so a second desk resolving it at the same moment finds
// it claimed or resolved and is refused with refund.taken.
import type { Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import type { Database } from '../db/schema';
import { lockBooking, type BookingRow } from '../booking/booking.repository';
import { claimRefund } from '../staff-day/booking-refund';
import type { PaymentOrderRow } from '../staff-day/desk-money';
import { isQueued } from './refund-rules';

type Trx = Transaction<Database>;

export interface QueuedLock {
  booking: BookingRow;
  order: PaymentOrderRow;
  claimedAt: Date;
}

export async function lockQueued(trx: Trx, bookingId: string, paymentId: string): Promise<QueuedLock> {
  const booking = await lockBooking(trx, bookingId);
  const order = await lockOrder(trx, paymentId);
  if (!isQueued(order)) throw new AppError('refund.taken');
  const claimedAt = await claimRefund(trx, order.id);
  if (!claimedAt) throw new AppError('refund.taken');
  return { booking, order: { ...order, refund_claimed_at: claimedAt }, claimedAt };
}

/**
 * Takes the locks again after the gateway answered: the claim must still be this desk's (a claim lapses
 * after two minutes and may then be taken over).
 */
export async function relockClaimed(
  trx: Trx,
  bookingId: string,
  paymentId: string,
  claimedAt: Date,
): Promise<Omit<QueuedLock, 'claimedAt'>> {
  const booking = await lockBooking(trx, bookingId);
  const order = await lockOrder(trx, paymentId);
  if (!isQueued(order) || order.refund_claimed_at?.getTime() !== claimedAt.getTime())
    throw new AppError('refund.taken');
  return { booking, order };
}

function lockOrder(trx: Trx, paymentId: string): Promise<PaymentOrderRow> {
  return trx
    .selectFrom('payment_orders')
    .selectAll()
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Records how the payment left the queue, by whom, and lets its claim go. */
export async function markResolved(
  trx: Trx,
  paymentId: string,
  resolution: 'gateway' | 'wallet' | 'honour',
  staffId: string,
): Promise<void> {
  await trx
    .updateTable('payment_orders')
    .set((eb) => ({
      resolution,
      resolved_by: staffId,
      resolved_at: eb.fn<Date>('now'),
      refund_claimed_at: null,
    }))
    .where('id', '=', paymentId)
    .execute();
}
