import { assertSatang } from './money.js';
import { problem, resultOf, type Problem, type Result } from './problems.js';

/** One way to turn points into money, from the server: e.g. 100 points = 50 THB (5000 satang). */
export interface PointsRate {
  readonly points: number;
  readonly valueSatang: number;
}

/** A member's points (docs/product-rules.md, Wallet and points). */
export interface PointsBalance {
  readonly activePoints: number;
  readonly conversionRates: readonly PointsRate[];
}

/** The problems {@link validatePointsUse} can report. */
export type PointsCode = 'points_invalid' | 'points_exceed_balance' | 'points_exceed_payment';

/**
 * Points use: the number of points must be exactly one of the conversion rates ('Invalid Points usage'
 * otherwise), at most the member's active points, and worth at most the amount to pay online.
 */
export function validatePointsUse(
  points: number,
  balance: PointsBalance,
  payableSatang: number,
): Result<{ points: number; valueSatang: number }, PointsCode> {
  assertSatang(payableSatang, 'payableSatang');
  const rate = balance.conversionRates.find((candidate) => candidate.points === points);
  if (rate === undefined) return { ok: false, problems: [problem('points_invalid', { points })] };
  const problems: Problem<PointsCode>[] = [];
  if (points > balance.activePoints) {
    problems.push(problem('points_exceed_balance', { points, activePoints: balance.activePoints }));
  }
  if (rate.valueSatang > payableSatang) {
    problems.push(problem('points_exceed_payment', { valueSatang: rate.valueSatang, payableSatang }));
  }
  return resultOf(problems, { points, valueSatang: rate.valueSatang });
}
