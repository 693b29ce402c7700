// Payments kept for refund, for the refunds queue's tests (docs/product-rules.md, Payment; The day at the
// branch: Refunds): a hold that lapsed, its places taken by another booking, and then its payment arriving
// at the sandbox and confirmed as a notify would: refund_required with reason `expired`.
import { zeroOrderSummary } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { systemClock } from '../src/core/clock';
import type { DatabaseHandle } from '../src/db/database';
import { completeCharge } from '../src/dev/payment-sandbox/sandbox-charges.repository';
import type { SandboxDatabase } from '../src/dev/payment-sandbox/sandbox-charges.table';
import { applyChargeStatus } from '../src/payment/payment-outcome.service';
import { aHeldBooking, type DeskBookingOptions } from './desk-bookings';
import { scopeFor } from './test-scope';

export interface LatePayment {
  /** The booking whose hold lapsed before its payment came. */
  id: string;
  orderId: string;
  chargeId: string;
  /** The booking that took its places meanwhile. */
  takerId: string;
}

/**
 * The branch must have one place per treatment's resource at that time (spa_beds = 1), so the taker's hold
 * leaves the late booking none.
 */
export async function aLatePayment(
  database: DatabaseHandle,
  o: DeskBookingOptions & { gatewaySatang?: number },
): Promise<LatePayment> {
  const { id } = await aHeldBooking(database, o);
  await lapse(database, id);
  const { userId: _member, ...visitor } = o;
  const { id: takerId } = await aHeldBooking(database, visitor);
  const orderId = randomUUID();
  const amount = o.gatewaySatang ?? 75_000;
  const scope = await scopeFor(database, { clock: systemClock });
  const { chargeId } = await scope.payments.createCharge({
    orderId,
    amountSatang: amount,
    currency: 'THB',
    method: 'card',
    description: 'late payment test',
    returnUrl: 'http://localhost/book/kpayment/return',
    notifyUrl: 'http://localhost/api/kpayment/notify',
  });
  await database.db
    .insertInto('payment_orders')
    .values({
      id: orderId,
      booking_id: id,
      method: 'card',
      amount_satang: amount,
      currency: 'THB',
      status: 'pending',
      charge_id: chargeId,
      user_id: o.userId ?? null,
      priced_summary: JSON.stringify({
        ...zeroOrderSummary,
        subTotalSatang: amount,
        grandTotalSatang: amount,
        amountDueSatang: amount,
      }),
    })
    .execute();
  await completeCharge(database.db.withTables<SandboxDatabase>(), chargeId, 'pay');
  const outcome = await applyChargeStatus(
    database.db,
    {
      chargeId,
      orderId,
      amountSatang: amount,
      currency: 'THB',
      status: 'success',
      transactionState: 'Authorized',
    },
    { clock: systemClock },
  );
  if (outcome !== 'refund_required:expired') throw new Error(`payment not kept for refund: ${outcome}`);
  return { id, orderId, chargeId, takerId };
}

/** The booking's hold ends now (its places count no more). */
export const lapse = (database: DatabaseHandle, id: string) =>
  database.db
    .updateTable('bookings')
    .set({ hold_expires_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', id)
    .execute();
