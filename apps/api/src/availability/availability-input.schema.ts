// The shapes an availability question arrives in (docs/api.md, Availability): checked before any query runs,
// with the same guests JSON as prebook. Messages are codes; the server translates them.
import { guestsJsonSchema } from '@sabai/validation';
import * as v from 'valibot';

const branchId = v.pipe(
  v.string(),
  v.minLength(1, 'branch_id.invalid'),
  v.maxLength(64, 'branch_id.invalid'),
);

const guestCount = v.pipe(
  v.number(),
  v.integer('guest_count.invalid'),
  v.minValue(1, 'guest_count.invalid'),
  v.maxValue(50, 'guest_count.invalid'),
);

function isRealDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date.invalid'),
  v.check(isRealDate, 'date.invalid'),
);

/** 'HH:mm' or 'HH:mm:ss' to minutes since midnight. */
const clockTime = v.pipe(
  v.string(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'time.invalid'),
  v.transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5))),
);

export const availabilityInputSchema = v.object({
  branch_id: branchId,
  date: isoDate,
  guest_count: guestCount,
  treatments: v.optional(v.nullable(guestsJsonSchema), null),
  time: v.optional(v.nullable(clockTime), null),
  booking_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64, 'booking_id.invalid'))), null),
  token: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200, 'token.invalid'))), null),
});

export const availabilityMonthInputSchema = v.object({
  branch_id: branchId,
  month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month.invalid')),
  guest_count: guestCount,
});

export type AvailabilityInput = v.InferOutput<typeof availabilityInputSchema>;
export type AvailabilityMonthInput = v.InferOutput<typeof availabilityMonthInputSchema>;
