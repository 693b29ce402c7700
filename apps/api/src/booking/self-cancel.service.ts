// A customer cancels their own paid booking (docs/product-rules.md, Changes by the customer): its holder (the
// token) or the member who owns it, until the brand's cut-off before the visit. The money goes back by the
// brand's policy: none, to the wallet (a booking without a member gets it through the gateway), or through the
// gateway, in the desk's three steps (docs/decisions.md, "The desk refunds through the gateway in three steps").
// One transaction moves the booking, frees its places, records the refund, cancels an issued tax invoice with
// a credit note, writes the audit row and the customer's message.
import type { Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { cancelledMessage, type CancelRefund } from '../messages/booking-cancelled';
import {
  claimRefund,
  planRefund,
  queueMoveDifferences,
  refundAtGateway,
  refundableOrderOf,
  refundUnderWay,
  refundVia,
  releaseRefundClaim,
  writeRefund,
  type RefundPlan,
} from '../staff-day/booking-refund';
import { paidOrdersOf } from '../staff-day/desk-money';
import { transitionRefused } from '../staff-day/desk-move';
import { appendAudit } from '../staff/audit.repository';
import { issueCreditNote } from '../tax-invoice/tax-invoice.service';
import { findHeldBooking, lockBooking, moveBooking, type BookingRow } from './booking.repository';
import { refuseUnlessChangeable } from './self-change';

type Trx = Transaction<Database>;

/** Who gets wallet money: who paid the order, else who owns the booking. */
async function walletOwner(trx: Trx | Scope['db'], row: BookingRow): Promise<string | null> {
  const paid = (await paidOrdersOf(trx, [row.id])).get(row.id);
  return paid?.user_id ?? row.user_id;
}

/** Answers the cancelled booking's id and what went back. */
export async function cancelOwnBooking(
  scope: Scope,
  id: string,
  token: string | null | undefined,
): Promise<{ id: string; refund: CancelRefund }> {
  const found = await findHeldBooking(scope, id, token, 'cancel');
  if (!found) throw new AppError('booking.notFound');
  await refuseUnlessChangeable(scope, found, 'cancel');
  // A wallet refund needs a member; a guest's money goes back the way it came.
  const policy = scope.brand.selfCancel.refund;
  const via = refundVia(policy, await walletOwner(scope.db, found));
  const claim = via === 'gateway' ? await claimGatewayRefund(scope, found) : null;
  let reference: string | null = null;
  if (claim) {
    try {
      reference = await refundAtGateway(scope.payments, claim.plan);
    } catch (error) {
      await releaseRefundClaim(scope.db, claim.plan.order.id, claim.claimedAt);
      throw error;
    }
  }
  const refund = await scope.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, found.id);
    if (!claim && (await refundUnderWay(trx, row.id))) throw transitionRefused(row.state);
    await refuseUnlessChangeable(scope, row, 'cancel');
    if (!(await moveBooking(trx, row, 'cancel'))) throw transitionRefused(row.state);
    // Places are free for others at once (docs/product-rules.md, Capacity).
    await trx.deleteFrom('capacity_holds').where('booking_id', '=', row.id).execute();
    const plan = via === 'none' ? null : planRefund(await refundableOrderOf(trx, row.id), via);
    if (plan) await writeRefund(trx, plan, await walletOwner(trx, row), reference);
    if (via !== 'none') await queueMoveDifferences(trx, row.id);
    const money: CancelRefund = plan
      ? { via: plan.via, satang: plan.walletSatang + plan.gatewaySatang }
      : { via: 'none', satang: 0 };
    const creditNote = await issueCreditNote(trx, row, scope.clock.now());
    await appendAudit(trx, {
      staffId: null,
      ip: scope.client.ip,
      action: 'customer_cancel',
      subjectType: 'booking',
      subjectId: row.id,
      brandId: row.brand_id,
      branchId: row.branch_id,
      before: { state: row.state },
      after: {
        state: 'cancelled',
        refund: plan ? money : null,
        ...(creditNote ? { credit_note: creditNote } : {}),
      },
    });
    const message = await cancelledMessage(trx, row, money);
    if (message) await trx.insertInto('outbox').values(message).execute();
    return money;
  });
  return { id: found.id, refund };
}

/** Steps one of the gateway refund: the paid order claimed in a transaction that checks the booking is open. */
async function claimGatewayRefund(
  scope: Scope,
  found: BookingRow,
): Promise<{ plan: RefundPlan; claimedAt: Date } | null> {
  return scope.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, found.id);
    await refuseUnlessChangeable(scope, row, 'cancel');
    if (await refundUnderWay(trx, row.id)) throw transitionRefused(row.state);
    const plan = planRefund(await refundableOrderOf(trx, row.id), 'gateway');
    if (!plan || plan.gatewaySatang <= 0) return null;
    const claimedAt = await claimRefund(trx, plan.order.id);
    if (!claimedAt) throw transitionRefused(row.state);
    return { plan, claimedAt };
  });
}
