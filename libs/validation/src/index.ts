export {
  dateTimeSchema,
  guestsJsonSchema,
  orderSummaryInputSchema,
  prebookInputSchema,
} from './booking-input.schema';
export type { OrderSummaryInput, PrebookInput } from './booking-input.schema';
export { contactNameSchema, emailSchema, normalizeThaiMobile, thaiMobileSchema } from './contact.schema';
export { parseInput } from './parse-input';
export type { InputProblem } from './parse-input';
