// The customer's return from the gateway (/book/kpayment/return): read the final state, asking the
// gateway when its notify has not arrived yet (notifies may come late, twice, or never).
import { errorMessages } from '@sabai/i18n';
import type { GraphQLContext } from '../graphql/context';
import { userError } from '../graphql/user-error';
import { findOwnBooking, shownState } from '../booking/prebooking.service';
import { applyChargeStatus } from './payment-outcome.service';

export async function paymentResult(context: GraphQLContext, bookingId: string, token: string) {
  const booking = await findOwnBooking(context, bookingId, token);
  if (!booking) throw userError(context, 'booking.notFound');
  const latest = () =>
    context.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  let order = await latest();
  if (order?.status === 'pending' && order.charge_id) {
    const status = await context.payments.inquire(order.charge_id);
    if (status) await applyChargeStatus(context.db, status);
    order = await latest();
  }
  const fresh = await context.db
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
  const message =
    status === 'paid'
      ? null
      : order?.status === 'refund_required'
        ? context.i18n._(
            errorMessages[order.failure === 'expired' ? 'payment.refundExpired' : 'payment.refund'].id,
          )
        : order?.failure === 'Declined'
          ? context.i18n._(errorMessages['payment.declined'].id)
          : order?.failure === 'Voided'
            ? context.i18n._(errorMessages['payment.canceled'].id)
            : context.i18n._(errorMessages['payment.notCompleted'].id);
  return {
    status,
    booking_id: booking.id,
    booking_no: fresh.booking_no,
    state: shownState(fresh),
    message,
  };
}
