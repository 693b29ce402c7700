import * as v from 'valibot';

/**
 * Thai tax id (13 digits, the national id for people): the last digit is (11 - sum mod 11) mod 10, where
 * sum weights the first twelve digits 13, 12, ..., 2.
 */
export function isThaiTaxId(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 12)].reduce((total, digit, i) => total + Number(digit) * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

export const thaiTaxIdSchema = v.pipe(
  v.string(),
  v.check(isThaiTaxId, 'tax_id.invalid'),
  v.transform((value) => value.replace(/[\s-]/g, '')),
);
