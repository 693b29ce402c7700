// A brand's and a branch's settings as admin edits them (docs/product-rules.md, Brand and branch settings). The
// brand: its names, links and colours, the deposit, the booking horizon, the no-show grace, VAT and the seller's
// legal details for tax invoices, how long a prebook holds places, the online group limit and advance time, the logo. The branch: opening hours and days, first and last open dates, places. Messages
// are codes.
import * as v from 'valibot';
import { calendarDateSchema } from './request-input.schema';
import { thaiTaxIdSchema } from './tax-id';
import { wholeNumber } from './whole-number';

const requiredText = (field: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(max, `${field}.tooLong`));

const optionalText = (field: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, `${field}.tooLong`),
    v.transform((text) => (text === '' ? null : text)),
  );

const webAddress = (field: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(300, `${field}.tooLong`),
    v.regex(/^(https?:\/\/\S+)?$/, `${field}.invalid`),
  );

const colour = (field: string) =>
  v.pipe(v.string(), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, `${field}.invalid`));

export const brandSettingsInputSchema = v.pipe(
  v.object({
    name: v.object({
      en: requiredText('name_en', 80),
      th: requiredText('name_th', 80),
      zh: requiredText('name_zh', 80),
    }),
    faq_url: webAddress('faq_url'),
    customer_url: v.pipe(
      webAddress('customer_url'),
      v.transform((url) => (url === '' ? null : url)),
    ),
    color_primary: colour('color_primary'),
    color_secondary: colour('color_secondary'),
    deposit_percent: wholeNumber('deposit_percent', 0, 100),
    booking_horizon_days: wholeNumber('booking_horizon_days', 1, 365),
    no_show_grace_min: wholeNumber('no_show_grace_min', 0, 240),
    // Empty follows the server's HOLD_SECONDS.
    hold_seconds: v.nullish(wholeNumber('hold_seconds', 60, 3600), null),
    // Empty follows the built-in online rules (6 guests, 60 minutes).
    online_max_guests: v.nullish(wholeNumber('online_max_guests', 1, 20), null),
    online_advance_min: v.nullish(wholeNumber('online_advance_min', 0, 2880), null),
    // Hours before a visit when its reminders go: up to three, each once; none sends none. Left out keeps them.
    reminder_hours: v.nullish(
      v.pipe(
        // Checked as a whole, so that a wrong hour names the field rather than its position.
        v.array(v.number('reminder_hours.invalid'), 'reminder_hours.invalid'),
        v.check(
          (hours) => hours.every((h) => Number.isInteger(h) && h >= 1 && h <= 168),
          'reminder_hours.invalid',
        ),
        v.maxLength(3, 'reminder_hours.tooMany'),
        v.check((hours) => new Set(hours).size === hours.length, 'reminder_hours.repeated'),
      ),
      null,
    ),
    // Customers cancel until this many hours before the visit; null lets only the branch; left out keeps it.
    self_cancel_hours: v.optional(v.nullable(wholeNumber('self_cancel_hours', 0, 720))),
    self_cancel_refund: v.optional(v.picklist(['none', 'wallet', 'gateway'], 'self_cancel_refund.invalid')),
    // A photo the brand uploaded becomes the logo; empty keeps the logo.
    logo_image_id: v.nullish(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'image_id.invalid')), null),
    vat_registered: v.boolean(),
    legal_name_th: optionalText('legal_name_th', 200),
    legal_name_en: optionalText('legal_name_en', 200),
    legal_address_th: optionalText('legal_address_th', 500),
    legal_address_en: optionalText('legal_address_en', 500),
    legal_tax_id: v.nullish(thaiTaxIdSchema, null),
    legal_branch: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'legal_branch.invalid')),
  }),
  // The seller's Thai name and address go on every tax invoice: both or neither.
  v.forward(
    v.check((s) => (s.legal_name_th === null) === (s.legal_address_th === null), 'legal_address_th.required'),
    ['legal_address_th'],
  ),
);

const clockTime = (field: string) =>
  v.pipe(v.string(), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field}.invalid`));

// Counted here rather than with the booking rules' parser: every web route bundles libs/validation, and
// importing the rules' calendar here costs each of them a kilobyte (the web's 150 KB budget).
/** Minutes of a 'HH:mm' time, a closing 00:00 being midnight at the end of the day. */
const minutesOf = (hhmm: string, closing: boolean) => {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return closing && minutes === 0 ? 1440 : minutes;
};

export const branchSettingsInputSchema = v.pipe(
  v.object({
    branch_id: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'branch_id.required'),
      v.maxLength(64, 'branch_id.invalid'),
    ),
    open_time: clockTime('open_time'),
    close_time: clockTime('close_time'),
    open_days: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)), 'open_days.invalid'),
      v.minLength(1, 'open_days.required'),
      v.transform((days) => [...new Set(days)].sort()),
    ),
    open_date: calendarDateSchema,
    close_date: v.nullish(calendarDateSchema, null),
    spa_beds: wholeNumber('spa_beds', 0, 500),
    onsen_places: wholeNumber('onsen_places', 0, 2000),
  }),
  v.forward(
    v.check((b) => minutesOf(b.open_time, false) < minutesOf(b.close_time, true), 'close_time.beforeOpen'),
    ['close_time'],
  ),
  v.forward(
    v.check((b) => b.close_date === null || b.open_date <= b.close_date, 'close_date.beforeOpen'),
    ['close_date'],
  ),
);

export type BrandSettingsInput = v.InferOutput<typeof brandSettingsInputSchema>;
export type BranchSettingsInput = v.InferOutput<typeof branchSettingsInputSchema>;
