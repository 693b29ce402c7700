import { zeroOrderSummary } from './order-summary.types.js';
import { toOrderSummaryWire } from './order-summary-wire.js';

describe('toOrderSummaryWire: snake_case, baht with two decimals', () => {
  it('formats every amount', () => {
    const summary = {
      ...zeroOrderSummary,
      subTotalSatang: 123_450,
      discountSatang: 10_000,
      tierDiscountSatang: 5,
      grandTotalSatang: 113_445,
      depositSatang: 56_723,
      pointsValueSatang: 5_000,
      usePoints: 100,
      useWalletSatang: 1_723,
      amountDueSatang: 50_000,
      remainSatang: 56_722,
      freeAtk: true,
    };
    expect(toOrderSummaryWire(summary)).toEqual({
      sub_total: '1234.50',
      discount: '100.00',
      tier_discount: '0.05',
      grand_total: '1134.45',
      deposit: '567.23',
      use_wallet: '17.23',
      use_points: 100,
      points_value: '50.00',
      amount: '500.00',
      remain: '567.22',
      currency: 'THB',
      free_atk: true,
    });
  });
});
