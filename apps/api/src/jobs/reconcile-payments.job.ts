// The reconciler (docs/product-rules.md, Payment; docs/architecture.md, Jobs): asks the gateway about orders whose notify has not
// come, so a lost notify never loses a payment; runs before lapsed holds are marked expired.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../core/clock';
import type { Database } from '../db/schema';
import type { PaymentGateway } from '../payment/gateway';
import { applyChargeStatus } from '../payment/payment-outcome.service';

/** Asks the gateway about every order still waiting, so a lost notify never loses a payment. */
export async function reconcilePendingOrders(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  clock: Clock,
  olderThanSec = 30,
  batch = 100,
): Promise<number> {
  const pending = await db
    .selectFrom('payment_orders')
    .select('charge_id')
    .where('status', '=', 'pending')
    .where('charge_id', 'is not', null)
    .where('updated_at', '<', new Date(clock.now() - olderThanSec * 1000))
    // The longest unasked first, and each one asked goes to the back of the line: a hundred abandoned
    // charges can never keep a newer, paid one from being asked about.
    .orderBy('updated_at')
    .limit(batch)
    .execute();
  let settled = 0;
  for (const { charge_id } of pending) {
    const status = await gateway.inquire(charge_id as string);
    if (
      status &&
      status.status !== 'pending' &&
      (await applyChargeStatus(db, status, { clock })) !== 'pending'
    )
      settled += 1;
    else
      await db
        .updateTable('payment_orders')
        .set({ updated_at: sql`now()` })
        .where('charge_id', '=', charge_id)
        .where('status', '=', 'pending')
        .execute();
  }
  return settled;
}
