// What a booking paid and still owes, as the desk sees it (docs/product-rules.md, The day at the branch),
// and its payment orders. The paid order is the one the booking was confirmed with (at most one is paid:
// money for a booking already paid is kept for refund, docs/product-rules.md, Payment); the differences paid for
// the customer's moves are orders of their own.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MoveRefundTable, PaymentOrderTable } from '../db/schema';
import type { BookingRow } from '../booking/booking.repository';

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentOrderRow = Selectable<PaymentOrderTable>;
export type MoveRefundRow = Selectable<MoveRefundTable>;

export interface DeskMoney {
  /** What the customer paid online, by every means (gateway, wallet, points' value). */
  paidSatang: number;
  /** What is still to pay at the branch. */
  owedSatang: number;
}

/** What an order took by every means: the gateway's amount, the wallet and the points' value. */
export const orderTotal = (
  order: Pick<PaymentOrderRow, 'amount_satang' | 'use_wallet_satang' | 'points_value_satang'>,
) => order.amount_satang + order.use_wallet_satang + order.points_value_satang;

/** The paid orders of these bookings, by booking id. */
export async function paidOrdersOf(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, PaymentOrderRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment_orders')
    .selectAll()
    .where('booking_id', 'in', bookingIds)
    .where('status', '=', 'paid')
    // A move's difference is an order of its own (payment/move-order.ts), not the booking's payment.
    .where('move_to', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.booking_id, row]));
}

/** Every payment order of a booking, oldest first. */
export function ordersOf(db: Db, bookingId: string): Promise<PaymentOrderRow[]> {
  return db
    .selectFrom('payment_orders')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** What the booking's cheaper moves gave back or are giving back (booking/move-refund.ts), oldest first. */
export function moveRefundsOf(db: Db, bookingId: string): Promise<MoveRefundRow[]> {
  return db
    .selectFrom('move_refunds')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Paid is what the paid order took; owed is the remain the confirmation recorded while the guest is still
 * to come or in the house (paid, checked in), the whole total while the booking is pending, and nothing
 * once the visit is over or never happens (completed, no-show, cancelled, expired).
 */
export function deskMoney(
  row: Pick<BookingRow, 'state' | 'remain_satang' | 'grand_total_satang'>,
  paidOrder: PaymentOrderRow | undefined,
): DeskMoney {
  const paidSatang = paidOrder ? orderTotal(paidOrder) : 0;
  const owedSatang =
    row.state === 'paid' || row.state === 'checked_in'
      ? (row.remain_satang ?? 0)
      : row.state === 'pending'
        ? (row.grand_total_satang ?? 0)
        : 0;
  return { paidSatang, owedSatang };
}
