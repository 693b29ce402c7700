import { moneyFiguresFromBaht, moneyLines, type MoneyLineKind } from './money-lines.js';
import { computeOrderSummary } from './order-summary.js';
import { zeroOrderSummary, type OrderSummary, type OrderSummaryInput } from './order-summary.types.js';
import { aCatalog, aGuest, hm } from './testing/builders.js';

interface Uses {
  promotion: boolean;
  tier: boolean;
  wallet: boolean;
  points: boolean;
  deposit: boolean;
}

/** A Thai massage (800 THB) priced by the rules themselves with what the customer uses. */
function summaryWith(uses: Uses): OrderSummary {
  const input: OrderSummaryInput = {
    branchId: 'B1',
    brandId: 'sabai',
    date: '2026-11-22',
    time: hm('10:00'),
    guests: [aGuest(1, ['thai-massage'])],
    catalog: aCatalog(),
    // A voucher, not a promo code: a promo code would turn the tier discount off, and both lines are wanted.
    discount: uses.promotion ? { source: 'voucher', kind: 'percent', percent: 10 } : null,
    tierPercent: uses.tier ? 10 : 0,
    depositPercent: uses.deposit ? 50 : 0,
    points: uses.points
      ? { use: 100, activePoints: 300, conversionRates: [{ points: 100, valueSatang: 5_000 }] }
      : null,
    wallet: uses.wallet ? { useSatang: 10_000, balanceSatang: 50_000, isActivated: true } : null,
  };
  const result = computeOrderSummary(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.summary;
}

const flags = [false, true];
const combinations: Uses[] = flags.flatMap((promotion) =>
  flags.flatMap((tier) =>
    flags.flatMap((wallet) =>
      flags.flatMap((points) => flags.map((deposit) => ({ promotion, tier, wallet, points, deposit }))),
    ),
  ),
);
const named = (uses: Uses) =>
  Object.entries(uses)
    .filter(([, used]) => used)
    .map(([name]) => name)
    .join(' + ') || 'nothing';

describe('moneyLines', () => {
  it.each(combinations.map((uses) => [named(uses), uses] as const))(
    'with %s: the lines used, in pricing order, and only those',
    (_, uses) => {
      const summary = summaryWith(uses);
      const expected: MoneyLineKind[] = [
        'sub_total',
        ...(uses.promotion ? (['discount'] as const) : []),
        ...(uses.tier ? (['tier_discount'] as const) : []),
        'grand_total',
        ...(uses.deposit ? (['deposit'] as const) : []),
        ...(uses.points ? (['points'] as const) : []),
        ...(uses.wallet ? (['wallet'] as const) : []),
        'paid_online',
        ...(uses.deposit ? (['remain'] as const) : []),
      ];
      const lines = moneyLines(summary);
      expect(lines.map((line) => line.kind)).toEqual(expected);
      // Every amount is the summary's own, and the lines add up as the summary does.
      const amount = (kind: MoneyLineKind) => lines.find((line) => line.kind === kind)?.amountSatang ?? 0;
      expect(amount('sub_total') - amount('discount') - amount('tier_discount')).toBe(amount('grand_total'));
      const online = uses.deposit ? amount('deposit') : amount('grand_total');
      expect(online - amount('points') - amount('wallet')).toBe(amount('paid_online'));
      expect(online + amount('remain')).toBe(amount('grand_total'));
    },
  );

  it('gives the amounts, which lines are taken off, and the points used', () => {
    expect(
      moneyLines(summaryWith({ promotion: true, tier: true, wallet: true, points: true, deposit: true })),
    ).toEqual([
      { kind: 'sub_total', amountSatang: 80_000, negative: false },
      { kind: 'discount', amountSatang: 8_000, negative: true },
      { kind: 'tier_discount', amountSatang: 7_200, negative: true },
      { kind: 'grand_total', amountSatang: 64_800, negative: false },
      { kind: 'deposit', amountSatang: 32_400, negative: false },
      { kind: 'points', amountSatang: 5_000, negative: true, points: 100 },
      { kind: 'wallet', amountSatang: 10_000, negative: true },
      { kind: 'paid_online', amountSatang: 17_400, negative: false },
      { kind: 'remain', amountSatang: 32_400, negative: false },
    ]);
  });

  it('keeps the sub-total, the total and what is paid by card or QR at 0 (a course booking)', () => {
    expect(moneyLines(zeroOrderSummary).map((line) => line.kind)).toEqual([
      'sub_total',
      'grand_total',
      'paid_online',
    ]);
    const wholeByWallet = { ...summaryWith(noneUsed), useWalletSatang: 80_000, amountDueSatang: 0 };
    expect(moneyLines(wholeByWallet).at(-1)).toEqual({
      kind: 'paid_online',
      amountSatang: 0,
      negative: false,
    });
  });

  it('refuses figures that are not whole satang: a caller passed baht', () => {
    expect(() => moneyLines({ ...summaryWith(noneUsed), grandTotalSatang: 990.5 })).toThrow(RangeError);
  });
});

const noneUsed: Uses = { promotion: false, tier: false, wallet: false, points: false, deposit: false };

describe('moneyFiguresFromBaht', () => {
  it('reads the API figures into satang, float error removed', () => {
    expect(
      moneyFiguresFromBaht({
        sub_total: 1100,
        discount: 0,
        tier_discount: 110,
        grand_total: 990,
        deposit: 0,
        use_points: 100,
        points_value: 50,
        use_wallet: 0.1 + 0.2,
        amount: 939.7,
        remain: 0,
      }),
    ).toEqual({
      subTotalSatang: 110_000,
      discountSatang: 0,
      tierDiscountSatang: 11_000,
      grandTotalSatang: 99_000,
      depositSatang: 0,
      usePoints: 100,
      pointsValueSatang: 5_000,
      useWalletSatang: 30,
      amountDueSatang: 93_970,
      remainSatang: 0,
    });
  });
});
