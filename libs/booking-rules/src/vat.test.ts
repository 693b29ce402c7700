import { vatIncludedSatang } from './vat.js';

describe('the VAT inside a price', () => {
  it.each([
    // 1,070.00 THB holds 70.00 of VAT; 675.00 holds 44.16 (44.158…); nothing holds nothing.
    [107_000, 7_000],
    [67_500, 4_416],
    [0, 0],
  ])('%i satang hold %i satang of VAT', (total, vat) => {
    expect(vatIncludedSatang(total)).toBe(vat);
  });

  it('is 7% of the amount before VAT, to within a satang', () => {
    for (let total = 0; total < 50_000; total += 37) {
      const vat = vatIncludedSatang(total);
      expect(Math.abs((total - vat) * 0.07 - vat)).toBeLessThanOrEqual(1);
    }
  });
});
