// Bookings made at the desk (docs/product-rules.md, The day at the branch, Bookings made by staff): the
// new-booking form, a payment at the counter and a payment link. The booking itself is then checked by the
// same prebook schema and rules as every booking. Messages are codes; the server and the admin app translate them.
import * as v from 'valibot';
import { contactNameSchema, emailSchema, thaiMobileSchema } from './contact.schema';
import { calendarDateSchema } from './request-input.schema';

/** Most guests in one staff booking: the prebook schema's bound; a larger party is booked in parts. */
export const MAX_STAFF_GUESTS = 50;

export const COUNTER_METHODS = ['cash', 'card'] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];

export const PAYMENT_LINK_CHANNELS = ['email', 'sms'] as const;
export type PaymentLinkChannel = (typeof PAYMENT_LINK_CHANNELS)[number];

const uuid = (message: string) => v.pipe(v.string(), v.trim(), v.uuid(message));
const idSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'id.required'), v.maxLength(64, 'id.invalid'));
/** 'HH:mm' or 'HH:mm:ss' as the Time scalar carries it. */
const timeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'time.invalid'));
const optionalText = (max: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, message))));

export const staffGuestSchema = v.object({
  name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120, 'name.tooLong')))),
  treatments: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
    v.minLength(1, 'treatments.required'),
    v.maxLength(20, 'treatments.invalid'),
  ),
  onsen_start: v.optional(v.nullable(timeSchema)),
  spa_start: v.optional(v.nullable(timeSchema)),
});

export const staffBookingInputSchema = v.pipe(
  v.object({
    branch_id: v.pipe(v.string(), v.minLength(1, 'branch_id.required'), v.maxLength(64, 'branch_id.invalid')),
    date: calendarDateSchema,
    time: timeSchema,
    guests: v.pipe(
      v.array(staffGuestSchema),
      v.minLength(1, 'guests.required'),
      v.maxLength(MAX_STAFF_GUESTS, 'guests.tooMany'),
    ),
    contact_name: contactNameSchema,
    contact_phone: v.optional(v.nullable(thaiMobileSchema)),
    contact_email: v.optional(v.nullable(emailSchema)),
    member_id: v.optional(v.nullable(uuid('member_id.invalid'))),
    promo_code: optionalText(40, 'promo_code.invalid'),
    request: optionalText(1000, 'request.tooLong'),
    group_request_id: v.optional(v.nullable(uuid('group_request_id.invalid'))),
  }),
  // The customer must be reachable: for the payment link, and for the branch to call back.
  v.forward(
    v.check((input) => Boolean(input.contact_phone || input.contact_email), 'contact.required'),
    ['contact_phone'],
  ),
);

export const counterPaymentInputSchema = v.pipe(
  v.object({
    id: idSchema,
    method: v.picklist(COUNTER_METHODS, 'method.invalid'),
    reference: optionalText(64, 'reference.invalid'),
    /** Satang, as the Money scalar hands it over. */
    amount: v.pipe(v.number(), v.integer('amount.invalid'), v.minValue(0, 'amount.invalid')),
    approved: v.boolean('approved.invalid'),
  }),
  // The card terminal's slip number is how the money is found again in the terminal's report.
  v.forward(
    v.check((input) => input.method !== 'card' || Boolean(input.reference), 'reference.required'),
    ['reference'],
  ),
);

export const paymentLinkInputSchema = v.object({
  id: idSchema,
  via: v.picklist(PAYMENT_LINK_CHANNELS, 'via.invalid'),
});

export const branchProductsInputSchema = v.object({
  branch_id: v.pipe(v.string(), v.minLength(1, 'branch_id.required'), v.maxLength(64, 'branch_id.invalid')),
});

export type StaffBookingInput = v.InferOutput<typeof staffBookingInputSchema>;
export type StaffGuestInput = v.InferOutput<typeof staffGuestSchema>;
export type CounterPaymentInput = v.InferOutput<typeof counterPaymentInputSchema>;
export type PaymentLinkInput = v.InferOutput<typeof paymentLinkInputSchema>;
