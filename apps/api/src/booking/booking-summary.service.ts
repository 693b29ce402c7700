// The one place the server prices a booking: database prices, the promotion if any, the booking rules'
// arithmetic. orderSummary, prebooking and kpaymentOrder all ask here, so they can never disagree.
import { computeOrderSummary, zeroOrderSummary, type Guest, type OrderSummary } from '@sabai/booking-rules';
import type { GraphQLContext } from '../graphql/context';
import { problemsError, userError } from '../graphql/user-error';
import { checkPromotion, findPromotion } from './promotion.service';
import { rulesCatalog } from './rules-adapters';

export interface BookingToPrice {
  branchId: string;
  date: string;
  time: number;
  guests: readonly Guest[];
  promoCode?: string | null | undefined;
  /** E-mail or phone, for per-customer promotion limits. */
  customerKey?: string | null | undefined;
}

export async function priceBooking(context: GraphQLContext, booking: BookingToPrice): Promise<OrderSummary> {
  let discount = null;
  if (booking.promoCode) {
    const promotion = await findPromotion(context.db, booking.promoCode);
    if (!promotion) throw userError(context, 'voucher.invalid');
    const check = await checkPromotion(
      context.db,
      promotion,
      { brandId: context.brand.id, date: booking.date, time: booking.time, guests: booking.guests },
      context.locale,
      booking.customerKey,
      (await context.catalog.branch(context.brand.id, booking.branchId))?.time_zone,
    );
    if (check.reasons.length > 0) throw userError(context, 'voucher.invalid');
    discount = check.discount;
  }
  const result = computeOrderSummary({
    branchId: booking.branchId,
    brandId: context.brand.id,
    date: booking.date,
    time: booking.time,
    guests: booking.guests,
    catalog: rulesCatalog(await context.catalog.productsAt(booking.branchId)),
    discount,
  });
  if (!result.ok) throw problemsError(context, result.problems);
  return result.summary;
}

export { zeroOrderSummary };
