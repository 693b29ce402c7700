// kpaymentOrder (docs/api.md, Payment): recompute every amount from the stored booking and today's prices,
// refuse an order whose amounts differ, and open one gateway charge per booking however often the client
// asks. Wallet and points are only recorded on the order here; they are taken when the payment is confirmed.
import { holdLapsed, onPaymentArrival, type OrderSummary } from '@sabai/booking-rules';
import { kpaymentOrderInputSchema, parseInput, type KPaymentOrderInput } from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { Scope } from '../core/scope';
import type { BookingTable, Database } from '../db/schema';
import { confirmPaidOrder, type PaymentOutcome } from './payment-outcome.service';
import { confirmationPath } from '../booking/booking-pages';
import { openCharge, siteUrl, waitUntilOpen, type PaymentOrderRow } from './gateway-charge';
import { findHeldBooking, lockBooking, type BookingRow } from '../booking/booking.repository';
import { priceBooking } from '../booking/booking-summary.service';
import { pricingKey, toPrice } from '../booking/prebooking.service';
import { courseIdsIn } from '../course/member-courses';
import { normalizeCode, promotionLimitReached } from '../booking/promotion.service';
import { AppError, inputRefused } from '../core/app-error';
import { memberOf } from '../core/principal';

/** Course items pay part of the booking: with nothing left, it is confirmed without the gateway. */
const usesCourses = (booking: { guests: { treatments: string[] }[] }) =>
  courseIdsIn(booking.guests).length > 0;

/** Money inputs arrive in satang (the Money scalar converts); absent means none. */
const satang = (amount: number | null | undefined) => amount ?? 0;

/** The amounts the client saw must be the server's, to the satang. */
function amountsMatch(input: KPaymentOrderInput, s: OrderSummary): boolean {
  return (
    satang(input.sub_total) === s.subTotalSatang &&
    satang(input.discount) === s.discountSatang &&
    satang(input.tier_discount) === s.tierDiscountSatang &&
    satang(input.grand_total) === s.grandTotalSatang &&
    satang(input.use_wallet) === s.useWalletSatang &&
    satang(input.deposit) === s.depositSatang &&
    satang(input.remain) === s.remainSatang &&
    satang(input.points_value) === s.pointsValueSatang &&
    (input.use_points ?? 0) === s.usePoints
  );
}

type Booking = BookingRow;
/** What the order takes from the member besides the gateway, and who the member is. */
type MemberUse = Pick<
  PaymentOrderRow,
  'user_id' | 'use_wallet_satang' | 'use_points' | 'points_value_satang'
>;
type BookingPaymentFields = Pick<
  Updateable<BookingTable>,
  | 'tax_id'
  | 'tax_name'
  | 'tax_address'
  | 'tax_phone'
  | 'payment_method'
  | 'grand_total_satang'
  | 'priced_summary'
>;

export interface CreatedPaymentOrder {
  order: PaymentOrderRow;
  token: string;
  bookingNo: string | null;
  /** Set when no gateway is involved: the site's confirmation page. */
  confirmPath?: string;
}

export async function createPaymentOrder(scope: Scope, rawInput: unknown): Promise<CreatedPaymentOrder> {
  const parsed = parseInput(kpaymentOrderInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const booking = await findHeldBooking(scope, input.id, input.token, 'pay');
  if (!booking) throw new AppError('booking.notFound');
  // Paid, checked in or completed already (booking-rules' lifecycle): a second payment has no place.
  if (onPaymentArrival(booking.state, { placesStillFree: true }) === 'already_paid')
    throw new AppError('booking.made');
  const lapsed =
    booking.state !== 'pending' || holdLapsed(booking.hold_expires_at?.getTime() ?? null, scope.clock.now());
  if (lapsed) throw new AppError('booking.expired');

  const summary = await priceBooking(scope, toPrice(booking), {
    useWalletSatang: satang(input.use_wallet),
    usePoints: input.use_points ?? 0,
  });
  if (!amountsMatch(input, summary)) throw new AppError('payment.unmatched_amount');
  const use: MemberUse = {
    user_id: memberOf(await scope.principal())?.user.id ?? null,
    use_wallet_satang: summary.useWalletSatang,
    use_points: summary.usePoints,
    points_value_satang: summary.pointsValueSatang,
  };
  // Tax invoice: same day only (docs/product-rules.md, Policies), so the details are taken now and only when
  // asked for.
  const fields: BookingPaymentFields = {
    tax_id: input.tax_id ?? null,
    tax_name: input.tax_id ? (input.tax_name ?? null) : null,
    tax_address: input.tax_id ? (input.tax_address ?? null) : null,
    tax_phone: input.tax_id ? (input.tax_phone ?? null) : null,
    payment_method: input.payment_method,
    grand_total_satang: summary.grandTotalSatang,
    // What this payment is for; a paid booking shows it, whatever prices and promotions do later.
    priced_summary: JSON.stringify(summary),
  };
  if (summary.amountDueSatang <= 0) {
    if (use.use_wallet_satang + use.points_value_satang <= 0 && !usesCourses(booking))
      throw new AppError('payment.nothingToPay');
    return payWithoutGateway(scope, booking, use, fields);
  }
  const claimed = await claimOrder(
    scope,
    booking,
    summary.amountDueSatang,
    input.payment_method,
    use,
    fields,
  );
  const order = claimed.fresh
    ? await openCharge(scope, claimed.order, booking)
    : await waitUntilOpen(scope, claimed.order);
  return { order, token: booking.token, bookingNo: booking.booking_no };
}

// Opening a charge is one request to the gateway; an order still 'creating' after this long was left by a
// process that died in between, and waiting for it would only end with the hold.
const CREATING_STALE_MS = 30_000;
const leftByACrash = (order: PaymentOrderRow, nowMs: number) =>
  order.status === 'creating' && nowMs - order.created_at.getTime() > CREATING_STALE_MS;

/** The booking's open order when it is for the same payment, else a new one (superseding the open one). */
async function claimOrder(
  scope: Scope,
  booking: Booking,
  amountSatang: number,
  method: string,
  use: MemberUse,
  fields: BookingPaymentFields,
): Promise<{ order: PaymentOrderRow; fresh: boolean }> {
  const bookingId = booking.id;
  return scope.db.transaction().execute(async (trx) => {
    await lockAsPriced(scope, trx, booking);
    const promoCode = await holdPromotionUse(scope, trx, booking);
    const open = await openOrderOf(trx, bookingId);
    await trx
      .updateTable('bookings')
      .set({ ...fields, updated_at: sql`now()` })
      .where('id', '=', bookingId)
      .execute();
    const same =
      open &&
      !leftByACrash(open, scope.clock.now()) &&
      open.amount_satang === amountSatang &&
      open.method === method &&
      open.user_id === use.user_id &&
      open.use_wallet_satang === use.use_wallet_satang &&
      open.use_points === use.use_points;
    if (same) return { order: open, fresh: false };
    if (open) await supersede(trx, open.id);
    const order = await trx
      .insertInto('payment_orders')
      .values({
        id: randomUUID(),
        booking_id: bookingId,
        method,
        amount_satang: amountSatang,
        currency: 'THB',
        status: 'creating',
        site_url: siteUrl(scope),
        priced_summary: fields.priced_summary ?? undefined,
        promo_code: promoCode,
        ...use,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order, fresh: true };
  });
}

/**
 * The booking's promotion, if any, once it is sure to be within its limits: the uses paid and those held by
 * other bookings' open orders, counted under the promotion's lock (docs/decisions.md, "Promotion limits hold
 * under concurrent checkouts"). The customer who loses the race learns it here, before paying.
 */
async function holdPromotionUse(
  scope: Scope,
  trx: Transaction<Database>,
  booking: Booking,
): Promise<string | null> {
  if (!booking.promo_code) return null;
  const reached = await promotionLimitReached(trx, {
    code: booking.promo_code,
    bookingId: booking.id,
    customerKey: booking.contact_email ?? booking.contact_phone,
    openOrdersHeldAfter: new Date(scope.clock.now()),
  });
  if (reached) throw new AppError('voucher.invalid');
  return normalizeCode(booking.promo_code);
}

/**
 * Locks the booking and makes sure it is still the booking that was priced: a move committed since (other
 * treatments, day, time, promotion) would otherwise get an order for the old amount. It also must still hold
 * its places.
 */
async function lockAsPriced(scope: Scope, trx: Transaction<Database>, priced: Booking): Promise<void> {
  const current = await lockBooking(trx, priced.id);
  if (
    current.state !== 'pending' ||
    holdLapsed(current.hold_expires_at?.getTime() ?? null, scope.clock.now())
  )
    throw new AppError('booking.expired');
  if (pricingKey(current) !== pricingKey(priced) || current.user_id !== priced.user_id)
    throw new AppError('payment.unmatched_amount');
}

const openOrderOf = (trx: Transaction<Database>, bookingId: string) =>
  trx
    .selectFrom('payment_orders')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', 'in', ['creating', 'pending'])
    .executeTakeFirst();

const supersede = (trx: Transaction<Database>, orderId: string) =>
  trx
    .updateTable('payment_orders')
    .set({ status: 'failed', failure: 'superseded', updated_at: sql`now()` })
    .where('id', '=', orderId)
    .execute();

class NotConfirmed extends Error {
  constructor(readonly outcome: PaymentOutcome) {
    super(outcome);
  }
}

/**
 * Wallet, points or course items pay everything: no gateway. The order (amount 0, method wallet, points
 * or course) is
 * confirmed at once in one transaction, by the same path as a paid notify; an open gateway order for the
 * booking is superseded. Anything that stops the confirmation rolls all of it back.
 */
async function payWithoutGateway(
  scope: Scope,
  booking: Booking,
  use: MemberUse,
  fields: BookingPaymentFields,
): Promise<CreatedPaymentOrder> {
  const method = use.use_wallet_satang > 0 ? 'wallet' : use.points_value_satang > 0 ? 'points' : 'course';
  try {
    const { order, bookingNo } = await scope.db.transaction().execute(async (trx) => {
      await lockAsPriced(scope, trx, booking);
      const promoCode = await holdPromotionUse(scope, trx, booking);
      const open = await openOrderOf(trx, booking.id);
      if (open) await supersede(trx, open.id);
      await trx
        .updateTable('bookings')
        .set({ ...fields, payment_method: method, updated_at: sql`now()` })
        .where('id', '=', booking.id)
        .execute();
      const created = await trx
        .insertInto('payment_orders')
        .values({
          id: randomUUID(),
          booking_id: booking.id,
          method,
          amount_satang: 0,
          currency: 'THB',
          status: 'creating',
          site_url: siteUrl(scope),
          priced_summary: fields.priced_summary ?? undefined,
          promo_code: promoCode,
          ...use,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const outcome = await confirmPaidOrder(trx, created, { clock: scope.clock });
      if (outcome !== 'confirmed') throw new NotConfirmed(outcome);
      const paid = await trx
        .selectFrom('bookings')
        .select('booking_no')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow();
      return { order: { ...created, status: 'paid' as const }, bookingNo: paid.booking_no };
    });
    const no = bookingNo ?? '';
    const confirmPath = confirmationPath(booking, no);
    return { order, token: booking.token, bookingNo, confirmPath };
  } catch (error) {
    if (!(error instanceof NotConfirmed)) throw error;
    if (error.outcome === 'refund_required:already_paid') throw new AppError('booking.made');
    if (error.outcome === 'refund_required:expired') throw new AppError('booking.expired');
    if (error.outcome === 'refund_required:promotion_limit') throw new AppError('voucher.invalid');
    // The balance or points changed since they were priced: the amounts seen no longer hold.
    throw new AppError('payment.unmatched_amount');
  }
}
