// acceptLegal (DESIGN.md §4 "Consent", Thailand's PDPA): each acceptance of a legal rule is recorded
// with the rule, its version, when, who (the contact given, or the booking) and from where.
import { acceptLegalInputSchema, parseInput } from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import type { GraphQLContext } from '../graphql/context';
import { inputError, userError } from '../graphql/user-error';
import { findBookingOfBrand } from '../payment/booking-access';

export async function acceptLegal(context: GraphQLContext, rawInput: unknown): Promise<boolean> {
  const parsed = parseInput(acceptLegalInputSchema, rawInput);
  if (!parsed.ok) throw inputError(context, parsed.problems);
  const input = parsed.value;
  if (input.booking_id && !(await findBookingOfBrand(context, input.booking_id)))
    throw userError(context, 'booking.notFound');
  await context.db
    .insertInto('legal_consents')
    .values({
      id: randomUUID(),
      brand_id: context.brand.id,
      rule: input.rule,
      version: input.version,
      contact_email: input.contact_email,
      contact_phone: input.contact_phone,
      booking_id: input.booking_id,
      ip: context.client.ip,
      user_agent: context.client.userAgent,
    })
    .execute();
  return true;
}
