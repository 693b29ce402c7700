// The staff sign-in (docs/api.md, Staff API): e-mail, password and, for an account with a second factor,
// its six-digit code or one of its recovery codes. Messages are codes; the server and the admin app
// translate them.
import * as v from 'valibot';
import { emailSchema } from './contact.schema';

/** Six digits from the authenticator, or a recovery code (letters, digits and dashes). */
const staffCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^(\d{6}|[A-Za-z0-9-]{8,32})$/, 'code.invalid'));

export const staffLoginSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(), v.minLength(1, 'password.required'), v.maxLength(128, 'password.tooLong')),
  code: v.optional(staffCodeSchema),
});

export type StaffLoginInput = v.InferOutput<typeof staffLoginSchema>;

/** The code that turns TOTP on (docs/api.md, Staff API): six digits from the authenticator app. */
export const staffTotpConfirmSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'code.invalid')),
});

export type StaffTotpConfirmInput = v.InferOutput<typeof staffTotpConfirmSchema>;
