import fc from 'fast-check';
import {
  assertPercent,
  assertSatang,
  formatThb,
  parseThb,
  percentOf,
  satangToThb,
  thbToSatang,
} from './money.js';

describe('percentOf rounds half up to a whole satang', () => {
  it.each([
    ['10% of 1,000 THB', 100_000, 10, 10_000],
    ['50% of 1 satang is 0.5, rounded up', 1, 50, 1],
    ['12.5% of 1 satang is 0.125, rounded down', 1, 12.5, 0],
    ['15% of 333.33 THB is 4999.95 satang', 33_333, 15, 5_000],
    ['7.25% of 99.99 THB', 9_999, 7.25, 725],
    ['0% of anything', 123_456, 0, 0],
    ['100% of anything', 123_456, 100, 123_456],
  ])('%s', (_, amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('never exceeds the amount and never goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, basisPoints) => {
          const part = percentOf(amount, basisPoints / 100);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(amount);
          expect(Number.isInteger(part)).toBe(true);
        },
      ),
    );
  });
});

describe('formatThb writes two decimals, no grouping', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [123_450, '1234.50'],
    [100_000_000, '1000000.00'],
  ])('%i satang -> %s', (amount, text) => {
    expect(formatThb(amount)).toBe(text);
    expect(parseThb(text)).toEqual({ ok: true, amountSatang: amount });
  });
});

describe('parseThb reads typed amounts exactly', () => {
  it.each([
    ['500', 50_000],
    ['500.5', 50_050],
    ['500.05', 50_005],
    [' 12.30 ', 1_230],
  ])('%s', (text, amountSatang) => {
    expect(parseThb(text)).toEqual({ ok: true, amountSatang });
  });

  it.each([['1.005'], ['-1'], ['1,000'], [''], ['abc'], ['1.']])('rejects %j', (text) => {
    expect(parseThb(text)).toEqual({ ok: false, problems: [{ code: 'amount_invalid', params: { text } }] });
  });
});

describe('baht numbers from the wire', () => {
  it.each([
    [1234.5, 123_450],
    [1.15, 115],
    [0.1 + 0.2, 30],
    [0, 0],
  ])('thbToSatang(%d) = %i', (thb, satang) => {
    expect(thbToSatang(thb)).toBe(satang);
  });

  it('satangToThb is the inverse for every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (satang) => thbToSatang(satangToThb(satang)) === satang),
    );
  });

  it('rejects a negative baht amount', () => {
    expect(() => thbToSatang(-1)).toThrow(RangeError);
  });
});

describe('invariants throw: they are caller bugs, not user input', () => {
  it.each([[-1], [1.5], [Number.NaN], [2 ** 53]])('assertSatang(%d)', (amount) => {
    expect(() => assertSatang(amount)).toThrow(RangeError);
  });

  it.each([[-1], [100.01], [12.345], [Number.NaN]])('assertPercent(%d)', (percent) => {
    expect(() => assertPercent(percent)).toThrow(RangeError);
  });

  it('accepts whole satang and two-decimal percents', () => {
    expect(() => assertSatang(0)).not.toThrow();
    expect(() => assertPercent(12.25)).not.toThrow();
  });
});
