// resolveRefund (docs/product-rules.md, The day at the branch: Refunds): one queued payment leaves the queue
// by one of three ways, each in one transaction with its audit row (docs/access.md, How the server guards):
// - gateway: the three steps of the desk's refund (docs/decisions.md, "The desk refunds through the gateway
//   in three steps"): claim the order, ask the gateway with no transaction open, record the refund;
// - wallet: the amount received credited to the member's wallet;
// - honour: the booking confirmed as paid with this payment (honour-payment.ts).
// Needs refund booking at the booking's branch (docs/access.md, Permission table).
import { parseInput, resolveRefundInputSchema } from '@sabai/validation';
import type { Transaction } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import { refundedMessage } from '../messages/booking-refunded';
import type { BookingRow } from '../booking/booking.repository';
import {
  planQueuedRefund,
  refundAtGateway,
  releaseRefundClaim,
  writeRefund,
  type RefundPlan,
} from '../staff-day/booking-refund';
import { deskStaff, type StaffPrincipal } from '../staff-day/desk-scope';
import { honourPayment } from './honour-payment';
import { lockQueued, markResolved, relockClaimed } from './queued-lock';
import { memberOf, reachablePayment, type QueuedPaymentRow } from './queued-payment';

/** Answers the payment's id. */
export async function resolveRefund(scope: Scope, rawInput: unknown): Promise<string> {
  const parsed = parseInput(resolveRefundInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { payment_id: paymentId, via } = parsed.value;
  const principal = await deskStaff(scope);
  const found = await reachablePayment(scope, paymentId);
  if (via === 'honour') await honourPayment(scope, principal, found);
  else if (via === 'wallet') await creditWallet(scope, principal, found);
  else await refundThroughGateway(scope, principal, found);
  return found.payment_id;
}

async function creditWallet(scope: Scope, principal: StaffPrincipal, found: QueuedPaymentRow) {
  await scope.db.transaction().execute(async (trx) => {
    const { booking, order } = await lockQueued(trx, found.booking_id, found.payment_id);
    const member = order.user_id ?? booking.user_id;
    if (!member) throw new AppError('booking.noWalletForGuest');
    await record(trx, scope, principal, booking, planQueuedRefund(order, 'wallet'), member, null);
  });
}

async function refundThroughGateway(scope: Scope, principal: StaffPrincipal, found: QueuedPaymentRow) {
  // Step one: the claim, in a transaction that checks the payment still waits.
  const claim = await scope.db.transaction().execute(async (trx) => {
    const { order, claimedAt } = await lockQueued(trx, found.booking_id, found.payment_id);
    return { plan: planQueuedRefund(order, 'gateway'), claimedAt };
  });
  // Step two: the gateway, with no transaction open; a refusal lets the claim go and the payment waits on.
  let reference: string;
  try {
    reference = await refundAtGateway(scope.payments, claim.plan);
  } catch (error) {
    await releaseRefundClaim(scope.db, found.payment_id, claim.claimedAt);
    throw error instanceof AppError && error.code === 'refund.failed'
      ? new AppError('refund.gatewayFailed')
      : error;
  }
  // Step three: the refund recorded, under the claim this desk still holds.
  await scope.db.transaction().execute(async (trx) => {
    const { booking, order } = await relockClaimed(trx, found.booking_id, found.payment_id, claim.claimedAt);
    const plan = planQueuedRefund(order, 'gateway');
    await record(trx, scope, principal, booking, plan, memberOf(found), reference);
  });
}

/** The refund written on the order (once: writeRefund's guard), its resolution and its audit row. */
async function record(
  trx: Transaction<Database>,
  scope: Scope,
  principal: StaffPrincipal,
  booking: BookingRow,
  plan: RefundPlan,
  member: string | null,
  reference: string | null,
) {
  await writeRefund(trx, plan, member, reference);
  await markResolved(trx, plan.order.id, plan.via, principal.staffId);
  const satang = plan.walletSatang + plan.gatewaySatang;
  const message = await refundedMessage(trx, booking, { via: plan.via, satang });
  if (message) await trx.insertInto('outbox').values(message).execute();
  await appendAudit(trx, {
    staffId: principal.staffId,
    ip: scope.client.ip,
    action: 'refund',
    subjectType: 'booking',
    subjectId: booking.id,
    brandId: booking.brand_id,
    branchId: booking.branch_id,
    before: { state: booking.state, payment: { id: plan.order.id, reason: plan.order.failure } },
    after: { state: booking.state, refund: { via: plan.via, satang }, payment_id: plan.order.id },
  });
}
