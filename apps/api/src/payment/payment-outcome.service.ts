// Applying what the gateway says about a charge, from a notify, an inquiry or the customer's return.
// One transaction per application, idempotent: the same news twice changes nothing the second time.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { holdLapsed, needsRefundWhenPaid, onPaymentArrival, toBranchLocal } from '@sabai/booking-rules';
import type { BookingTable, Database, PaymentOrderTable } from '../db/schema';
import { earnPoints, takeMemberFunds } from '../wallet/member-ledger';
import { courseSetsDue, recordCourseUsage } from '../course/course-usage';
import { lockAndCount } from '../booking/capacity.repository';
import { usageKey } from '@sabai/booking-rules';
import type { Clock } from '../core/clock';
import type { ChargeStatus } from './gateway';
import { nextBookingNo } from '../booking/booking-number';
import { lockBooking, moveBooking, type BookingRow } from '../booking/booking.repository';
import { confirmationEmail } from './confirmation-email';
import { confirmationSms } from './confirmation-sms';
import { issueTaxInvoice } from '../tax-invoice/tax-invoice.service';
import { normalizeCode, promotionLimitReached } from '../booking/promotion.service';
import { keepForRefund } from './keep-for-refund';
import { confirmMoveOrder } from './move-order';

export type PaymentOutcome =
  | 'confirmed'
  | 'duplicate'
  | 'pending'
  | 'failed'
  | 'unknown_charge'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'refund_required:unknown_charge'
  | 'refund_required:amount_mismatch'
  | 'refund_required:currency_mismatch'
  | 'refund_required:promotion_limit'
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
  // KBank: a success still Pre-Authorized (3-D Secure not done) is not money yet; only Authorized and
  // Settled are.
  const paid =
    status.status === 'success' &&
    (status.transactionState === 'Authorized' || status.transactionState === 'Settled');
  return db.transaction().execute(async (trx) => {
    // The booking's row first, then its order: the same order of locks as kpaymentOrder takes, so a notify
    // and a customer switching payment method never wait on each other in a circle.
    const of = await trx
      .selectFrom('payment_orders')
      .select('booking_id')
      .where('charge_id', '=', status.chargeId)
      .executeTakeFirst();
    if (of) await lockBooking(trx, of.booking_id);
    const order = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('charge_id', '=', status.chargeId)
      .forUpdate()
      .executeTakeFirst();
    // Money for a charge we never opened is refunded by staff; the notify's row says so
    // (docs/decisions.md, "A paid notify that does not match its order is kept for refund").
    if (!order) return paid ? 'refund_required:unknown_charge' : 'unknown_charge';
    const settled = order.status === 'paid' || order.status === 'refund_required';
    const mismatch =
      status.amountSatang !== order.amount_satang
        ? 'amount_mismatch'
        : status.currency !== order.currency
          ? 'currency_mismatch'
          : null;
    // Paid, but not what the order asked for: never a confirmation, the money goes back. An order already
    // decided keeps its decision; the notify's row records the disagreement.
    if (mismatch) return paid && !settled ? keepForRefund(trx, order.id, mismatch) : mismatch;
    if (settled) return 'duplicate';
    if (status.status === 'pending' || (status.status === 'success' && !paid)) return 'pending';
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
    if (order.move_to) return confirmMoveOrder(trx, order, order.move_to);
    return confirmPaidOrder(trx, order, options);
  });
}

/**
 * Confirms the booking of an order that is paid: by the gateway, or with nothing left for it to charge
 * (wallet and points pay everything). In the caller's transaction: the booking number, state paid, the
 * wallet, points and course volume taken, points earned, the promotion use and the confirmation e-mail are written
 * together or not at all. A booking that cannot have its places any more, whose promotion's limits others
 * used meanwhile, or whose member no longer has the wallet money or points the order was opened with, is not
 * confirmed: the order needs a refund.
 */
export async function confirmPaidOrder(
  trx: Transaction<Database>,
  order: Selectable<PaymentOrderTable>,
  options: OutcomeOptions,
): Promise<PaymentOutcome> {
  const booking = await lockBooking(trx, order.booking_id);
  const refund = <R extends string>(reason: R) => keepForRefund(trx, order.id, reason);
  const arrival = await paymentArrival(trx, booking, options.clock);
  if (arrival === 'already_paid') return refund('already_paid');
  // Cancelled by the spa (or a no-show recorded): a payment that still arrives never revives it.
  if (arrival === 'refund' && needsRefundWhenPaid(booking.state)) return refund('cancelled');
  // Paid for the booking as it was before a move changed its price: the amount no longer matches it.
  if (order.failure === 'booking_changed') return refund('booking_changed');
  if (arrival === 'refund') return refund('expired');
  // Others paid the promotion's last uses meanwhile (docs/decisions.md, "Promotion limits hold under
  // concurrent checkouts"): the discount cannot be honoured, so neither can the payment made with it.
  if (
    booking.promo_code &&
    (await promotionLimitReached(trx, {
      code: booking.promo_code,
      bookingId: booking.id,
      customerKey: booking.contact_email ?? booking.contact_phone,
    }))
  )
    return refund('promotion_limit');
  // Take the funds (course volume checked before the wallet and points are taken, and written after:
  // a refusal of either leaves nothing behind), then move the booking to paid.
  const courses = await courseSetsDue(trx, booking, order.user_id ?? booking.user_id);
  if (!courses.ok) return refund('course_insufficient');
  const funds = await takeMemberFunds(trx, order);
  if (funds !== 'taken') return refund(funds);
  await recordCourseUsage(trx, booking.id, courses.due);
  const bookingNo = await newBookingNo(trx, booking, options.clock);
  const moved = await moveBooking(trx, booking, 'pay', {
    booking_no: bookingNo,
    paid_at: sql`now()`,
    hold_expires_at: null,
    payment_method: order.method,
    // What was paid is the summary this order was opened with (a later order may have priced it otherwise,
    // for another member or method): the booking shows it and owes what its deposit leaves.
    ...(order.priced_summary
      ? {
          priced_summary: JSON.stringify(order.priced_summary),
          grand_total_satang: order.priced_summary.grandTotalSatang,
        }
      : {}),
    remain_satang: (order.priced_summary ?? booking.priced_summary)?.remainSatang ?? 0,
  });
  // The row is locked, so nothing moved it since it was read; a refusal here is a broken invariant.
  if (!moved) throw new Error(`booking ${booking.id} could not move from ${booking.state} to paid`);
  await options.afterBookingPaid?.();
  const paid = { ...booking, booking_no: bookingNo };
  // The tax invoice is issued on the day of purchase, in this transaction (docs/product-rules.md, VAT).
  const paidSummary = order.priced_summary ?? booking.priced_summary;
  if (paidSummary) await issueTaxInvoice(trx, paid, paidSummary, options.clock.now());
  await afterPaid(trx, order, paid);
  return 'confirmed';
}

/** What the money means for the booking (booking-rules' lifecycle), with its places checked if lapsed. */
async function paymentArrival(trx: Transaction<Database>, booking: BookingRow, clock: Clock) {
  const ifFree = onPaymentArrival(booking.state, { placesStillFree: true });
  // Only a payment that could confirm needs its places looked at (and their hours locked).
  if (ifFree !== 'confirm') return ifFree;
  const lapsed =
    booking.state !== 'pending' || holdLapsed(booking.hold_expires_at?.getTime() ?? null, clock.now());
  const free = !lapsed || (await holdsStillFit(trx, booking.id, booking.branch_id, booking.date));
  return onPaymentArrival(booking.state, { placesStillFree: free });
}

/** The paid booking's consequences: points earned, the promotion used, the order paid, the messages. */
async function afterPaid(
  trx: Transaction<Database>,
  order: Selectable<PaymentOrderTable>,
  booking: BookingRow,
) {
  await earnPoints(trx, order, booking.user_id);
  await redeemPromotion(trx, booking);
  await trx
    .updateTable('payment_orders')
    .set({ status: 'paid', failure: null, updated_at: sql`now()` })
    .where('id', '=', order.id)
    .execute();
  // What the customer paid now, by every means.
  const paid = order.amount_satang + order.use_wallet_satang + order.points_value_satang;
  if (booking.contact_email) {
    const mail = await confirmationEmail(trx, booking, paid, order.site_url);
    await trx
      .insertInto('outbox')
      .values({ ...mail, brand_id: booking.brand_id })
      .execute();
  }
  // The kiosk's receipt by SMS, when the customer left a number there (docs/product-rules.md, Kiosk).
  if (booking.channel === 'kiosk' && booking.contact_phone) {
    const sms = await confirmationSms(trx, booking, paid, order.site_url);
    await trx
      .insertInto('outbox')
      .values({
        ...sms,
        kind: 'kiosk_receipt',
        brand_id: booking.brand_id,
        booking_id: booking.id,
        locale: booking.locale,
      })
      .execute();
  }
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
