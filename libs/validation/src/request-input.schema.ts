// The large-group request (/book/direct) and legal consent (PDPA) as they arrive over the API.
// Messages are codes; the server and the apps translate them.
import * as v from 'valibot';
import { contactNameSchema, emailSchema, thaiMobileSchema } from './contact.schema';

/**
 * Groups above the brand's online limit (docs/product-rules.md, Guests) ask the branch directly; the schema takes
 * any group of two or more, since a brand's limit may be as low as one, and the server refuses a group its brand
 * would take online.
 */
export const MIN_DIRECT_REQUEST_GUESTS = 2;
export const MAX_DIRECT_REQUEST_GUESTS = 200;

/** 'YYYY-MM-DD' naming a day that exists (no 30 February). */
export const calendarDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date.invalid'),
  v.check((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'date.invalid'),
);

/** 'HH:mm' (seconds accepted and dropped). */
export const timeOfDaySchema = v.pipe(
  v.string(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'time.invalid'),
  v.transform((value) => value.slice(0, 5)),
);

/** Optional free text: trimmed, empty becomes null. */
const optionalText = (max: number, tooLong: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, tooLong),
        v.transform((value) => value || null),
      ),
    ),
    null,
  );

export const directRequestInputSchema = v.object({
  branch_id: v.pipe(v.string(), v.minLength(1, 'branch_id.invalid'), v.maxLength(64, 'branch_id.invalid')),
  date: calendarDateSchema,
  time: v.optional(v.nullable(timeOfDaySchema), null),
  guest_count: v.pipe(
    v.number(),
    v.integer('guest_count.invalid'),
    v.minValue(MIN_DIRECT_REQUEST_GUESTS, 'guest_count.invalid'),
    v.maxValue(MAX_DIRECT_REQUEST_GUESTS, 'guest_count.invalid'),
  ),
  contact_name: contactNameSchema,
  contact_phone: thaiMobileSchema,
  contact_email: emailSchema,
  message: optionalText(2000, 'message.tooLong'),
});

export type DirectRequestInput = v.InferOutput<typeof directRequestInputSchema>;

export const LEGAL_RULES = ['terms', 'privacy', 'cookies'] as const;
export type LegalRule = (typeof LEGAL_RULES)[number];

export const acceptLegalInputSchema = v.object({
  rule: v.picklist(LEGAL_RULES, 'rule.invalid'),
  version: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'version.invalid'),
    v.maxLength(20, 'version.invalid'),
  ),
  contact_email: v.optional(v.nullable(emailSchema), null),
  contact_phone: v.optional(v.nullable(thaiMobileSchema), null),
  booking_id: v.optional(v.nullable(v.pipe(v.string(), v.uuid('booking_id.invalid'))), null),
  booking_token: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200, 'booking_token.invalid'))), null),
});

export type AcceptLegalInput = v.InferOutput<typeof acceptLegalInputSchema>;
