// A branch's names and place as admin edits them (docs/product-rules.md, Brand and branch settings): names, address
// and province in en, th and zh, the province's ISO code, the pool of branches suggested for each other, and the IANA
// time zone its dates and times are in. Messages are codes.
import * as v from 'valibot';

const text = (field: string, max: number, required: boolean) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(required ? 1 : 0, `${field}.required`),
    v.maxLength(max, `${field}.tooLong`),
  );

const inThreeLanguages = (field: string, max: number, required = true) =>
  v.object({
    en: text(`${field}_en`, max, required),
    th: text(`${field}_th`, max, required),
    zh: text(`${field}_zh`, max, required),
  });

/** A zone the runtime knows: the server and the browser both count the branch's times in it. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const branchPlaceInputSchema = v.object({
  branch_id: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'branch_id.required'),
    v.maxLength(64, 'branch_id.invalid'),
  ),
  name: inThreeLanguages('name', 120),
  branch: inThreeLanguages('branch', 60),
  address: inThreeLanguages('address', 300),
  friendly_address: inThreeLanguages('friendly_address', 300, false),
  province: inThreeLanguages('province', 80),
  // A short code of capitals, digits and dashes (BKK is Bangkok), the same for every branch of the province.
  province_code: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9][A-Z0-9-]{1,9}$/, 'province_code.invalid'),
  ),
  pool: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'pool.invalid')),
  time_zone: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2}$/, 'time_zone.invalid'),
    v.check(isTimeZone, 'time_zone.invalid'),
  ),
  // The branch's photo: one the brand uploaded; null takes it away, absent keeps it.
  image_id: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'image_id.invalid')))),
});

export type BranchPlaceInput = v.InferOutput<typeof branchPlaceInputSchema>;
