// Wallet and points movements of a booking, written only in the transaction that confirms its payment
// (payment-outcome.service.ts): a declined or abandoned payment takes nothing, and a second confirmation
// of the same booking finds the rows of the first and writes none (docs/product-rules.md, Wallet and points).
import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, PaymentOrderTable } from '../db/schema';
import { pointsOf, walletOf } from './member-funds';

type Order = Selectable<PaymentOrderTable>;

/** Points earned (README, "Members"): 1 point per full 10 THB paid by the gateway and the wallet. */
export const SATANG_PER_POINT = 1_000;
/** Earned points stay active this long. */
export const EARNED_POINTS_VALID = '12 months';

export function pointsEarned(order: Pick<Order, 'amount_satang' | 'use_wallet_satang'>): number {
  return Math.floor((order.amount_satang + order.use_wallet_satang) / SATANG_PER_POINT);
}

/**
 * Takes the wallet money and points the order was opened with, once per booking. The member's row is
 * locked, so two confirmations for different bookings cannot both spend the same balance.
 */
export async function takeMemberFunds(
  trx: Transaction<Database>,
  order: Order,
): Promise<'taken' | 'wallet_insufficient' | 'points_insufficient'> {
  if (order.use_wallet_satang <= 0 && order.use_points <= 0) return 'taken';
  const userId = order.user_id;
  if (!userId) return order.use_wallet_satang > 0 ? 'wallet_insufficient' : 'points_insufficient';
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const already = async (table: 'wallet_ledger' | 'points_ledger', reason: 'booking' | 'redeemed') =>
    (await trx
      .selectFrom(table)
      .select('id')
      .where('booking_id', '=', order.booking_id)
      .where('reason', '=', reason)
      .executeTakeFirst()) !== undefined;
  const walletDue = order.use_wallet_satang > 0 && !(await already('wallet_ledger', 'booking'));
  const pointsDue = order.use_points > 0 && !(await already('points_ledger', 'redeemed'));
  if (walletDue) {
    const wallet = await walletOf(trx, userId);
    if (!wallet.isActivated || wallet.balanceSatang < order.use_wallet_satang) return 'wallet_insufficient';
  }
  if (pointsDue && (await pointsOf(trx, userId, null)).activePoints < order.use_points) {
    return 'points_insufficient';
  }
  if (walletDue) {
    await trx
      .insertInto('wallet_ledger')
      .values({
        id: randomUUID(),
        user_id: userId,
        amount_satang: -order.use_wallet_satang,
        reason: 'booking',
        booking_id: order.booking_id,
      })
      .execute();
  }
  if (pointsDue) {
    await trx
      .insertInto('points_ledger')
      .values({
        id: randomUUID(),
        user_id: userId,
        points: -order.use_points,
        reason: 'redeemed',
        booking_id: order.booking_id,
        expires_at: null,
      })
      .execute();
  }
  return 'taken';
}

/** Credits the points a paid booking earns to the member who paid (or owns it), once per booking. */
export async function earnPoints(
  trx: Transaction<Database>,
  order: Order,
  bookingUserId: string | null,
): Promise<void> {
  const userId = order.user_id ?? bookingUserId;
  const points = pointsEarned(order);
  if (!userId || points <= 0) return;
  const earned = await trx
    .selectFrom('points_ledger')
    .select('id')
    .where('booking_id', '=', order.booking_id)
    .where('reason', '=', 'earned')
    .executeTakeFirst();
  if (earned) return;
  await trx
    .insertInto('points_ledger')
    .values({
      id: randomUUID(),
      user_id: userId,
      points,
      reason: 'earned',
      booking_id: order.booking_id,
      expires_at: sql<Date>`now() + ${sql.lit(EARNED_POINTS_VALID)}::interval`,
    })
    .execute();
}
