// A promotion as admin edits it (docs/product-rules.md, Promotions and vouchers): a code, its campaign, a percent or
// an amount off, when it may be used (days of validity, weekdays, a time window), how often, on which products, and
// its words in the three languages. The server's input counts money in satang (the Money scalar's); the admin's form
// takes what staff type. Messages are codes.
import * as v from 'valibot';
import { MAX_PRODUCT_PRICE_SATANG } from './catalog-edit.schema';
import { calendarDateSchema } from './request-input.schema';

export const PROMOTION_KINDS = ['percent', 'amount'] as const;

const codeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, 'code.invalid'),
);

const requiredText = (field: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(max, `${field}.tooLong`));

const optionalText = (field: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${field}.tooLong`));

const translated = (field: string, max: number, required: boolean) => {
  const one = (lang: string) =>
    required ? requiredText(`${field}_${lang}`, max) : optionalText(`${field}_${lang}`, max);
  return v.object({ en: one('en'), th: one('th'), zh: one('zh') });
};

// Counted here rather than with the booking rules' parser: every web route bundles libs/validation, and
// importing the rules' calendar here costs each of them a kilobyte (the web's 150 KB budget).
const minuteOfDay = (field: string) =>
  v.pipe(
    v.string(),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field}.invalid`),
    v.transform((hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))),
  );

const count = (field: string) =>
  v.pipe(v.number(`${field}.invalid`), v.integer(`${field}.invalid`), v.minValue(1, `${field}.invalid`));

const fields = {
  code: codeSchema,
  campaign: requiredText('campaign', 80),
  kind: v.picklist(PROMOTION_KINDS, 'kind.invalid'),
  valid_from: v.nullish(calendarDateSchema, null),
  valid_until: v.nullish(calendarDateSchema, null),
  days: v.nullish(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)), 'days.invalid'),
      v.transform((days) => (days.length === 0 ? null : [...new Set(days)].sort())),
    ),
    null,
  ),
  time_from: v.nullish(minuteOfDay('time_from'), null),
  time_until: v.nullish(minuteOfDay('time_until'), null),
  usage_limit: v.nullish(count('usage_limit'), null),
  usage_per_customer: v.nullish(count('usage_per_customer'), null),
  product_ids: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)), 'product_ids.invalid'),
    v.maxLength(200, 'product_ids.invalid'),
  ),
  short_description: translated('short_description', 120, true),
  terms: translated('terms', 1000, false),
};

interface Checked {
  kind: (typeof PROMOTION_KINDS)[number];
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  time_from: number | null;
  time_until: number | null;
}

// A percent is at most 100; an amount at most a product's price.
const valueFits = (p: Checked) =>
  p.kind === 'percent' ? p.value <= 100 : p.value <= MAX_PRODUCT_PRICE_SATANG;
const datesInOrder = (p: Checked) =>
  p.valid_from === null || p.valid_until === null || p.valid_from <= p.valid_until;
const timesInOrder = (p: Checked) =>
  p.time_from === null || p.time_until === null || p.time_from < p.time_until;

/** `value` is a whole percent, or satang for an amount (the Money scalar's). */
export const promotionInputSchema = v.pipe(
  v.object({
    ...fields,
    value: v.pipe(v.number('value.invalid'), v.integer('value.invalid'), v.minValue(1, 'value.invalid')),
  }),
  v.forward(
    v.check((p) => valueFits(p), 'value.tooLarge'),
    ['value'],
  ),
  v.forward(
    v.check((p) => datesInOrder(p), 'valid_until.beforeFrom'),
    ['valid_until'],
  ),
  v.forward(
    v.check((p) => timesInOrder(p), 'time_until.beforeFrom'),
    ['time_until'],
  ),
);

/** The admin's form: the value as typed (a percent, or baht with up to two decimals), counts as typed. */
export const promotionFormSchema = v.pipe(
  v.object({
    ...fields,
    value: v.pipe(
      v.string(),
      v.trim(),
      v.transform((typed) => typed.replaceAll(',', '')),
      v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'value.invalid'),
      v.transform(Number),
      v.minValue(0.01, 'value.invalid'),
    ),
    usage_limit: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{0,9}$/, 'usage_limit.invalid'),
      v.transform((typed) => (typed === '' ? null : Number(typed))),
      v.nullable(count('usage_limit')),
    ),
    usage_per_customer: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{0,9}$/, 'usage_per_customer.invalid'),
      v.transform((typed) => (typed === '' ? null : Number(typed))),
      v.nullable(count('usage_per_customer')),
    ),
  }),
  // The percent as typed; baht as satang, as the server's input counts them.
  v.transform((p) => ({ ...p, value: p.kind === 'percent' ? p.value : Math.round(p.value * 100) })),
  v.forward(
    v.check((p) => Number.isInteger(p.value) && valueFits(p), 'value.invalid'),
    ['value'],
  ),
  v.forward(
    v.check((p) => datesInOrder(p), 'valid_until.beforeFrom'),
    ['valid_until'],
  ),
  v.forward(
    v.check((p) => timesInOrder(p), 'time_until.beforeFrom'),
    ['time_until'],
  ),
);

export type PromotionInput = v.InferOutput<typeof promotionInputSchema>;
export type PromotionForm = v.InferOutput<typeof promotionFormSchema>;
