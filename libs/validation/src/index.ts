export {
  dateTimeSchema,
  guestsJsonSchema,
  kpaymentOrderInputSchema,
  orderSummaryInputSchema,
  prebookInputSchema,
} from './booking-input.schema';
export type { KPaymentOrderInput, OrderSummaryInput, PrebookInput } from './booking-input.schema';
export {
  acceptLegalInputSchema,
  calendarDateSchema,
  directRequestInputSchema,
  LEGAL_RULES,
  MAX_DIRECT_REQUEST_GUESTS,
  MAX_ONLINE_GUESTS,
} from './request-input.schema';
export type { AcceptLegalInput, DirectRequestInput, LegalRule } from './request-input.schema';
export {
  contactNameSchema,
  emailSchema,
  normalizeThaiMobile,
  normalizeThaiPhone,
  thaiMobileSchema,
  thaiPhoneSchema,
} from './contact.schema';
export { isThaiTaxId, thaiTaxIdSchema } from './tax-id';
export { parseInput } from './parse-input';
export { isStorableText, unstorableText } from './storable-text';
export type { InputProblem } from './parse-input';
export { contactFormSchema } from './contact-form.schema';
export type { ContactForm } from './contact-form.schema';
export {
  birthdateSchema,
  loginInputSchema,
  OTP_PURPOSES,
  otpRequestInputSchema,
  otpVerifyInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updatePasswordInputSchema,
  updateProfileInputSchema,
  USER_PREFIXES,
  usernameSchema,
} from './member.schema';
export type { OtpPurpose, RegisterInput } from './member.schema';
export { wellnessConfirmInputSchema } from './wellness-confirm.schema';
export type { WellnessConfirmInput } from './wellness-confirm.schema';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema, passwordStrength } from './password';
export type { PasswordStrength } from './password';
export { staffLoginSchema, staffTotpConfirmSchema } from './staff-login.schema';
export type { StaffLoginInput, StaffTotpConfirmInput } from './staff-login.schema';
export {
  cancelBookingInputSchema,
  checkInInputSchema,
  daySheetInputSchema,
  REFUND_CHOICES,
} from './desk.schema';
export type { CancelBookingInput, CheckInInput, RefundChoice } from './desk.schema';
