import { isCourseItemId } from './course-item-id.js';
import { courseSetProblems } from './course-rules.js';
import { guestDerived } from './guest.js';
import { assertSatang, currency, percentOf } from './money.js';
import {
  zeroOrderSummary,
  type Discount,
  type OrderSummary,
  type OrderSummaryInput,
  type SummaryCode,
} from './order-summary.types.js';
import { validatePointsUse } from './points-use.js';
import type { SummaryContextField } from './problem-vocabulary.js';
import { problem, type Problem, type Result } from './problems.js';
import { validateWalletUse } from './wallet-use.js';

/** The default share paid online when a brand enables deposits (docs/product-rules.md, Deposit). */
export const defaultDepositPercent = 50;
/** From this sub-total on, the prescreening (ATK) fee is waived. */
export const freeAtkMinimumSatang = 50_000;

function missingContext(input: OrderSummaryInput): SummaryContextField[] {
  const present: Record<SummaryContextField, boolean> = {
    branch: input.branchId !== null,
    brand: input.brandId !== null,
    date: input.date !== null,
    time: input.time !== null,
  };
  return (Object.keys(present) as SummaryContextField[]).filter((field) => !present[field]);
}

function discountOf(discount: Discount | null | undefined, subTotal: number): number {
  if (discount == null) return 0;
  if (discount.kind === 'percent') return percentOf(subTotal, discount.percent);
  assertSatang(discount.amountSatang, 'discount.amountSatang');
  return Math.min(discount.amountSatang, subTotal);
}

function subTotalOf(input: OrderSummaryInput): Result<{ subTotal: number }, SummaryCode> {
  let subTotal = 0;
  const problems: Problem<SummaryCode>[] = [];
  for (const guest of input.guests) {
    const resolved = guestDerived(guest, input.catalog);
    if (resolved.ok) subTotal += resolved.derived.totalPriceSatang;
    else problems.push(...resolved.problems);
    // The same whole-set rule as validateBooking: a half-picked course set has no price to show.
    problems.push(...courseSetProblems(guest, input.catalog));
  }
  const hasCourseItems = input.guests.some((guest) => guest.treatments.some(isCourseItemId));
  if (input.discount?.source === 'promo' && hasCourseItems) {
    problems.push(problem('promo_with_course_items', {}));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, subTotal };
}

/**
 * What is paid online now: the deposit's percent of the grand total when the brand takes one, else all of
 * it. 0 (or none) means no deposit: the whole amount is paid online (docs/product-rules.md, Deposit).
 */
function depositOf(grandTotal: number, depositPercent: number | null | undefined) {
  if (!depositPercent) return { deposit: 0, online: grandTotal };
  const deposit = percentOf(grandTotal, depositPercent);
  return { deposit, online: deposit };
}

/** Points pay the online part first, then the wallet pays (part of) the rest. */
function onlinePayment(
  input: OrderSummaryInput,
  online: number,
): Result<{ pointsValue: number; useWallet: number }, SummaryCode> {
  const points = input.points == null ? null : validatePointsUse(input.points.use, input.points, online);
  const pointsValue = points?.ok === true ? points.valueSatang : 0;
  const wallet =
    input.wallet == null
      ? null
      : validateWalletUse(input.wallet.useSatang, input.wallet, online - pointsValue);
  const problems = [
    ...(points?.ok === false ? points.problems : []),
    ...(wallet?.ok === false ? wallet.problems : []),
  ];
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, pointsValue, useWallet: input.wallet?.useSatang ?? 0 };
}

/**
 * Order summary arithmetic (docs/product-rules.md, Pricing; rounding rules in the README). Computed only when
 * branch, brand, date and time exist; all zero while any guest has no treatments. A promo code turns the tier
 * discount off and cannot be combined with course items; course items come in whole sets, as prebook
 * requires. The deposit, when the brand takes one, is the online part; points, then wallet, pay it.
 */
export function computeOrderSummary(
  input: OrderSummaryInput,
): Result<{ summary: OrderSummary }, SummaryCode> {
  const missing = missingContext(input);
  if (missing.length > 0) return { ok: false, problems: [problem('summary_context_missing', { missing })] };
  if (input.guests.length === 0 || input.guests.some((guest) => guest.treatments.length === 0)) {
    return { ok: true, summary: zeroOrderSummary };
  }
  const sub = subTotalOf(input);
  if (!sub.ok) return sub;
  const { subTotal } = sub;
  const discount = discountOf(input.discount, subTotal);
  const tierPercent = input.discount?.source === 'promo' ? 0 : (input.tierPercent ?? 0);
  const tierDiscount = percentOf(subTotal - discount, tierPercent);
  const grandTotal = subTotal - discount - tierDiscount;
  const { deposit, online } = depositOf(grandTotal, input.depositPercent);
  const paid = onlinePayment(input, online);
  if (!paid.ok) return paid;
  const { pointsValue, useWallet } = paid;
  return {
    ok: true,
    summary: {
      subTotalSatang: subTotal,
      discountSatang: discount,
      tierDiscountSatang: tierDiscount,
      grandTotalSatang: grandTotal,
      depositSatang: deposit,
      pointsValueSatang: pointsValue,
      usePoints: input.points?.use ?? 0,
      useWalletSatang: useWallet,
      amountDueSatang: online - pointsValue - useWallet,
      remainSatang: grandTotal - online,
      currency,
      freeAtk: subTotal >= freeAtkMinimumSatang,
    },
  };
}
