// Honouring a queued payment (docs/product-rules.md, The day at the branch: Refunds): a payment that came in
// after its hold lapsed confirms its booking after all, when the booking can still be served: it awaits
// payment (pending or expired), its time has not passed, and its places are free now. The confirmation is
// the payment's own (payment/payment-outcome.service.ts, confirmPaidOrder): the places counted under the
// branch's hour locks (lockAndCount), the member's funds taken, the booking numbered and paid, the e-mail
// queued. Anything it refuses rolls the whole transaction back: the payment waits in the queue as it was.
import { toBranchLocal } from '@sabai/booking-rules';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import { confirmPaidOrder } from '../payment/payment-outcome.service';
import { appendAudit } from '../staff/audit.repository';
import type { StaffPrincipal } from '../staff-day/desk-scope';
import { lockQueued, markResolved } from './queued-lock';
import type { QueuedPaymentRow } from './queued-payment';
import { honourRefusal } from './refund-rules';

export async function honourPayment(
  scope: Scope,
  principal: StaffPrincipal,
  found: QueuedPaymentRow,
): Promise<void> {
  const branch = await scope.catalog.branch(scope.brand.id, found.branch_id);
  if (!branch) throw new AppError('refund.notFound');
  await scope.db.transaction().execute(async (trx) => {
    const { booking, order } = await lockQueued(trx, found.booking_id, found.payment_id);
    const refusal = honourRefusal({ failure: order.failure, state: booking.state });
    if (refusal) throw new AppError('refund.cannotHonour', { reason: refusal });
    const now = toBranchLocal(scope.clock.now(), branch.time_zone);
    if (booking.date < now.date || (booking.date === now.date && booking.time_min <= now.time))
      throw new AppError('refund.cannotHonour', { reason: 'started' });
    const outcome = await confirmPaidOrder(trx, order, { clock: scope.clock });
    // The places were taken meanwhile: the same answer a customer gets for a full time.
    if (outcome === 'refund_required:expired') throw new AppError('booking.noQueue');
    if (outcome !== 'confirmed')
      throw new AppError('refund.cannotHonour', { reason: outcome.replace('refund_required:', '') });
    await markResolved(trx, order.id, 'honour', principal.staffId);
    const paid = await trx
      .selectFrom('bookings')
      .select(['state', 'booking_no'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: 'honour',
      subjectType: 'booking',
      subjectId: booking.id,
      brandId: booking.brand_id,
      branchId: booking.branch_id,
      before: { state: booking.state, payment: { id: order.id, reason: order.failure } },
      after: { state: paid.state, booking_no: paid.booking_no, payment_id: order.id },
    });
  });
}
