// The one place the server prices a booking: database prices, the promotion if any, the logged-in
// member's tier discount, the brand's deposit, wallet and points, the booking rules' arithmetic.
// orderSummary, prebooking and kpaymentOrder all ask here, so they can never disagree.
import {
  computeOrderSummary,
  tierDiscountPercent,
  zeroOrderSummary,
  type Guest,
  type OrderSummary,
  type Tier,
} from '@sabai/booking-rules';
import type { Scope } from '../core/scope';
import { checkPromotion, findPromotion } from './promotion.service';
import { rulesCatalog } from './rules-adapters';
import { pointsOf, walletOf } from '../wallet/member-funds';
import { bookingCourses } from '../course/member-courses';
import { AppError, rulesRefused } from '../core/app-error';
import { memberOf } from '../core/principal';

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
  scope: Scope,
  booking: BookingToPrice,
  payWith: MemberPayment = { useWalletSatang: 0, usePoints: 0 },
): Promise<OrderSummary> {
  const funds = await memberFunds(scope, payWith);
  const courses = await bookingCourses(scope, booking.guests, booking.bookingId ?? null);
  let discount = null;
  if (booking.promoCode) {
    const promotion = await findPromotion(scope.db, booking.promoCode);
    if (!promotion) throw new AppError('voucher.invalid');
    const check = await checkPromotion(
      scope.db,
      promotion,
      { brandId: scope.brand.id, date: booking.date, time: booking.time, guests: booking.guests },
      scope.locale,
      {
        nowMs: scope.clock.now(),
        timeZone: (await scope.catalog.branch(scope.brand.id, booking.branchId))?.time_zone,
      },
      booking.customerKey,
    );
    if (check.reasons.length > 0) throw new AppError('voucher.invalid');
    discount = check.discount;
  }
  const result = computeOrderSummary({
    branchId: booking.branchId,
    brandId: scope.brand.id,
    date: booking.date,
    time: booking.time,
    guests: booking.guests,
    catalog: rulesCatalog(await scope.catalog.productsAt(booking.branchId), courses),
    discount,
    // A promo code turns the tier discount off (docs/product-rules.md, Tiers), so the member's tier is not even read.
    tierPercent: booking.promoCode ? 0 : tierDiscountPercent(await memberTier(scope), scope.brand.id),
    // The brand's deposit (docs/product-rules.md, Deposit): 0 pays everything online.
    depositPercent: scope.brand.depositPercent,
    ...funds,
  });
  if (!result.ok) throw rulesRefused(result.problems);
  return result.summary;
}

/**
 * The calling member's wallet and points, for the rules to check the use against (docs/product-rules.md, Wallet and points): only what is
 * asked for is read. A visitor asking to use either is refused: login.unauthenticated.
 */
async function memberFunds(scope: Scope, payWith: MemberPayment) {
  if (payWith.useWalletSatang <= 0 && payWith.usePoints <= 0) return {};
  const member = memberOf(await scope.principal());
  if (!member) throw new AppError('login.unauthenticated');
  const userId = member.user.id;
  return {
    wallet:
      payWith.useWalletSatang > 0
        ? { useSatang: payWith.useWalletSatang, ...(await walletOf(scope.db, userId)) }
        : null,
    points:
      payWith.usePoints > 0
        ? { use: payWith.usePoints, ...(await pointsOf(scope.db, userId, scope.brand.id)) }
        : null,
  };
}

/** The calling member's tier with its discounts per brand; null for a visitor. */
async function memberTier(scope: Scope): Promise<Tier | null> {
  const member = memberOf(await scope.principal());
  if (!member) return null;
  const discounts = await scope.db
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
