// What goes back when a customer moves a paid booking to a time that costs less (docs/product-rules.md, Changes by
// the customer). The difference first comes off what is still to pay at the branch (a booking paid by deposit);
// the rest goes back by the brand's refund policy, as a cancellation's money does: none, to the member's wallet
// (a booking without a member through the gateway), or through the gateway (the gateway's part of the paid order
// first, the rest to the wallet). Never more than the paid order took and has not given back yet. A wallet
// credit is written in the move's own transaction; a refund through the gateway is recorded pending, for the job
// that asks the gateway (payment/refund-move.job.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SelfCancelRefund } from '../db/schema';
import { creditRefund, refundableOrderOf, refundVia } from '../staff-day/booking-refund';
import type { PaymentOrderRow } from '../staff-day/desk-money';
import type { BookingRow } from './booking.repository';

type Trx = Transaction<Database>;

export interface MoveMoney {
  /** What comes off the amount still to pay at the branch. */
  remainOffSatang: number;
  walletSatang: number;
  gatewaySatang: number;
  /** What the policy keeps (none, or more than the paid order has left to give). */
  keptSatang: number;
}

/** Splits a cheaper move's difference (positive satang) between the remain, the wallet and the gateway. */
export function planMoveMoney(
  cheaperSatang: number,
  remainSatang: number,
  via: 'none' | 'wallet' | 'gateway',
  order: Pick<PaymentOrderRow, 'amount_satang' | 'use_wallet_satang' | 'charge_id'> | undefined,
): MoveMoney {
  const remainOffSatang = Math.min(cheaperSatang, Math.max(remainSatang, 0));
  const back = cheaperSatang - remainOffSatang;
  const split = (walletSatang: number, gatewaySatang: number): MoveMoney => ({
    remainOffSatang,
    walletSatang,
    gatewaySatang,
    keptSatang: back - walletSatang - gatewaySatang,
  });
  if (via === 'none' || !order || back <= 0) return split(0, 0);
  if (via === 'wallet') return split(Math.min(back, order.amount_satang + order.use_wallet_satang), 0);
  const gatewaySatang = order.charge_id ? Math.min(back, order.amount_satang) : 0;
  return split(Math.min(back - gatewaySatang, order.use_wallet_satang), gatewaySatang);
}

/** What a move that costs `cheaperSatang` less would give back now, for the quote. */
export async function previewMoveMoney(
  db: Kysely<Database>,
  row: BookingRow,
  cheaperSatang: number,
  policy: SelfCancelRefund,
): Promise<MoveMoney & { via: 'none' | 'wallet' | 'gateway' }> {
  const order = await refundableOrderOf(db, row.id);
  const via = refundVia(policy, order?.user_id ?? row.user_id);
  return { via, ...planMoveMoney(cheaperSatang, row.remain_satang ?? 0, via, order) };
}

/**
 * In the move's transaction, the booking locked: plans the money, credits the wallet's part and records both
 * parts against the paid order. Answers the split, for the booking's total and the customer's message.
 */
export async function giveMoveDifferenceBack(
  trx: Trx,
  row: BookingRow,
  cheaperSatang: number,
  policy: SelfCancelRefund,
): Promise<MoveMoney> {
  const order = await refundableOrderOf(trx, row.id);
  const memberId = order?.user_id ?? row.user_id;
  const money = planMoveMoney(cheaperSatang, row.remain_satang ?? 0, refundVia(policy, memberId), order);
  if (!order) return money;
  if (money.walletSatang > 0 && memberId) {
    await creditRefund(trx, memberId, money.walletSatang, row.id);
    await trx
      .insertInto('move_refunds')
      .values({ ...refundRow(row, order, 'wallet', money.walletSatang), state: 'done', done_at: new Date() })
      .execute();
  }
  if (money.gatewaySatang > 0)
    await trx
      .insertInto('move_refunds')
      .values(refundRow(row, order, 'gateway', money.gatewaySatang))
      .execute();
  return money;
}

const refundRow = (row: BookingRow, order: PaymentOrderRow, via: 'wallet' | 'gateway', satang: number) => ({
  id: randomUUID(),
  booking_id: row.id,
  order_id: order.id,
  via,
  satang,
});
