import { formatThb } from './money.js';
import type { OrderSummary } from './order-summary.types.js';

/**
 * The summary as the API and the payment order carry it (docs/api.md, Booking and Payment):
 * snake_case, amounts in baht with exactly two decimals.
 */
export interface OrderSummaryWire {
  readonly sub_total: string;
  readonly discount: string;
  readonly tier_discount: string;
  readonly grand_total: string;
  readonly deposit: string;
  readonly use_wallet: string;
  readonly use_points: number;
  readonly points_value: string;
  readonly amount: string;
  readonly remain: string;
  readonly currency: OrderSummary['currency'];
  readonly free_atk: boolean;
}

/** Formats a summary for the wire: 123450 satang becomes '1234.50'. */
export function toOrderSummaryWire(summary: OrderSummary): OrderSummaryWire {
  return {
    sub_total: formatThb(summary.subTotalSatang),
    discount: formatThb(summary.discountSatang),
    tier_discount: formatThb(summary.tierDiscountSatang),
    grand_total: formatThb(summary.grandTotalSatang),
    deposit: formatThb(summary.depositSatang),
    use_wallet: formatThb(summary.useWalletSatang),
    use_points: summary.usePoints,
    points_value: formatThb(summary.pointsValueSatang),
    amount: formatThb(summary.amountDueSatang),
    remain: formatThb(summary.remainSatang),
    currency: summary.currency,
    free_atk: summary.freeAtk,
  };
}
