// acceptLegal (docs/product-rules.md, Consent (PDPA)): each acceptance of a legal rule is recorded
// with the rule, its version, when, who (the contact given, or the booking its holder names) and from where.
import { acceptLegalInputSchema, parseInput } from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import type { Scope } from '../core/scope';
import { findHeldBooking } from '../booking/booking.repository';
import { AppError, inputRefused } from '../core/app-error';

export async function acceptLegal(scope: Scope, rawInput: unknown): Promise<boolean> {
  const parsed = parseInput(acceptLegalInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  // Only the booking's holder may tie a consent to it: an id alone names nothing (docs/access.md).
  if (input.booking_id && !(await findHeldBooking(scope, input.booking_id, input.booking_token)))
    throw new AppError('booking.notFound');
  await scope.db
    .insertInto('legal_consents')
    .values({
      id: randomUUID(),
      brand_id: scope.brand.id,
      rule: input.rule,
      // The version the brand shows now, not what the page says it showed: a consent is to the current text.
      version: scope.brand.legalVersions[input.rule],
      contact_email: input.contact_email,
      contact_phone: input.contact_phone,
      booking_id: input.booking_id,
      ip: scope.client.ip,
      user_agent: scope.client.userAgent,
    })
    .execute();
  return true;
}
