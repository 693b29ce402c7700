// A paid order that cannot do what it was for keeps its money for the refunds queue (docs/product-rules.md,
// Payment).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The order's money is to be refunded, for `reason`; its booking is left as it is. */
export async function keepForRefund<R extends string>(
  trx: Transaction<Database>,
  orderId: string,
  reason: R,
) {
  await trx
    .updateTable('payment_orders')
    .set({ status: 'refund_required', failure: reason, updated_at: sql`now()` })
    .where('id', '=', orderId)
    .execute();
  return `refund_required:${reason}` as const;
}
