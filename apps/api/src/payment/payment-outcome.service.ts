// Applying what the gateway says about a charge, from a notify, an inquiry or the customer's return.
// One transaction per application, idempotent: the same news twice changes nothing the second time.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { toBranchLocal } from '@sabai/booking-rules';
import type { BookingTable, Database, PaymentOrderTable } from '../db/schema';
import { earnPoints, takeMemberFunds } from '../wallet/member-ledger';
import { courseSetsDue, recordCourseUsage } from '../course/course-usage';
import { lockAndCount } from '../booking/capacity.repository';
import { usageKey } from '@sabai/booking-rules';
import type { Clock } from '../core/clock';
import type { ChargeStatus } from './gateway';
import { nextBookingNo } from './booking-number';
import { confirmationEmail } from './confirmation-email';
import { normalizeCode } from '../booking/promotion.service';

export type PaymentOutcome =
  | 'confirmed'
  | 'duplicate'
  | 'pending'
  | 'failed'
  | 'unknown_charge'
  | 'amount_mismatch'
  | 'refund_required:expired'
  | 'refund_required:already_paid'
  | 'refund_required:booking_changed'
  | 'refund_required:cancelled'
  | 'refund_required:wallet_insufficient'
  | 'refund_required:points_insufficient'
  | 'refund_required:course_insufficient';

export interface OutcomeOptions {
  clock: Clock;
  /** Test seam: a failure injected between the steps of a confirmation must leave nothing half-written. */
  afterBookingPaid?: () => Promise<void>;
}

export async function applyChargeStatus(
  db: Kysely<Database>,
  status: ChargeStatus,
  options: OutcomeOptions,
): Promise<PaymentOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('charge_id', '=', status.chargeId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return 'unknown_charge';
    if (status.amountSatang !== order.amount_satang || status.currency !== order.currency)
      return 'amount_mismatch';
    if (order.status === 'paid' || order.status === 'refund_required') return 'duplicate';
    if (status.status === 'pending') return 'pending';
    // KBank: a success still Pre-Authorized (3-D Secure not done) is not money yet; only Authorized and
    // Settled are.
    if (
      status.status === 'success' &&
      status.transactionState !== 'Authorized' &&
      status.transactionState !== 'Settled'
    )
      return 'pending';
    if (status.status === 'fail') {
      if (order.status === 'failed') return 'duplicate';
      await trx
        .updateTable('payment_orders')
        .set({ status: 'failed', failure: status.transactionState, updated_at: sql`now()` })
        .where('id', '=', order.id)
        .execute();
      return 'failed';
    }
    // Paid at the gateway. A late payment (the order already marked failed) is still money received.
    return confirmPaidOrder(trx, order, options);
  });
}

/**
 * Confirms the booking of an order that is paid: by the gateway, or with nothing left for it to charge
 * (wallet and points pay everything). In the caller's transaction: the booking number, state paid, the
 * wallet, points and course volume taken, points earned, the promotion use and the confirmation e-mail are written
 * together or not at all. A booking that cannot have its places any more, or whose member no longer has
 * the wallet money or points the order was opened with, is not confirmed: the order needs a refund.
 */
export async function confirmPaidOrder(
  trx: Transaction<Database>,
  order: Selectable<PaymentOrderTable>,
  options: OutcomeOptions,
): Promise<PaymentOutcome> {
  const booking = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', order.booking_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const refund = async <R extends string>(reason: R) => {
    await trx
      .updateTable('payment_orders')
      .set({ status: 'refund_required', failure: reason, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    return `refund_required:${reason}` as const;
  };
  if (booking.state === 'paid' || booking.state === 'checked_in' || booking.state === 'completed')
    return refund('already_paid');
  // Cancelled by the spa (or a no-show recorded): a payment that still arrives never revives it.
  if (booking.state === 'cancelled' || booking.state === 'no_show') return refund('cancelled');
  // Paid for the booking as it was before a move changed its price: the amount no longer matches it.
  if (order.failure === 'booking_changed') return refund('booking_changed');
  const lapsed =
    booking.state !== 'pending' ||
    !booking.hold_expires_at ||
    booking.hold_expires_at.getTime() <= options.clock.now();
  if (lapsed && !(await holdsStillFit(trx, booking.id, booking.branch_id, booking.date))) {
    return refund('expired');
  }
  // Course volume is checked before the wallet and points are taken, and written after: a refusal of
  // either leaves nothing behind.
  const courses = await courseSetsDue(trx, booking, order.user_id ?? booking.user_id);
  if (!courses.ok) return refund('course_insufficient');
  const funds = await takeMemberFunds(trx, order);
  if (funds !== 'taken') return refund(funds);
  await recordCourseUsage(trx, booking.id, courses.due);
  const bookingNo = await newBookingNo(trx, booking, options.clock);
  await trx
    .updateTable('bookings')
    .set({
      state: 'paid',
      booking_no: bookingNo,
      paid_at: sql`now()`,
      hold_expires_at: null,
      payment_method: order.method,
      updated_at: sql`now()`,
    })
    .where('id', '=', booking.id)
    .execute();
  await options.afterBookingPaid?.();
  await earnPoints(trx, order, booking.user_id);
  await redeemPromotion(trx, booking);
  await trx
    .updateTable('payment_orders')
    .set({ status: 'paid', failure: null, updated_at: sql`now()` })
    .where('id', '=', order.id)
    .execute();
  if (booking.contact_email) {
    // What the customer paid now, by every means.
    const paid = order.amount_satang + order.use_wallet_satang + order.points_value_satang;
    const mail = await confirmationEmail(trx, { ...booking, booking_no: bookingNo }, paid, order.site_url);
    await trx.insertInto('outbox').values(mail).execute();
  }
  return 'confirmed';
}

/** The next number of the booking's brand, on today's date at its branch. */
async function newBookingNo(trx: Transaction<Database>, booking: Selectable<BookingTable>, clock: Clock) {
  const brand = await trx
    .selectFrom('brands')
    .select('code')
    .where('id', '=', booking.brand_id)
    .executeTakeFirstOrThrow();
  const branch = await trx
    .selectFrom('branches')
    .select('time_zone')
    .where('id', '=', booking.branch_id)
    .executeTakeFirstOrThrow();
  return nextBookingNo(trx, brand.code, toBranchLocal(clock.now(), branch.time_zone).date);
}

async function redeemPromotion(trx: Transaction<Database>, booking: Selectable<BookingTable>) {
  if (!booking.promo_code) return;
  await trx
    .insertInto('promotion_redemptions')
    .values({
      code: normalizeCode(booking.promo_code),
      booking_id: booking.id,
      customer_key: booking.contact_email ?? booking.contact_phone,
    })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .execute();
}

/** Whether a booking whose hold lapsed can still have its places: nobody took them meanwhile. */
async function holdsStillFit(
  trx: Transaction<Database>,
  bookingId: string,
  branchId: string,
  day: string,
): Promise<boolean> {
  const holds = await trx
    .selectFrom('capacity_holds')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .execute();
  const { capacity, used } = await lockAndCount(
    trx,
    { branchId, day, exceptBookingId: bookingId },
    holds.map((hold) => hold.minute),
  );
  return holds.every(
    (hold) => (used.get(usageKey(hold.resource, hold.minute)) ?? 0) + hold.places <= capacity[hold.resource],
  );
}
