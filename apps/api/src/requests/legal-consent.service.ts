// acceptLegal (docs/product-rules.md, Consent (PDPA)): each acceptance of a legal rule is recorded
// with the rule, its version, when, who (the contact given, or the booking) and from where.
import { acceptLegalInputSchema, parseInput } from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import type { Scope } from '../core/scope';
import { bookingExists } from '../booking/booking.repository';
import { AppError, inputRefused } from '../core/app-error';

export async function acceptLegal(scope: Scope, rawInput: unknown): Promise<boolean> {
  const parsed = parseInput(acceptLegalInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  if (input.booking_id && !(await bookingExists(scope.db, scope.brand.id, input.booking_id)))
    throw new AppError('booking.notFound');
  await scope.db
    .insertInto('legal_consents')
    .values({
      id: randomUUID(),
      brand_id: scope.brand.id,
      rule: input.rule,
      version: input.version,
      contact_email: input.contact_email,
      contact_phone: input.contact_phone,
      booking_id: input.booking_id,
      ip: scope.client.ip,
      user_agent: scope.client.userAgent,
    })
    .execute();
  return true;
}
