import { assertSatang, thbToSatang } from './money.js';
import type { OrderSummary } from './order-summary.types.js';

/** What a booking's money breakdown is drawn from: an order summary, as priced or as paid. */
export type MoneyFigures = Pick<
  OrderSummary,
  | 'subTotalSatang'
  | 'discountSatang'
  | 'tierDiscountSatang'
  | 'grandTotalSatang'
  | 'depositSatang'
  | 'usePoints'
  | 'pointsValueSatang'
  | 'useWalletSatang'
  | 'amountDueSatang'
  | 'remainSatang'
>;

// Checked by name: a whole OrderSummary (with its currency and flags) is welcome as figures.
const figureNames = [
  'subTotalSatang',
  'discountSatang',
  'tierDiscountSatang',
  'grandTotalSatang',
  'depositSatang',
  'usePoints',
  'pointsValueSatang',
  'useWalletSatang',
  'amountDueSatang',
  'remainSatang',
] as const satisfies readonly (keyof MoneyFigures)[];

/** The same figures as the GraphQL API carries them: snake_case, amounts in baht. */
export interface MoneyFiguresInBaht {
  readonly sub_total: number;
  readonly discount: number;
  readonly tier_discount: number;
  readonly grand_total: number;
  readonly deposit: number;
  readonly use_points: number;
  readonly points_value: number;
  readonly use_wallet: number;
  readonly amount: number;
  readonly remain: number;
}

/**
 * One line of the breakdown, in the order of docs/product-rules.md, Pricing: sub_total, discount (the
 * promotion's), tier_discount (the member's), grand_total, deposit (the part paid online), points, wallet,
 * paid_online (by card or QR at the gateway), remain (paid at the branch).
 */
export type MoneyLineKind =
  | 'sub_total'
  | 'discount'
  | 'tier_discount'
  | 'grand_total'
  | 'deposit'
  | 'points'
  | 'wallet'
  | 'paid_online'
  | 'remain';

export interface MoneyLine {
  readonly kind: MoneyLineKind;
  readonly amountSatang: number;
  /** Taken off the line above it (a discount, or what points and wallet paid): shown with a minus. */
  readonly negative: boolean;
  /** The points used, on the `points` line only. */
  readonly points?: number;
}

/**
 * The lines every place that shows a booking's amounts draws (checkout, confirmation, print, e-mail, member
 * area), so they cannot disagree. Lines worth 0 are left out; the sub-total, the total and what is paid by
 * card or QR are always there. The deposit line appears only when part of the total is left for the branch.
 * Nothing is added up here: every amount is the summary's own.
 */
export function moneyLines(figures: MoneyFigures): MoneyLine[] {
  for (const name of figureNames) assertSatang(figures[name], name);
  const line = (kind: MoneyLineKind, amountSatang: number, negative = false): MoneyLine => ({
    kind,
    amountSatang,
    negative,
  });
  const lines: MoneyLine[] = [line('sub_total', figures.subTotalSatang)];
  if (figures.discountSatang > 0) lines.push(line('discount', figures.discountSatang, true));
  if (figures.tierDiscountSatang > 0) lines.push(line('tier_discount', figures.tierDiscountSatang, true));
  lines.push(line('grand_total', figures.grandTotalSatang));
  if (figures.depositSatang > 0 && figures.remainSatang > 0)
    lines.push(line('deposit', figures.depositSatang));
  if (figures.usePoints > 0 || figures.pointsValueSatang > 0)
    lines.push({ ...line('points', figures.pointsValueSatang, true), points: figures.usePoints });
  if (figures.useWalletSatang > 0) lines.push(line('wallet', figures.useWalletSatang, true));
  lines.push(line('paid_online', figures.amountDueSatang));
  if (figures.remainSatang > 0) lines.push(line('remain', figures.remainSatang));
  return lines;
}

/** The API's figures (baht) as satang, for {@link moneyLines}. */
export function moneyFiguresFromBaht(wire: MoneyFiguresInBaht): MoneyFigures {
  return {
    subTotalSatang: thbToSatang(wire.sub_total),
    discountSatang: thbToSatang(wire.discount),
    tierDiscountSatang: thbToSatang(wire.tier_discount),
    grandTotalSatang: thbToSatang(wire.grand_total),
    depositSatang: thbToSatang(wire.deposit),
    usePoints: wire.use_points,
    pointsValueSatang: thbToSatang(wire.points_value),
    useWalletSatang: thbToSatang(wire.use_wallet),
    amountDueSatang: thbToSatang(wire.amount),
    remainSatang: thbToSatang(wire.remain),
  };
}
