// The shapes a booking arrives in over the API (docs/api.md, GraphQL): checked here before any rule or query
// sees them. Messages are codes; the server and the apps translate them.
import { capacityBucketMin } from '@sabai/booking-rules';
import * as v from 'valibot';
import { contactNameSchema, emailSchema, thaiMobileSchema } from './contact.schema';
import { thaiTaxIdSchema } from './tax-id';
import { unstorableText } from './storable-text';

/** 'HH:mm' or 'HH:mm:ss' to minutes since midnight. */
const clockTime = v.pipe(
  v.string(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'time.invalid'),
  v.transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5))),
);

function isRealDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** 'YYYY-MM-DD HH:mm[:ss]' (the spec's payment date format) to a date and minutes since midnight. */
export const dateTimeSchema = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
    'date_time.invalid',
  ),
  // The pattern lets 2026-02-31 through; a date that does not exist is refused here, not deep in the rules.
  v.check((value) => isRealDate(value.slice(0, 10)), 'date_time.invalid'),
  // Places are counted in 15-minute buckets: a start off that grid (14:07, or any seconds) is refused,
  // never rounded to a time the customer did not choose (docs/product-rules.md, Booking).
  v.check(
    (value) =>
      Number(value.slice(14, 16)) % capacityBucketMin === 0 && Number(value.slice(17, 19) || 0) === 0,
    'date_time.offGrid',
  ),
  v.transform((value) => ({
    date: value.slice(0, 10),
    time: Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16)),
  })),
);

const guestSchema = v.object({
  no: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
  name: v.optional(v.pipe(v.string(), v.maxLength(120))),
  start: v.optional(
    v.object({
      onsen: v.optional(v.nullable(clockTime), null),
      spa: v.optional(v.nullable(clockTime), null),
    }),
    { onsen: null, spa: null },
  ),
  treatments: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.maxLength(20)),
});

/** The guests as JSON: an array, or an object keyed by guest number (the apps' state shape). */
export const guestsJsonSchema = v.pipe(
  v.string(),
  v.maxLength(20_000, 'treatments.tooLong'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      const parsed: unknown = JSON.parse(dataset.value);
      // JSON's escapes can spell what the string itself may not hold ("\u0000").
      const unstorable = unstorableText(parsed, ['treatments']);
      if (unstorable) {
        addIssue({ message: unstorable.message, path: undefined });
        return NEVER;
      }
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? Object.values(parsed)
        : parsed;
    } catch {
      addIssue({ message: 'treatments.invalid' });
      return NEVER;
    }
  }),
  v.array(guestSchema, 'treatments.invalid'),
  v.maxLength(50, 'treatments.invalid'),
  v.check((guests) => new Set(guests.map((g) => g.no)).size === guests.length, 'treatments.duplicateGuest'),
);

export const prebookInputSchema = v.object({
  id: v.optional(v.nullable(v.pipe(v.string(), v.uuid('id.invalid')))),
  token: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  channel: v.optional(v.nullable(v.picklist(['isbs', 'kiosk', 'staff', 'ext'], 'channel.invalid')), 'isbs'),
  guest_count: v.pipe(
    v.number(),
    v.integer('guest_count.invalid'),
    v.minValue(1, 'guest_count.invalid'),
    v.maxValue(50, 'guest_count.invalid'),
  ),
  brand_id: v.optional(v.nullable(v.string())),
  branch_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  domain_id: v.optional(v.nullable(v.string())),
  date_time: dateTimeSchema,
  promo_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40, 'promo_code.invalid')))),
  treatments: guestsJsonSchema,
  contact_name: v.optional(v.nullable(contactNameSchema)),
  contact_email: v.optional(v.nullable(emailSchema)),
  contact_phone: v.optional(v.nullable(thaiMobileSchema)),
  payment_method: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  request: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000, 'request.tooLong')))),
});

export type PrebookInput = v.InferOutput<typeof prebookInputSchema>;

/** An amount in integer satang, as the API's Money scalar hands it over (baht on the wire). */
export const money = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Points to pay with: a whole number of points, 0 or absent for none. */
const pointsUse = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), 0);

export const orderSummaryInputSchema = v.object({
  promo_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40, 'promo_code.invalid')))),
  branch_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  brand_id: v.optional(v.nullable(v.string())),
  datetime: v.optional(v.nullable(dateTimeSchema)),
  treatments: guestsJsonSchema,
  /** Baht from the member's wallet; 0 or absent for none. */
  use_wallet: v.optional(v.nullable(money), 0),
  use_points: pointsUse,
});

export type OrderSummaryInput = v.InferOutput<typeof orderSummaryInputSchema>;

/** The ways to pay at the gateway. */
export const gatewayMethodSchema = v.picklist(
  ['card', 'qr', 'alipay', 'wechat', 'unionpay'],
  'payment_method.invalid',
);

/**
 * kpaymentOrder (docs/api.md, Payment): the client's view of the order; the server recomputes every amount.
 */
export const kpaymentOrderInputSchema = v.object({
  id: v.pipe(v.string(), v.uuid('id.invalid')),
  token: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200, 'token.invalid')))),
  no: v.optional(v.nullable(v.string())),
  payment_method: gatewayMethodSchema,
  sub_total: money,
  discount: money,
  tier_discount: money,
  grand_total: money,
  use_wallet: v.optional(v.nullable(money), 0),
  deposit: v.optional(v.nullable(money), 0),
  remain: v.optional(v.nullable(money), 0),
  use_points: pointsUse,
  points_value: v.optional(v.nullable(money), 0),
  currency: v.optional(v.nullable(v.literal('THB', 'currency.invalid')), 'THB'),
  tax_id: v.optional(v.nullable(thaiTaxIdSchema)),
  tax_name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200)))),
  tax_address: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500)))),
  tax_phone: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(30)))),
});

export type KPaymentOrderInput = v.InferOutput<typeof kpaymentOrderInputSchema>;
