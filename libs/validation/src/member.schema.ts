// Member forms and calls (docs/product-rules.md, Members): login, one-time codes, registration, recovery, profile and password.
// Messages are codes ('password_confirmation.mismatch'); the server and the apps translate them.
import * as v from 'valibot';
import { emailSchema, thaiMobileSchema } from './contact.schema';
import { passwordSchema } from './password';
import { calendarDateSchema } from './request-input.schema';

export const USER_PREFIXES = ['Mr.', 'Mrs.', 'Miss', 'Other'] as const;
export const OTP_PURPOSES = ['login', 'register', 'recover'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

const required = (code: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, code), v.maxLength(max, code));

/** Phone or e-mail, as the member typed it; the server decides which. */
export const usernameSchema = required('username.required', 254);

export const loginInputSchema = v.object({
  username: usernameSchema,
  password: v.pipe(v.string(), v.minLength(1, 'password.required'), v.maxLength(128, 'password.tooLong')),
});

export const otpRequestInputSchema = v.object({
  username: thaiMobileSchema,
  purpose: v.optional(v.picklist(OTP_PURPOSES, 'purpose.invalid'), 'login'),
});

const refCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{4,8}$/, 'ref_code.invalid'),
);
const codeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'code.invalid'));

export const otpVerifyInputSchema = v.object({
  username: thaiMobileSchema,
  ref_code: refCodeSchema,
  code: codeSchema,
});

/** 'YYYY-MM-DD' in the common era, before `today` and not before 1900 (a Buddhist-era year is refused). */
export const birthdateSchema = (today: string) =>
  v.pipe(
    calendarDateSchema,
    v.check((value) => value >= '1900-01-01' && value < today, 'birthdate.invalid'),
  );

/** docs/product-rules.md, Members: 'Confirmation password is different from password', reported on the confirmation field. */
const CONFIRMATION_MISMATCH = 'password_confirmation.mismatch';

const nameSchema = (field: string) => required(`${field}.required`, 100);

export const registerInputSchema = (today: string) =>
  v.pipe(
    v.object({
      prefix: v.picklist(USER_PREFIXES, 'prefix.invalid'),
      first_name: nameSchema('first_name'),
      last_name: nameSchema('last_name'),
      password: passwordSchema,
      password_confirmation: v.string(),
      birthdate: birthdateSchema(today),
      phone: thaiMobileSchema,
      email: v.pipe(emailSchema, v.toLowerCase()),
      ref_code: refCodeSchema,
      code: codeSchema,
      is_subscribe: v.optional(v.boolean(), false),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['password_confirmation']],
        (input) => input.password === input.password_confirmation,
        CONFIRMATION_MISMATCH,
      ),
      ['password_confirmation'],
    ),
  );

export type RegisterInput = v.InferOutput<ReturnType<typeof registerInputSchema>>;

export const resetPasswordInputSchema = v.pipe(
  v.object({
    username: thaiMobileSchema,
    ref_code: refCodeSchema,
    code: codeSchema,
    password: passwordSchema,
    password_confirmation: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      CONFIRMATION_MISMATCH,
    ),
    ['password_confirmation'],
  ),
);

export const updatePasswordInputSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(), v.minLength(1, 'current_password.required')),
    password: passwordSchema,
    password_confirmation: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      CONFIRMATION_MISMATCH,
    ),
    ['password_confirmation'],
  ),
);

export const updateProfileInputSchema = (today: string) =>
  v.object({
    first_name: nameSchema('first_name'),
    last_name: nameSchema('last_name'),
    birthdate: birthdateSchema(today),
  });
