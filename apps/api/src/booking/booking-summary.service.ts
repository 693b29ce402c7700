// The one place the server prices a booking: database prices, the promotion if any, the logged-in
// member's tier discount, wallet and points, the booking rules' arithmetic. orderSummary, prebooking and
// kpaymentOrder all ask here, so they can never disagree.
import {
  computeOrderSummary,
  tierDiscountPercent,
  zeroOrderSummary,
  type Guest,
  type OrderSummary,
  type Tier,
} from '@sabai/booking-rules';
import type { GraphQLContext } from '../graphql/context';
import { problemsError, userError } from '../graphql/user-error';
import { checkPromotion, findPromotion } from './promotion.service';
import { rulesCatalog } from './rules-adapters';
import { pointsOf, walletOf } from '../wallet/member-funds';
import { bookingCourses } from '../course/member-courses';

export interface BookingToPrice {
  branchId: string;
  date: string;
  time: number;
  guests: readonly Guest[];
  promoCode?: string | null | undefined;
  /** E-mail or phone, for per-customer promotion limits. */
  customerKey?: string | null | undefined;
  /** A stored booking's id: the courses it already used are not counted against it. */
  bookingId?: string | null | undefined;
}

/** What the member asks to pay with besides the gateway; only a logged-in member may. */
export interface MemberPayment {
  useWalletSatang: number;
  usePoints: number;
}

export async function priceBooking(
  context: GraphQLContext,
  booking: BookingToPrice,
  payWith: MemberPayment = { useWalletSatang: 0, usePoints: 0 },
): Promise<OrderSummary> {
  const funds = await memberFunds(context, payWith);
  const courses = await bookingCourses(context, booking.guests, booking.bookingId ?? null);
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
    catalog: rulesCatalog(await context.catalog.productsAt(booking.branchId), courses),
    discount,
    // A promo code turns the tier discount off (SPEC §5), so the member's tier is not even read.
    tierPercent: booking.promoCode ? 0 : tierDiscountPercent(await memberTier(context), context.brand.id),
    ...funds,
  });
  if (!result.ok) throw problemsError(context, result.problems);
  return result.summary;
}

/**
 * The calling member's wallet and points, for the rules to check the use against (SPEC §5): only what is
 * asked for is read. A visitor asking to use either is refused: login.unauthenticated.
 */
async function memberFunds(context: GraphQLContext, payWith: MemberPayment) {
  if (payWith.useWalletSatang <= 0 && payWith.usePoints <= 0) return {};
  const member = await context.auth.current();
  if (!member) throw userError(context, 'login.unauthenticated');
  const userId = member.user.id;
  return {
    wallet:
      payWith.useWalletSatang > 0
        ? { useSatang: payWith.useWalletSatang, ...(await walletOf(context.db, userId)) }
        : null,
    points:
      payWith.usePoints > 0
        ? { use: payWith.usePoints, ...(await pointsOf(context.db, userId, context.brand.id)) }
        : null,
  };
}

/** The calling member's tier with its discounts per brand; null for a visitor. */
async function memberTier(context: GraphQLContext): Promise<Tier | null> {
  const member = await context.auth.current();
  if (!member) return null;
  const discounts = await context.db
    .selectFrom('tier_discounts')
    .select(['brand_id', 'percent'])
    .where('tier_id', '=', member.user.tier_id)
    .execute();
  return {
    slug: member.user.tier_id,
    discounts: discounts.map((d) => ({ brandId: d.brand_id, percent: d.percent })),
  };
}

export { zeroOrderSummary };
