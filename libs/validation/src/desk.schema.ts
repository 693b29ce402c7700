// The desk's inputs at the branch (docs/product-rules.md, The day at the branch): the day sheet's date,
// a check-in by id or by the booking's scanned QR link, and a cancellation with its refund choice.
// Messages are codes; the server and the admin app translate them.
import * as v from 'valibot';
import { calendarDateSchema } from './request-input.schema';

/** Where the money of a cancelled booking goes. */
export const REFUND_CHOICES = ['wallet', 'gateway', 'none'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

const bookingIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'id.required'),
  v.maxLength(64, 'id.invalid'),
);

export const daySheetInputSchema = v.object({
  branch_id: v.pipe(v.string(), v.minLength(1, 'branch_id.required'), v.maxLength(64, 'branch_id.invalid')),
  date: calendarDateSchema,
});

/** By id, or by the QR link as scanned (one of the two). */
export const checkInInputSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(bookingIdSchema)),
    qr: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2048, 'qr.invalid')))),
  }),
  v.forward(
    v.check((input) => Boolean(input.id) !== Boolean(input.qr), 'id.orQr'),
    ['id'],
  ),
);

export const cancelBookingInputSchema = v.object({
  id: bookingIdSchema,
  refund: v.picklist(REFUND_CHOICES, 'refund.invalid'),
  reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'reason.tooLong')))),
});

export type CheckInInput = v.InferOutput<typeof checkInInputSchema>;
export type CancelBookingInput = v.InferOutput<typeof cancelBookingInputSchema>;
