// The shapes of a customer's own changes to a booking (docs/product-rules.md, Changes by the customer; Waitlist):
// moving it and waiting for a full time. Messages are codes; the server and the apps translate them.
import * as v from 'valibot';
import { dateTimeSchema, gatewayMethodSchema, money } from './booking-input.schema';
import { calendarDateSchema, timeOfDaySchema } from './request-input.schema';

/**
 * The web's "Change date or time" form: a real day, one of the offered times and a way to pay a difference; the
 * server checks the rest (cut-off, hours, places, price) with moveMyBooking.
 */
export const moveBookingSchema = v.object({
  date: v.pipe(v.string(), v.nonEmpty('date.required'), calendarDateSchema),
  time: v.pipe(v.string(), v.nonEmpty('time.required'), timeOfDaySchema),
  /** How a difference is paid, when the new time costs more. */
  payment_method: gatewayMethodSchema,
});

/**
 * moveMyBooking's new day and time, on the 15-minute grid; for a time that costs more, the difference the customer
 * agreed to pay (satang) and how they pay it.
 */
export const moveMyBookingInputSchema = v.object({
  date_time: dateTimeSchema,
  difference: v.optional(v.nullable(money), null),
  payment_method: v.optional(v.nullable(gatewayMethodSchema), null),
});

/** joinWaitlist's `until`: the latest start the party also takes, 'HH:mm[:ss]' on the 15-minute grid, as minutes. */
export const waitlistUntilSchema = v.object({
  until: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(/^([01]\d|2[0-3]):(00|15|30|45)(:00)?$/, 'until.invalid'),
        v.transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5))),
      ),
    ),
    null,
  ),
});
