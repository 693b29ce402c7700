// The customer's return from the gateway (/book/kpayment/return): read the final state, asking the
// gateway when its notify has not arrived yet (notifies may come late, twice, or never).
import { errorMessages, type ErrorCode } from '@sabai/i18n';
import type { Selectable } from 'kysely';
import type { PaymentOrderTable } from '../db/schema';
import type { Scope } from '../core/scope';
import { findHeldBooking } from '../booking/booking.repository';
import { shownState } from '../booking/prebooking.service';
import { applyChargeStatus } from './payment-outcome.service';
import { AppError } from '../core/app-error';

type PaymentOrderRow = Selectable<PaymentOrderTable>;

/** What the customer reads when the booking is not paid (docs/product-rules.md, Errors: the payment messages). */
function whyNotPaid(order: PaymentOrderRow | undefined): ErrorCode {
  if (!order) return 'payment.transactionNotFound';
  // Paid, but too late or once too many: the money is kept for a refund, and the customer told so.
  if (order.status === 'refund_required')
    return order.failure === 'expired' ? 'payment.refundExpired' : 'payment.refund';
  if (order.failure === 'Declined') return 'payment.declined';
  if (order.failure === 'Voided') return 'payment.canceled';
  return 'payment.notCompleted';
}

export async function paymentResult(scope: Scope, bookingId: string, token: string) {
  const booking = await findHeldBooking(scope, bookingId, token);
  if (!booking) throw new AppError('booking.notFound');
  const latest = () =>
    scope.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  let order = await latest();
  if (order?.status === 'pending' && order.charge_id) {
    const status = await scope.payments.inquire(order.charge_id);
    if (status) await applyChargeStatus(scope.db, status, { clock: scope.clock });
    order = await latest();
  }
  const fresh = await scope.db
    .selectFrom('bookings')
    .select(['state', 'booking_no', 'hold_expires_at'])
    .where('id', '=', booking.id)
    .executeTakeFirstOrThrow();
  const status =
    fresh.state === 'paid'
      ? 'paid'
      : order?.status === 'pending' || order?.status === 'creating'
        ? 'pending'
        : 'failed';
  const message = status === 'paid' ? null : scope.i18n._(errorMessages[whyNotPaid(order)].id);
  return {
    status,
    booking_id: booking.id,
    booking_no: fresh.booking_no,
    state: shownState(fresh, scope.clock),
    message,
  };
}
