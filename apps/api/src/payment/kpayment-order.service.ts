// kpaymentOrder (SPEC §7): recompute every amount from the stored booking and today's prices, refuse an
// order whose amounts differ, and open one gateway charge per booking however often the client asks.
import type { OrderSummary } from '@sabai/booking-rules';
import { kpaymentOrderInputSchema, parseInput, type KPaymentOrderInput } from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { GraphQLContext } from '../graphql/context';
import { inputError, userError } from '../graphql/user-error';
import type { PaymentOrderTable } from '../db/schema';
import { findBookingOfBrand } from './booking-access';
import { priceBooking } from '../booking/booking-summary.service';
import { toPrice } from '../booking/prebooking.service';

export type PaymentOrderRow = Selectable<PaymentOrderTable>;

const satang = (baht: number | null | undefined) => Math.round((baht ?? 0) * 100);

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

export async function createPaymentOrder(
  context: GraphQLContext,
  rawInput: unknown,
): Promise<{ order: PaymentOrderRow; token: string; bookingNo: string | null }> {
  const parsed = parseInput(kpaymentOrderInputSchema, rawInput);
  if (!parsed.ok) throw inputError(context, parsed.problems);
  const input = parsed.value;
  const booking = await findBookingOfBrand(context, input.id);
  if (!booking) throw userError(context, 'booking.notFound');
  if (booking.state === 'paid') throw userError(context, 'booking.made');
  const lapsed =
    booking.state !== 'pending' ||
    !booking.hold_expires_at ||
    booking.hold_expires_at.getTime() <= Date.now();
  if (lapsed) throw userError(context, 'booking.expired');

  const summary = await priceBooking(context, toPrice(booking), {
    useWalletSatang: satang(input.use_wallet),
    usePoints: input.use_points ?? 0,
  });
  if (!amountsMatch(input, summary)) throw userError(context, 'payment.unmatched_amount');
  const amountSatang = summary.amountDueSatang;
  if (amountSatang <= 0) throw userError(context, 'payment.nothingToPay');
  // Tax invoice: same day only (SPEC §9), so the details are taken now and only when asked for.
  const tax = input.tax_id
    ? {
        tax_id: input.tax_id,
        tax_name: input.tax_name ?? null,
        tax_address: input.tax_address ?? null,
        tax_phone: input.tax_phone ?? null,
      }
    : { tax_id: null, tax_name: null, tax_address: null, tax_phone: null };

  const claimed = await context.db.transaction().execute(async (trx) => {
    await trx.selectFrom('bookings').select('id').where('id', '=', booking.id).forUpdate().execute();
    const open = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .where('status', 'in', ['creating', 'pending'])
      .executeTakeFirst();
    await trx
      .updateTable('bookings')
      .set({
        ...tax,
        payment_method: input.payment_method,
        grand_total_satang: summary.grandTotalSatang,
        updated_at: sql`now()`,
      })
      .where('id', '=', booking.id)
      .execute();
    if (open && open.amount_satang === amountSatang && open.method === input.payment_method)
      return { order: open, fresh: false };
    if (open)
      await trx
        .updateTable('payment_orders')
        .set({ status: 'failed', failure: 'superseded', updated_at: sql`now()` })
        .where('id', '=', open.id)
        .execute();
    const order = await trx
      .insertInto('payment_orders')
      .values({
        id: randomUUID(),
        booking_id: booking.id,
        method: input.payment_method,
        amount_satang: amountSatang,
        currency: 'THB',
        status: 'creating',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order, fresh: true };
  });

  const order = claimed.fresh
    ? await openCharge(context, claimed.order, booking.token)
    : await waitUntilOpen(context, claimed.order);
  return { order, token: booking.token, bookingNo: booking.booking_no };
}

/** Asks the gateway for the charge outside any transaction (it is another system), then records it. */
async function openCharge(
  context: GraphQLContext,
  order: PaymentOrderRow,
  token: string,
): Promise<PaymentOrderRow> {
  const base =
    context.settings.publicBaseUrl ??
    `${context.origin.protocol}://${context.brand.hosts[0] ?? 'localhost'}${context.origin.portSuffix}`;
  try {
    const charge = await context.payments.createCharge({
      orderId: order.id,
      amountSatang: order.amount_satang,
      currency: 'THB',
      method: order.method as Parameters<GraphQLContext['payments']['createCharge']>[0]['method'],
      description: `${context.brand.code} booking`,
      returnUrl: `${base}/book/kpayment/return?booking=${order.booking_id}&token=${encodeURIComponent(token)}`,
      notifyUrl: `${base}/api/kpayment/notify`,
    });
    return await context.db
      .updateTable('payment_orders')
      .set({
        status: 'pending',
        charge_id: charge.chargeId,
        redirect_url: charge.redirectUrl,
        merchant_id: charge.merchantId,
        terminal_id: charge.terminalId,
        reference: charge.reference,
        updated_at: sql`now()`,
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await context.db
      .updateTable('payment_orders')
      .set({ status: 'failed', failure: 'gateway_error', updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    throw error;
  }
}

/** Another request is opening this order's charge: wait for it rather than open a second one. */
async function waitUntilOpen(context: GraphQLContext, order: PaymentOrderRow): Promise<PaymentOrderRow> {
  for (let attempt = 0; attempt < 200 && order.status === 'creating'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    order = await context.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
  }
  if (order.status !== 'pending') throw userError(context, 'payment.notCompleted');
  return order;
}
