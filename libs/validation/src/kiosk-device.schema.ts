// Pairing a kiosk (docs/access.md, Kiosk devices): the one-time code from admin or the operator's command,
// eight digits, which people may type with spaces or a dash between the groups. Messages are codes.
import * as v from 'valibot';

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
