// A new member's details after a login via a wellness membership (docs/product-rules.md, Members): what the
// provider vouched for, confirmed or completed by the customer. No password: they log in through the provider.
import * as v from 'valibot';
import { emailSchema, thaiMobileSchema } from './contact.schema';
import { USER_PREFIXES } from './member.schema';

const nameSchema = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(100, `${field}.required`));

export const wellnessConfirmInputSchema = v.object({
  prefix: v.picklist(USER_PREFIXES, 'prefix.invalid'),
  first_name: nameSchema('first_name'),
  last_name: nameSchema('last_name'),
  phone: thaiMobileSchema,
  email: v.pipe(emailSchema, v.toLowerCase()),
  is_subscribe: v.optional(v.boolean(), false),
});

export type WellnessConfirmInput = v.InferOutput<typeof wellnessConfirmInputSchema>;
