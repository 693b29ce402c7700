import { validatePointsUse, type PointsBalance } from './points-use.js';
import type { Problem } from './problems.js';

const balance: PointsBalance = {
  activePoints: 250,
  conversionRates: [
    { points: 100, valueSatang: 5_000 },
    { points: 200, valueSatang: 12_000 },
  ],
};

describe("points use: must match a conversion rate ('Invalid Points usage')", () => {
  it.each<[string, number, number, number, Problem[], number]>([
    ['100 points = 50 THB', 100, 250, 80_000, [], 5_000],
    ['200 points = 120 THB', 200, 250, 80_000, [], 12_000],
    [
      'Invalid Points usage: 150 points is no rate',
      150,
      250,
      80_000,
      [{ code: 'points_invalid', params: { points: 150 } }],
      0,
    ],
    [
      'Invalid Points usage: no points',
      0,
      250,
      80_000,
      [{ code: 'points_invalid', params: { points: 0 } }],
      0,
    ],
    [
      'more points than the member has',
      200,
      150,
      80_000,
      [{ code: 'points_exceed_balance', params: { points: 200, activePoints: 150 } }],
      0,
    ],
    [
      'worth more than the payment',
      200,
      250,
      10_000,
      [{ code: 'points_exceed_payment', params: { valueSatang: 12_000, payableSatang: 10_000 } }],
      0,
    ],
  ])('%s', (_, points, activePoints, payable, problems, valueSatang) => {
    const result = validatePointsUse(points, { ...balance, activePoints }, payable);
    expect(result).toEqual(problems.length > 0 ? { ok: false, problems } : { ok: true, points, valueSatang });
  });

  it('throws on a payable that is not whole satang', () => {
    expect(() => validatePointsUse(100, balance, 1.5)).toThrow(RangeError);
  });
});
