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
export { contactNameSchema, emailSchema, normalizeThaiMobile, thaiMobileSchema } from './contact.schema';
export { isThaiTaxId, thaiTaxIdSchema } from './tax-id';
export { parseInput } from './parse-input';
export type { InputProblem } from './parse-input';
export { contactFormSchema } from './contact-form.schema';
export type { ContactForm } from './contact-form.schema';
