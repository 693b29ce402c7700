// Pairing a kiosk (docs/access.md, Kiosk devices): the one-time code from admin or the operator's command,
// eight digits, which people may type with spaces or a dash between the groups. Messages are codes.
import { MOST_ONLINE_GUESTS } from '@sabai/booking-rules';
import * as v from 'valibot';
import { contactNameSchema } from './contact.schema';

export const kioskPairSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform((code) => code.replace(/[\s-]/g, '')),
    v.regex(/^\d{8}$/, 'code.invalid'),
  ),
});

export type KioskPairInput = v.InferOutput<typeof kioskPairSchema>;

/** A code made at the desk for a branch's new device, with a name to tell the devices apart. */
export const kioskPairingCodeInputSchema = v.object({
  branch_id: v.pipe(v.string(), v.minLength(1, 'branch_id.required'), v.maxLength(64, 'branch_id.invalid')),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name.required'), v.maxLength(80, 'name.tooLong')),
});

export type KioskPairingCodeInput = v.InferOutput<typeof kioskPairingCodeInputSchema>;

/**
 * A walk-in guest starting a sale at the kiosk (docs/product-rules.md, Kiosk): a name to call them by and how
 * many come, within the online group limit (larger groups ask at the desk).
 */
export const kioskGuestStartSchema = v.object({
  name: contactNameSchema,
  guest_count: v.pipe(
    v.number(),
    v.integer('guest_count.invalid'),
    v.minValue(1, 'guest_count.invalid'),
    // The most any brand allows; the kiosk offers its own brand's limit, the server checks it.
    v.maxValue(MOST_ONLINE_GUESTS, 'guest_count.invalid'),
  ),
});

export type KioskGuestStartInput = v.InferOutput<typeof kioskGuestStartSchema>;
