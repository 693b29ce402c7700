// recordCounterPayment (docs/product-rules.md, Bookings made by staff): money taken at the desk, in cash or on
// the card terminal, for a held staff booking. The amount must be what the server says the booking owes
// (payment.unmatched_amount, nothing written). Approved: one transaction writes a paid order (counter_cash or
// counter_card, the slip's reference) and confirms the booking by the same path as a gateway's payment
// (confirmPaidOrder: number, state paid, the confirmation e-mail), with the audit row. Declined: the failed
// attempt and its audit row are kept, and the answer is pos.failed; the booking stays pending and unpaid.
import { counterPaymentInputSchema, parseInput, type CounterPaymentInput } from '@sabai/validation';
import type { OrderSummary } from '@sabai/booking-rules';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { lockBooking, type BookingRow } from '../booking/booking.repository';
import { pricingKey } from '../booking/prebooking.service';
import { normalizeCode } from '../booking/promotion.service';
import { siteUrl } from '../payment/gateway-charge';
import { confirmPaidOrder } from '../payment/payment-outcome.service';
import { appendAudit } from '../staff/audit.repository';
import { bookingTarget, deskBooking, deskStaff, type StaffPrincipal } from '../staff-day/desk-scope';
import { counterSummary, refuseUnlessPayable } from './counter-booking';

type Trx = Transaction<Database>;

/** Answers the booking's id once it is paid; throws pos.failed after recording a declined attempt. */
export async function recordCounterPayment(scope: Scope, rawInput: unknown): Promise<string> {
  const principal = await deskStaff(scope);
  const parsed = parseInput(counterPaymentInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const found = await deskBooking(scope, input.id);
  guard(principal, 'pay', 'booking', bookingTarget(found));
  refuseUnlessPayable(found, scope.clock.now());
  const summary = await counterSummary(scope, found);
  // Course items or a promotion can leave nothing to collect; an order of nothing is not a payment.
  if (summary.grandTotalSatang <= 0) throw new AppError('payment.nothingToPay');
  if (input.amount !== summary.grandTotalSatang) throw new AppError('payment.unmatched_amount');
  const attempt = { scope, principal, input, summary, priced: found };
  if (!input.approved) {
    await scope.db.transaction().execute((trx) => recordAttempt(trx, attempt, 'failed'));
    throw new AppError('pos.failed');
  }
  await scope.db.transaction().execute(async (trx) => {
    const order = await recordAttempt(trx, attempt, 'creating');
    const outcome = await confirmPaidOrder(trx, order, { clock: scope.clock });
    // Nothing is kept when the confirmation cannot be made: the desk hands the money back.
    if (outcome === 'refund_required:promotion_limit') throw new AppError('voucher.invalid');
    if (outcome !== 'confirmed') throw new AppError('booking.expired');
  });
  return found.id;
}

interface Attempt {
  scope: Scope;
  principal: StaffPrincipal;
  input: CounterPaymentInput;
  summary: OrderSummary;
  /** The booking as it was priced. */
  priced: BookingRow;
}

/**
 * Locks the booking, checks it is still the booking priced and still held, and writes the order and the
 * audit row: `creating` for confirmPaidOrder to make paid, or `failed` ('pos_declined') for a declined card.
 */
async function recordAttempt(trx: Trx, a: Attempt, status: 'creating' | 'failed') {
  const row = await lockBooking(trx, a.priced.id);
  refuseUnlessPayable(row, a.scope.clock.now());
  if (pricingKey(row) !== pricingKey(a.priced)) throw new AppError('payment.unmatched_amount');
  const method = `counter_${a.input.method}`;
  // A payment link's open gateway order gives way: the money came at the counter.
  if (status === 'creating')
    await trx
      .updateTable('payment_orders')
      .set({ status: 'failed', failure: 'superseded', updated_at: sql`now()` })
      .where('booking_id', '=', row.id)
      .where('status', 'in', ['creating', 'pending'])
      .execute();
  const order = await trx
    .insertInto('payment_orders')
    .values({
      id: randomUUID(),
      booking_id: row.id,
      method,
      amount_satang: a.summary.grandTotalSatang,
      currency: 'THB',
      status,
      failure: status === 'failed' ? 'pos_declined' : null,
      site_url: siteUrl(a.scope),
      priced_summary: JSON.stringify(a.summary),
      promo_code: row.promo_code ? normalizeCode(row.promo_code) : null,
      // The slip or receipt number, where a gateway's order keeps its charge's reference.
      reference: a.input.reference ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendAudit(trx, {
    staffId: a.principal.staffId,
    ip: a.scope.client.ip,
    action: status === 'failed' ? 'pay_declined' : 'pay',
    subjectType: 'booking',
    subjectId: row.id,
    brandId: row.brand_id,
    branchId: row.branch_id,
    before: { state: row.state },
    after: {
      state: status === 'failed' ? row.state : 'paid',
      method,
      amount_satang: a.summary.grandTotalSatang,
      reference: a.input.reference ?? null,
      order_id: order.id,
    },
  });
  return order;
}
