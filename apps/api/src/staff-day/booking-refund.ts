// The money of a booking the desk cancels (docs/product-rules.md, The day at the branch). `wallet`:
// everything the paid order took (gateway and wallet) is credited to the member's wallet. `gateway`: the
// gateway's part goes back through the gateway, the wallet's part to the wallet. The refund is recorded on
// the paid order once (`refunded_at`), so no second refund can follow. The gateway is called outside any
// transaction, under a claim on the order (docs/decisions.md, "The desk refunds through the gateway in
// three steps").
// The refunds queue (apps/api/src/refunds/) refunds payments kept for refund with the same steps, planned by
// planQueuedRefund.
import type { RefundChoice } from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import type { Database, SelfCancelRefund } from '../db/schema';
import type { PaymentGateway } from '../payment/gateway';
import { paidOrdersOf, type PaymentOrderRow } from './desk-money';

type Trx = Transaction<Database>;

/** A claim older than this was left by a process that died mid-refund; another desk may take it over. */
export const CLAIM_LIFETIME = sql.lit('2 minutes');

export interface RefundPlan {
  order: PaymentOrderRow;
  via: 'wallet' | 'gateway';
  walletSatang: number;
  gatewaySatang: number;
}

/**
 * Where a customer's money goes back by the brand's policy (docs/product-rules.md, Changes by the customer): a
 * wallet needs a member, so a guest's goes back through the gateway.
 */
export function refundVia(policy: SelfCancelRefund, memberId: string | null | undefined): SelfCancelRefund {
  return policy === 'wallet' && !memberId ? 'gateway' : policy;
}

/**
 * The booking's paid order less what its cheaper moves gave back (booking/move-refund.ts), pending or done: a
 * refund of the order gives back only the rest. Money back through the gateway comes off the gateway's part;
 * money to the wallet off the wallet's part first.
 */
export async function refundableOrderOf(
  trx: Kysely<Database> | Trx,
  bookingId: string,
): Promise<PaymentOrderRow | undefined> {
  const order = (await paidOrdersOf(trx, [bookingId])).get(bookingId);
  if (!order) return undefined;
  const given = await trx
    .selectFrom('move_refunds')
    .select(['via', (eb) => eb.fn.sum<string>('satang').as('satang')])
    .where('order_id', '=', order.id)
    .where('state', '!=', 'failed')
    .groupBy('via')
    .execute();
  const back = (via: string) => Number(given.find((g) => g.via === via)?.satang ?? 0);
  const fromWallet = Math.min(back('wallet'), order.use_wallet_satang);
  return {
    ...order,
    use_wallet_satang: order.use_wallet_satang - fromWallet,
    amount_satang: Math.max(order.amount_satang - back('gateway') - (back('wallet') - fromWallet), 0),
  };
}

/** What goes back where; null when nothing does (no refund chosen, or nothing was paid). */
export function planRefund(order: PaymentOrderRow | undefined, choice: RefundChoice): RefundPlan | null {
  if (choice === 'none' || !order) return null;
  const plan =
    choice === 'wallet'
      ? { walletSatang: order.amount_satang + order.use_wallet_satang, gatewaySatang: 0 }
      : { walletSatang: order.use_wallet_satang, gatewaySatang: order.amount_satang };
  return plan.walletSatang + plan.gatewaySatang > 0 ? { order, via: choice, ...plan } : null;
}

/**
 * What goes back where for a payment kept for refund (the refunds queue, docs/product-rules.md, The day at
 * the branch): only the gateway's amount came in. Its wallet money and points were never taken, since they
 * are taken only in the transaction that confirms the booking (wallet/member-ledger.ts), so nothing of
 * theirs goes back.
 */
export function planQueuedRefund(order: PaymentOrderRow, via: 'wallet' | 'gateway'): RefundPlan {
  const received = order.amount_satang;
  return via === 'wallet'
    ? { order, via, walletSatang: received, gatewaySatang: 0 }
    : { order, via, walletSatang: 0, gatewaySatang: received };
}

/**
 * In a cancellation that gives money back: the differences paid for the customer's moves go to the refunds
 * queue, where staff return them the way they came (docs/product-rules.md, Changes by the customer).
 */
export async function queueMoveDifferences(trx: Trx, bookingId: string): Promise<void> {
  await trx
    .updateTable('payment_orders')
    .set({ status: 'refund_required', failure: 'cancelled', updated_at: sql<Date>`now()` })
    .where('booking_id', '=', bookingId)
    .where('move_to', 'is not', null)
    .where('status', '=', 'paid')
    .execute();
}

/** Whether a desk's refund through the gateway is under way for the booking (a live claim). */
export async function refundUnderWay(db: Kysely<Database> | Trx, bookingId: string): Promise<boolean> {
  const claimed = await db
    .selectFrom('payment_orders')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('refunded_at', 'is', null)
    .where('refund_claimed_at', '>', sql<Date>`now() - ${CLAIM_LIFETIME}::interval`)
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Claims the order's refund for this desk; null when it is refunded or another desk's claim is live. */
export async function claimRefund(trx: Trx, orderId: string): Promise<Date | null> {
  const claimed = await trx
    .updateTable('payment_orders')
    // To the millisecond, so the claim can be matched again from a JavaScript Date.
    .set({ refund_claimed_at: sql<Date>`date_trunc('milliseconds', now())` })
    .where('id', '=', orderId)
    .where('refunded_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('refund_claimed_at', 'is', null),
        eb('refund_claimed_at', '<=', sql<Date>`now() - ${CLAIM_LIFETIME}::interval`),
      ]),
    )
    .returning('refund_claimed_at')
    .executeTakeFirst();
  return claimed?.refund_claimed_at ?? null;
}

/** Lets the claim go after the gateway refused: the booking stays paid and may be cancelled again. */
export async function releaseRefundClaim(
  db: Kysely<Database>,
  orderId: string,
  claimedAt: Date,
): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ refund_claimed_at: null })
    .where('id', '=', orderId)
    .where('refund_claimed_at', '=', claimedAt)
    .execute();
}

/** Gives the gateway's part back; answers the gateway's reference, or refuses with refund.failed. */
export async function refundAtGateway(gateway: PaymentGateway, plan: RefundPlan): Promise<string> {
  const { order } = plan;
  if (!order.charge_id) throw new AppError('refund.failed');
  const result = await gateway
    .refund({ chargeId: order.charge_id, orderId: order.id, amountSatang: plan.gatewaySatang })
    .catch(() => ({ status: 'fail' as const, reason: 'unreachable' }));
  if (result.status !== 'success') throw new AppError('refund.failed');
  return result.refundId;
}

/** Money given back for a booking, into the member's wallet (in the caller's transaction). */
export async function creditRefund(
  trx: Trx,
  memberId: string,
  satang: number,
  bookingId: string,
): Promise<void> {
  // The member's row first, as a payment's confirmation locks it before it takes wallet money.
  await trx.selectFrom('users').select('id').where('id', '=', memberId).forUpdate().execute();
  await trx
    .insertInto('wallet_ledger')
    .values({
      id: randomUUID(),
      user_id: memberId,
      amount_satang: satang,
      reason: 'refund',
      booking_id: bookingId,
    })
    .execute();
}

/**
 * In the cancellation's transaction: credits the wallet's part and records the refund on the order, only
 * if the order has none yet (an order refunded once is never refunded again).
 */
export async function writeRefund(
  trx: Trx,
  plan: RefundPlan,
  memberId: string | null,
  gatewayReference: string | null,
  afterLedger?: () => Promise<void>,
): Promise<void> {
  if (plan.walletSatang > 0) {
    if (!memberId) throw new AppError('booking.noWalletForGuest');
    await creditRefund(trx, memberId, plan.walletSatang, plan.order.booking_id);
  }
  await afterLedger?.();
  const recorded = await trx
    .updateTable('payment_orders')
    .set({
      refunded_satang: plan.walletSatang + plan.gatewaySatang,
      refund_via: plan.via,
      refunded_at: sql<Date>`now()`,
      refund_reference: gatewayReference,
      refund_claimed_at: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', plan.order.id)
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) !== 1) throw new Error(`order ${plan.order.id} was refunded already`);
}
