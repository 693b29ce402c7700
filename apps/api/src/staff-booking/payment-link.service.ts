// sendPaymentLink (docs/product-rules.md, Bookings made by staff): the customer of a held staff booking gets
// the link to its web page, by e-mail or SMS, and pays there as anyone does (kpaymentOrder with the booking's
// token). Sending keeps the places until the earlier of 24 hours from now and the booking's start, by the
// database's clock as every hold (a hold is never shortened); one transaction with the message and the
// audit row.
import { formatDateTime, minutesBetween, toBranchLocal } from '@sabai/booking-rules';
import { isLocaleCode } from '@sabai/i18n';
import { parseInput, paymentLinkInputSchema } from '@sabai/validation';
import { sql } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { paymentLinkPath } from '../booking/booking-pages';
import { lockBooking } from '../booking/booking.repository';
import { pick } from '../i18n/translated-text';
import { siteUrl } from '../payment/gateway-charge';
import { appendAudit } from '../staff/audit.repository';
import { bookingTarget, deskBooking, deskStaff } from '../staff-day/desk-scope';
import { refuseUnlessPayable } from './counter-booking';
import { paymentLinkMessage } from './payment-link-message';

/** How long a sent link keeps the places at most. */
export const PAYMENT_LINK_HOLD_SECONDS = 24 * 60 * 60;

/** Answers the booking's id. */
export async function sendPaymentLink(scope: Scope, rawInput: unknown): Promise<string> {
  const principal = await deskStaff(scope);
  const parsed = parseInput(paymentLinkInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { id, via } = parsed.value;
  const found = await deskBooking(scope, id);
  guard(principal, 'pay', 'booking', bookingTarget(found));
  const nowMs = scope.clock.now();
  refuseUnlessPayable(found, nowMs);
  const recipient = via === 'email' ? found.contact_email : found.contact_phone;
  if (!recipient) throw inputRefused([{ field: 'via', message: 'contact.missing' }]);
  const branch = await scope.catalog.branch(found.brand_id, found.branch_id);
  if (!branch) throw new AppError('booking.notFound');
  const now = toBranchLocal(nowMs, branch.time_zone);
  const untilStart = minutesBetween(now, { date: found.date, time: found.time_min }) * 60;
  const holdSeconds = Math.max(0, Math.min(PAYMENT_LINK_HOLD_SECONDS, untilStart));
  const until = toBranchLocal(nowMs + holdSeconds * 1000, branch.time_zone);
  const locale = isLocaleCode(found.locale) ? found.locale : 'en';
  const message = await paymentLinkMessage({
    via,
    recipient,
    locale,
    brand: pick(scope.brand.name, locale),
    branch: pick(branch.name, locale),
    date: found.date,
    timeMin: found.time_min,
    url: `${siteUrl(scope)}${paymentLinkPath(found)}`,
    until: formatDateTime(until).slice(0, 16),
  });
  await scope.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, found.id);
    refuseUnlessPayable(row, scope.clock.now());
    const held = await trx
      .updateTable('bookings')
      .set({
        hold_expires_at: sql<Date>`greatest(hold_expires_at, now() + make_interval(secs => ${holdSeconds}))`,
        updated_at: sql`now()`,
      })
      .where('id', '=', row.id)
      .returning('hold_expires_at')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('outbox')
      .values({ ...message, brand_id: row.brand_id, booking_id: row.id })
      .execute();
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: 'send_payment_link',
      subjectType: 'booking',
      subjectId: row.id,
      brandId: row.brand_id,
      branchId: row.branch_id,
      before: { hold_expires_at: row.hold_expires_at?.toISOString() ?? null },
      after: { via, hold_expires_at: held.hold_expires_at?.toISOString() ?? null },
    });
  });
  return found.id;
}
