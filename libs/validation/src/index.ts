export {
  dateTimeSchema,
  guestsJsonSchema,
  kpaymentOrderInputSchema,
  orderSummaryInputSchema,
  prebookInputSchema,
} from './booking-input.schema';
export type { KPaymentOrderInput, OrderSummaryInput, PrebookInput } from './booking-input.schema';
export { contactNameSchema, emailSchema, normalizeThaiMobile, thaiMobileSchema } from './contact.schema';
export { isThaiTaxId, thaiTaxIdSchema } from './tax-id';
export { parseInput } from './parse-input';
export type { InputProblem } from './parse-input';
