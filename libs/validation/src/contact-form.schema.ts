// The customer's contact and tax invoice details (/book/contact, the kiosk's checkout). Messages are codes the apps translate.
import * as v from 'valibot';
import {
  contactNameSchema,
  emailSchema,
  normalizeThaiMobile,
  thaiMobileSchema,
  thaiPhoneSchema,
} from './contact.schema';
import { thaiTaxIdSchema } from './tax-id';

const requestSchema = v.pipe(v.string(), v.maxLength(1000, 'request.tooLong'));
const required = (code: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, code), v.maxLength(max, code));

/** Tax fields are checked, and sent, only when the customer asks for a tax invoice. */
export const taxInvoiceSchema = v.variant('enable', [
  v.object({
    enable: v.literal(true),
    id: thaiTaxIdSchema,
    name: required('tax_name.required', 200),
    address: required('tax_address.required', 500),
    phone: thaiPhoneSchema,
  }),
  v.object({ enable: v.literal(false) }),
]);

export const contactFormSchema = v.object({
  name: contactNameSchema,
  phone: thaiMobileSchema,
  email: emailSchema,
  request: requestSchema,
  tax: taxInvoiceSchema,
});

export type ContactForm = v.InferOutput<typeof contactFormSchema>;

/**
 * The kiosk's checkout (docs/product-rules.md, Kiosk): a mobile number for an SMS receipt, which may be left
 * empty, and the tax invoice, asked for there because the kiosk is always the day of purchase.
 */
export const kioskCheckoutSchema = v.object({
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || normalizeThaiMobile(value) !== undefined, 'phone.invalid'),
    v.transform((value) => (value === '' ? '' : (normalizeThaiMobile(value) as string))),
  ),
  tax: taxInvoiceSchema,
});

export type KioskCheckout = v.InferOutput<typeof kioskCheckoutSchema>;
