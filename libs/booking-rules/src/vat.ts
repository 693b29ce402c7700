// Thai VAT (docs/product-rules.md, VAT): prices include it, so a receipt shows the part of the total that is
// VAT, and a tax invoice the amount before it. One rounding, to the satang, in one place.

/** Thailand's VAT rate, in percent. */
export const THAI_VAT_PERCENT = 7;

/** The VAT inside a VAT-inclusive amount: 7/107 of it, rounded to the satang. */
export function vatIncludedSatang(totalSatang: number, percent: number = THAI_VAT_PERCENT): number {
  return Math.round((totalSatang * percent) / (100 + percent));
}
