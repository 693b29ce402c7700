import fc from 'fast-check';
import { computeOrderSummary } from './order-summary.js';
import {
  zeroOrderSummary,
  type Discount,
  type OrderSummary,
  type OrderSummaryInput,
} from './order-summary.types.js';
import type { ProblemCode } from './problems.js';
import { aCatalog, aGuest, aProduct, hm } from './testing/builders.js';

const rates = [{ points: 100, valueSatang: 5_000 }];
const promo = (percent: number): Discount => ({ source: 'promo', kind: 'percent', percent });
const voucher = (amountSatang: number): Discount => ({ source: 'voucher', kind: 'amount', amountSatang });

/** One guest with a Thai massage (800 THB) at branch B1 of brand sabai. */
function anOrder(overrides: Partial<OrderSummaryInput> = {}): OrderSummaryInput {
  return {
    branchId: 'B1',
    brandId: 'sabai',
    date: '2026-11-22',
    time: hm('10:00'),
    guests: [aGuest(1, ['thai-massage'])],
    catalog: aCatalog({ products: [...aCatalog().products, aProduct({ id: 'odd', priceSatang: 33_333 })] }),
    ...overrides,
  };
}
const summaryOf = (input: OrderSummaryInput): Partial<OrderSummary> | ProblemCode[] => {
  const result = computeOrderSummary(input);
  return result.ok ? result.summary : result.problems.map((p) => p.code);
};

describe('computeOrderSummary', () => {
  it.each<[string, Partial<OrderSummaryInput>, Partial<OrderSummary>]>([
    [
      'a Thai massage, 800 THB',
      {},
      {
        subTotalSatang: 80_000,
        grandTotalSatang: 80_000,
        amountDueSatang: 80_000,
        remainSatang: 0,
        currency: 'THB',
        freeAtk: true,
      },
    ],
    [
      'below 500 THB: prescreening fee, no free_atk',
      { guests: [aGuest(1, ['akasuri'])] },
      { subTotalSatang: 40_000, freeAtk: false },
    ],
    [
      'exactly 500 THB: free_atk',
      { guests: [aGuest(1, ['onsen'])] },
      { subTotalSatang: 50_000, freeAtk: true },
    ],
    [
      'two guests add up',
      { guests: [aGuest(1, ['thai-massage']), aGuest(2, ['onsen', 'oil-massage'])] },
      { subTotalSatang: 250_000 },
    ],
    ['gold tier: 10% off', { tierPercent: 10 }, { tierDiscountSatang: 8_000, grandTotalSatang: 72_000 }],
    [
      'A promo code disables the tier discount',
      { tierPercent: 10, discount: promo(20) },
      { discountSatang: 16_000, tierDiscountSatang: 0, grandTotalSatang: 64_000 },
    ],
    [
      'a voucher keeps the tier discount, taken on what is left',
      { tierPercent: 10, discount: voucher(10_000) },
      { discountSatang: 10_000, tierDiscountSatang: 7_000, grandTotalSatang: 63_000 },
    ],
    [
      'a discount larger than the sub-total stops at zero',
      { tierPercent: 15, discount: voucher(100_000) },
      { discountSatang: 80_000, tierDiscountSatang: 0, grandTotalSatang: 0, amountDueSatang: 0 },
    ],
    [
      '100 points = 50 THB',
      { points: { use: 100, activePoints: 300, conversionRates: rates } },
      { usePoints: 100, pointsValueSatang: 5_000, amountDueSatang: 75_000 },
    ],
    [
      'points, then wallet, pay the online part',
      {
        points: { use: 100, activePoints: 300, conversionRates: rates },
        wallet: { useSatang: 20_000, balanceSatang: 50_000, isActivated: true },
      },
      { pointsValueSatang: 5_000, useWalletSatang: 20_000, amountDueSatang: 55_000 },
    ],
    [
      'course items are already paid for',
      { guests: [aGuest(1, ['R12:C7', 'R13:C7'])] },
      { subTotalSatang: 0, grandTotalSatang: 0, freeAtk: false },
    ],
    [
      'Summary resets to zero when any guest has no treatments',
      { guests: [aGuest(1, ['thai-massage']), aGuest(2)] },
      zeroOrderSummary,
    ],
    ['no guests yet: zero', { guests: [] }, zeroOrderSummary],
  ])('%s', (_, overrides, expected) => {
    expect(summaryOf(anOrder(overrides))).toMatchObject(expected);
  });

  // docs/product-rules.md, Deposit: the deposit is what is paid online now, remain what is paid at the branch.
  it.each<[string, Partial<OrderSummaryInput>, Partial<OrderSummary>]>([
    [
      '0%: no deposit, everything online',
      { depositPercent: 0 },
      { depositSatang: 0, amountDueSatang: 80_000, remainSatang: 0 },
    ],
    [
      'none given: everything online',
      { depositPercent: null },
      { depositSatang: 0, amountDueSatang: 80_000, remainSatang: 0 },
    ],
    [
      '50%: the rest is paid at the branch',
      { depositPercent: 50 },
      { depositSatang: 40_000, amountDueSatang: 40_000, remainSatang: 40_000 },
    ],
    [
      '30% of 800 THB',
      { depositPercent: 30 },
      { depositSatang: 24_000, amountDueSatang: 24_000, remainSatang: 56_000 },
    ],
    [
      '100%: all of it as the deposit, nothing at the branch',
      { depositPercent: 100 },
      { depositSatang: 80_000, amountDueSatang: 80_000, remainSatang: 0 },
    ],
    [
      '50% of 333.33 THB rounds half up to 166.67; remain takes the rest, 166.66',
      { depositPercent: 50, guests: [aGuest(1, ['odd'])] },
      { grandTotalSatang: 33_333, depositSatang: 16_667, amountDueSatang: 16_667, remainSatang: 16_666 },
    ],
    [
      '33% of 333.33 THB is 109.9989: rounds up to 110.00',
      { depositPercent: 33, guests: [aGuest(1, ['odd'])] },
      { depositSatang: 11_000, remainSatang: 22_333 },
    ],
    [
      '12.5% of 333.33 THB is 41.66625: the nearest satang, 41.67',
      { depositPercent: 12.5, guests: [aGuest(1, ['odd'])] },
      { depositSatang: 4_167, remainSatang: 29_166 },
    ],
    [
      'the deposit is taken on the total after the tier discount',
      { depositPercent: 50, tierPercent: 10 },
      { grandTotalSatang: 72_000, depositSatang: 36_000, amountDueSatang: 36_000, remainSatang: 36_000 },
    ],
    [
      'points, then the wallet, pay the deposit part; remain stays for the branch',
      {
        depositPercent: 50,
        points: { use: 100, activePoints: 300, conversionRates: rates },
        wallet: { useSatang: 10_000, balanceSatang: 50_000, isActivated: true },
      },
      {
        depositSatang: 40_000,
        pointsValueSatang: 5_000,
        useWalletSatang: 10_000,
        amountDueSatang: 25_000,
        remainSatang: 40_000,
      },
    ],
    [
      'the wallet may pay the whole deposit: nothing for the gateway',
      { depositPercent: 50, wallet: { useSatang: 40_000, balanceSatang: 50_000, isActivated: true } },
      { depositSatang: 40_000, useWalletSatang: 40_000, amountDueSatang: 0, remainSatang: 40_000 },
    ],
    [
      'a free booking owes nothing',
      { depositPercent: 50, guests: [aGuest(1, ['R12:C7', 'R13:C7'])] },
      { depositSatang: 0, amountDueSatang: 0, remainSatang: 0 },
    ],
  ])('deposit %s', (_, overrides, expected) => {
    expect(summaryOf(anOrder(overrides))).toMatchObject(expected);
  });

  it.each<[string, Partial<OrderSummaryInput>, ProblemCode[]]>([
    [
      'Summary is computed only when branch, brand, date and time exist',
      { branchId: null, time: null },
      ['summary_context_missing'],
    ],
    [
      'A promo code cannot be combined with course items',
      { discount: promo(10), guests: [aGuest(1, ['R12:C7', 'R13:C7'])] },
      ['promo_with_course_items'],
    ],
    ['unknown products', { guests: [aGuest(1, ['gone'])] }, ['product_not_found']],
    [
      'Invalid Points usage',
      { points: { use: 150, activePoints: 300, conversionRates: rates } },
      ['points_invalid'],
    ],
    [
      'You must select treatments in set of {set}: half a course set, as prebook refuses it',
      { guests: [aGuest(1, ['R12:C7'])] },
      ['course_set_incomplete'],
    ],
    [
      'points above the deposit',
      {
        depositPercent: 10,
        points: { use: 200, activePoints: 300, conversionRates: [{ points: 200, valueSatang: 10_000 }] },
      },
      ['points_exceed_payment'],
    ],
    [
      'wallet above the deposit',
      { depositPercent: 50, wallet: { useSatang: 50_000, balanceSatang: 90_000, isActivated: true } },
      ['wallet_exceeds_payment'],
    ],
  ])('%s', (_, overrides, codes) => {
    expect(summaryOf(anOrder(overrides))).toEqual(codes);
  });

  it('names what is missing', () => {
    const result = computeOrderSummary(anOrder({ branchId: null, brandId: null, date: null, time: null }));
    expect(result).toEqual({
      ok: false,
      problems: [
        { code: 'summary_context_missing', params: { missing: ['branch', 'brand', 'date', 'time'] } },
      ],
    });
  });

  it('is never negative and its parts add up', () => {
    const anId = fc.constantFrom('thai-massage', 'onsen', 'oil-massage', 'akasuri', 'onsen-package', 'odd');
    const aDiscount = fc.oneof(
      fc.constant(null),
      fc.record({
        source: fc.constantFrom('promo' as const, 'voucher' as const),
        kind: fc.constant('percent' as const),
        percent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
      }),
      fc.record({
        source: fc.constantFrom('promo' as const, 'voucher' as const),
        kind: fc.constant('amount' as const),
        amountSatang: fc.integer({ min: 0, max: 2_000_000 }),
      }),
    );
    const anInput = fc.record({
      guests: fc
        .array(fc.array(anId, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 })
        .map((lists) => lists.map((ids, index) => aGuest(index + 1, ids))),
      discount: aDiscount,
      tierPercent: fc.constantFrom(0, 5, 10, 15),
      depositPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      points: fc.option(
        fc.record({
          use: fc.constantFrom(100, 200),
          activePoints: fc.constant(1_000),
          conversionRates: fc.constant([...rates, { points: 200, valueSatang: 12_000 }]),
        }),
        { nil: null },
      ),
      wallet: fc.option(
        fc.record({
          useSatang: fc.integer({ min: 1, max: 300_000 }),
          balanceSatang: fc.constant(300_000),
          isActivated: fc.constant(true),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(anInput, (input) => {
        const result = computeOrderSummary(anOrder(input));
        if (!result.ok) {
          expect(
            result.problems.every((p) => p.code.startsWith('points_') || p.code.startsWith('wallet_')),
          ).toBe(true);
          return;
        }
        const s = result.summary;
        const amounts = [
          s.subTotalSatang,
          s.discountSatang,
          s.tierDiscountSatang,
          s.grandTotalSatang,
          s.depositSatang,
          s.pointsValueSatang,
          s.useWalletSatang,
          s.amountDueSatang,
          s.remainSatang,
        ];
        expect(amounts.every((amount) => Number.isInteger(amount) && amount >= 0)).toBe(true);
        expect(s.subTotalSatang - s.discountSatang - s.tierDiscountSatang).toBe(s.grandTotalSatang);
        expect(s.amountDueSatang + s.useWalletSatang + s.pointsValueSatang + s.remainSatang).toBe(
          s.grandTotalSatang,
        );
        if (input.depositPercent) {
          expect(s.amountDueSatang + s.useWalletSatang + s.pointsValueSatang).toBe(s.depositSatang);
        }
        if (input.discount?.source === 'promo') expect(s.tierDiscountSatang).toBe(0);
        expect(s.freeAtk).toBe(s.subTotalSatang >= 50_000);
      }),
    );
  });
});
