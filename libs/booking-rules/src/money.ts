import { problem, type Result } from './problems.js';

/** The only currency Sabai sells in (docs/product-rules.md, Languages, money, dates and time zones). */
export const currency = 'THB';

/** One baht is 100 satang. Every amount inside this library is an integer number of satang. */
export const satangPerBaht = 100;

/** Throws when `amount` is not a whole, non-negative number of satang: a caller bug, not user input. */
export function assertSatang(amount: number, name = 'amount'): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of satang, got ${amount}`);
  }
}

/** Throws unless `percent` is within 0..100 with at most two decimals. */
export function assertPercent(percent: number, name = 'percent'): void {
  const basisPoints = percent * 100;
  if (!(percent >= 0 && percent <= 100) || Math.abs(basisPoints - Math.round(basisPoints)) > 1e-6) {
    throw new RangeError(`${name} must be 0..100 with at most 2 decimals, got ${percent}`);
  }
}

/**
 * `percent` % of `amountSatang`, rounded half up to a whole satang. Computed in integers (basis points),
 * so 12.5% of 1 satang is exactly 0.125 -> 0 and 50% of 1 satang is 0.5 -> 1.
 */
export function percentOf(amountSatang: number, percent: number): number {
  assertSatang(amountSatang);
  assertPercent(percent);
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amountSatang * basisPoints + 5000) / 10000);
}

/** Formats satang as baht with exactly two decimals and no grouping: 123450 -> '1234.50'. */
export function formatThb(amountSatang: number): string {
  assertSatang(amountSatang);
  const baht = Math.floor(amountSatang / satangPerBaht);
  const satang = amountSatang % satangPerBaht;
  return `${baht}.${String(satang).padStart(2, '0')}`;
}

/** Satang as a baht number for wire formats that carry floats: 123450 -> 1234.5. */
export function satangToThb(amountSatang: number): number {
  assertSatang(amountSatang);
  return amountSatang / satangPerBaht;
}

/**
 * A baht number from outside (an API float such as 1234.5) to satang. Values carry at most two
 * decimals; the float error of `x * 100` is removed by rounding to the nearest satang, so 1.15 (whose
 * `* 100` is 114.99999999999999) becomes 115 satang and 0.1 + 0.2 becomes 30.
 */
export function thbToSatang(amountThb: number): number {
  const satang = Math.round(amountThb * satangPerBaht);
  assertSatang(satang, 'amountThb');
  return satang;
}

const amountPattern = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Reads a typed baht amount ('500', '500.5', '500.50') exactly; more than two decimals is a problem. */
export function parseThb(text: string): Result<{ amountSatang: number }, 'amount_invalid'> {
  const match = amountPattern.exec(text.trim());
  if (match === null) return { ok: false, problems: [problem('amount_invalid', { text })] };
  const amountSatang = Number(match[1]) * satangPerBaht + Number((match[2] ?? '').padEnd(2, '0'));
  return { ok: true, amountSatang };
}
