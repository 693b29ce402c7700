import type { IsoDate, MinuteOfDay } from './calendar.js';
import type { Catalog } from './catalog.js';
import type { Guest } from './guest.js';
import { currency } from './money.js';
import type { PointsBalance, PointsCode } from './points-use.js';
import type { ResolveCode } from './resolve-item.js';
import type { Wallet, WalletCode } from './wallet-use.js';

/** A promo code's or a voucher's discount: a fixed amount or a percent of the sub-total. */
export type Discount =
  | { readonly source: 'promo' | 'voucher'; readonly kind: 'amount'; readonly amountSatang: number }
  | { readonly source: 'promo' | 'voucher'; readonly kind: 'percent'; readonly percent: number };

/** Everything the order summary is computed from; the server fills it from its own database. */
export interface OrderSummaryInput {
  readonly branchId: string | null;
  readonly brandId: string | null;
  readonly date: IsoDate | null;
  readonly time: MinuteOfDay | null;
  readonly guests: readonly Guest[];
  readonly catalog: Catalog;
  readonly discount?: Discount | null | undefined;
  /** The member's tier percent at this brand ({@link tierDiscountPercent}); 0 or absent for visitors. */
  readonly tierPercent?: number | undefined;
  /**
   * The percent of the grand total paid online when the brand takes a deposit (default 50), the rest at the
   * branch; 0 or absent when the whole amount is paid online.
   */
  readonly depositPercent?: number | null | undefined;
  readonly points?: ({ readonly use: number } & PointsBalance) | null | undefined;
  readonly wallet?: ({ readonly useSatang: number } & Wallet) | null | undefined;
}

/**
 * The order summary in satang. It always adds up:
 * grandTotal = subTotal - discount - tierDiscount = amountDue + useWallet + pointsValue + remain.
 */
export interface OrderSummary {
  readonly subTotalSatang: number;
  readonly discountSatang: number;
  readonly tierDiscountSatang: number;
  readonly grandTotalSatang: number;
  /** The part paid online when the brand takes deposits; 0 otherwise. */
  readonly depositSatang: number;
  readonly pointsValueSatang: number;
  readonly usePoints: number;
  readonly useWalletSatang: number;
  /** What the payment gateway charges now. */
  readonly amountDueSatang: number;
  /** What is paid at the branch (the rest after a deposit). */
  readonly remainSatang: number;
  readonly currency: typeof currency;
  /** No prescreening fee: the sub-total is at least 500 THB. */
  readonly freeAtk: boolean;
}

/** The summary when any guest has no treatments yet (docs/product-rules.md, Pricing): all zero. */
export const zeroOrderSummary: OrderSummary = {
  subTotalSatang: 0,
  discountSatang: 0,
  tierDiscountSatang: 0,
  grandTotalSatang: 0,
  depositSatang: 0,
  pointsValueSatang: 0,
  usePoints: 0,
  useWalletSatang: 0,
  amountDueSatang: 0,
  remainSatang: 0,
  currency,
  freeAtk: false,
};

/** The problems computeOrderSummary can report. */
export type SummaryCode =
  | ResolveCode
  | PointsCode
  | WalletCode
  | 'summary_context_missing'
  | 'promo_with_course_items'
  | 'course_set_incomplete';
