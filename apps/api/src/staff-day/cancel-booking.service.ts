// cancelBooking (docs/product-rules.md, The day at the branch): paid -> cancelled with the refund the desk
// chose, its places released at once. Money back (wallet or gateway) needs the `refund` permission
// (docs/access.md, Permission table); a booking without a member has no wallet. A refund through the
// gateway takes three steps: claim the order, call the gateway outside any transaction, then move the
// booking and record the refund in one transaction (docs/decisions.md, "The desk refunds through the
// gateway in three steps").
import { transition } from '@sabai/booking-rules';
import { cancelBookingInputSchema, parseInput } from '@sabai/validation';
import type { Transaction } from 'kysely';
import { cancelledMessage } from '../messages/booking-cancelled';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { lockBooking, type BookingRow } from '../booking/booking.repository';
import {
  claimRefund,
  planRefund,
  queueMoveDifferences,
  refundAtGateway,
  refundableOrderOf,
  refundUnderWay,
  releaseRefundClaim,
  writeRefund,
} from './booking-refund';
import { paidOrdersOf } from './desk-money';
import { moveAtDesk, transitionRefused } from './desk-move';
import { bookingTarget, deskBooking, deskStaff } from './desk-scope';
import { issueCreditNote } from '../tax-invoice/tax-invoice.service';

export interface CancelOptions {
  /** Test seam: a failure injected after the wallet's credit must leave nothing written. */
  afterLedger?: () => Promise<void>;
}

/** Answers the booking's id. */
export async function cancelBooking(
  scope: Scope,
  rawInput: unknown,
  options: CancelOptions = {},
): Promise<string> {
  const parsed = parseInput(cancelBookingInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { id, refund, reason } = parsed.value;
  const gatewayReference = refund === 'gateway' ? await refundThroughGateway(scope, id) : null;
  return moveAtDesk(scope, id, {
    event: 'cancel',
    also: refund === 'none' ? [] : ['refund'],
    ownsRefundClaim: gatewayReference !== null,
    check: async (trx, row) => {
      if (refund === 'wallet' && !(await memberOf(trx, row))) throw new AppError('booking.noWalletForGuest');
    },
    effects: async (trx, row) => {
      // Places are free for others at once (docs/product-rules.md, Capacity).
      await trx.deleteFrom('capacity_holds').where('booking_id', '=', row.id).execute();
      const plan = planRefund(await refundableOrderOf(trx, row.id), refund);
      if (plan) await writeRefund(trx, plan, await memberOf(trx, row), gatewayReference, options.afterLedger);
      if (refund !== 'none') await queueMoveDifferences(trx, row.id);
      const money = plan ? { via: plan.via, satang: plan.walletSatang + plan.gatewaySatang } : null;
      // An issued tax invoice is never deleted: a credit note cancels it (docs/product-rules.md, VAT).
      const creditNote = await issueCreditNote(trx, row, scope.clock.now());
      // The customer is told, with the money back if any (docs/product-rules.md, Messages).
      const message = await cancelledMessage(trx, row, money ?? { via: 'none', satang: 0 }, 'branch');
      if (message) await trx.insertInto('outbox').values(message).execute();
      return { refund: money, reason: reason ?? null, ...(creditNote ? { credit_note: creditNote } : {}) };
    },
  });
}

/**
 * Steps one and two of a refund through the gateway: the order claimed in a transaction that checks the
 * booking may be cancelled, then the gateway asked with no transaction open. A refusal lets the claim go
 * and answers refund.failed; the booking stays paid. Answers the gateway's reference, or null when it has
 * nothing to give back.
 */
async function refundThroughGateway(scope: Scope, id: string): Promise<string | null> {
  const principal = await deskStaff(scope);
  const found = await deskBooking(scope, id);
  for (const action of ['cancel', 'refund'] as const)
    guard(principal, action, 'booking', bookingTarget(found));
  const claim = await scope.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, found.id);
    if (!transition(row.state, 'cancel').ok || (await refundUnderWay(trx, row.id)))
      throw transitionRefused(row.state);
    const plan = planRefund(await refundableOrderOf(trx, row.id), 'gateway');
    if (!plan || plan.gatewaySatang <= 0) return null;
    const claimedAt = await claimRefund(trx, plan.order.id);
    if (!claimedAt) throw transitionRefused(row.state);
    return { plan, claimedAt };
  });
  if (!claim) return null;
  try {
    return await refundAtGateway(scope.payments, claim.plan);
  } catch (error) {
    await releaseRefundClaim(scope.db, claim.plan.order.id, claim.claimedAt);
    throw error;
  }
}

/** The member whose wallet gets the money: who paid the order, else who owns the booking. */
async function memberOf(trx: Transaction<Database>, row: BookingRow): Promise<string | null> {
  const paid = (await paidOrdersOf(trx, [row.id])).get(row.id);
  return paid?.user_id ?? row.user_id;
}
