import * as v from 'valibot';

/** Thai mobile numbers: 10 digits starting 06, 08 or 09 ('081-234-5678' and '+66 81 234 5678' accepted). */
export function normalizeThaiMobile(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+66/, '0');
  return /^0[689]\d{8}$/.test(digits) ? digits : undefined;
}

export const thaiMobileSchema = v.pipe(
  v.string(),
  v.check((value) => normalizeThaiMobile(value) !== undefined, 'phone.invalid'),
  v.transform((value) => normalizeThaiMobile(value) as string),
);

// Lower-cased: an address names one customer however it is typed, so per-customer limits (a promotion's
// uses) cannot be dodged by capitals.
export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, 'email.invalid'),
  v.email('email.invalid'),
  v.toLowerCase(),
);

export const contactNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'name.required'),
  v.maxLength(120, 'name.tooLong'),
);

/** Any Thai phone number, landlines too ('02 123 4567'): for a company's tax invoice. */
export function normalizeThaiPhone(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+66/, '0');
  return /^0[689]\d{8}$/.test(digits) || /^0[2-7]\d{7}$/.test(digits) ? digits : undefined;
}

export const thaiPhoneSchema = v.pipe(
  v.string(),
  v.check((value) => normalizeThaiPhone(value) !== undefined, 'phone.invalid'),
  v.transform((value) => normalizeThaiPhone(value) as string),
);
