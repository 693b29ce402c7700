// Refunds through the gateway of what customers' cheaper moves give back (docs/product-rules.md, Changes by the
// customer; booking/move-refund.ts records them pending in the move's transaction). The gateway is asked outside
// any transaction, under a claim on the row (as the desk's refunds are, docs/decisions.md, "The desk refunds
// through the gateway in three steps", and with its lifetime), so processes sharing the job never ask twice for one row. A refused or
// unanswered refund is tried again with backoff, then marked `failed` for staff (the desk's refunds queue).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobDefinition } from '../jobs/job-queue';
import { CLAIM_LIFETIME } from '../staff-day/booking-refund';
import type { PaymentGateway } from './gateway';

export const REFUND_MOVES = 'refund-move-differences';
/** Tries before a refund is left to staff; the waits between them double from half a minute. */
export const MOVE_REFUND_TRIES = 5;
const FIRST_WAIT_SEC = 30;

export function refundMovesJob(db: Kysely<Database>, gateway: PaymentGateway): JobDefinition {
  return {
    name: REFUND_MOVES,
    cron: '* * * * *',
    wakeOn: 'sabai_move_refunds',
    run: async () => {
      while (await refundNextMove(db, gateway)) {
        // One row at a time, each under its own claim.
      }
    },
  };
}

/** Claims the next pending refund that is due and asks the gateway; false when none is due. */
export async function refundNextMove(db: Kysely<Database>, gateway: PaymentGateway): Promise<boolean> {
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('move_refunds as r')
      .innerJoin('payment_orders as o', 'o.id', 'r.order_id')
      .select(['r.id', 'r.satang', 'r.attempts', 'o.charge_id', 'o.id as order_id'])
      .where('r.state', '=', 'pending')
      .where('r.next_attempt_at', '<=', sql<Date>`now()`)
      .where((eb) =>
        eb.or([
          eb('r.claimed_at', 'is', null),
          eb('r.claimed_at', '<=', sql<Date>`now() - ${CLAIM_LIFETIME}::interval`),
        ]),
      )
      .orderBy('r.next_attempt_at')
      .limit(1)
      .forUpdate('r')
      .skipLocked()
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('move_refunds')
      .set({ claimed_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1` })
      .where('id', '=', row.id)
      .execute();
    return row;
  });
  if (!claimed) return false;
  const result = claimed.charge_id
    ? await gateway
        .refund({ chargeId: claimed.charge_id, orderId: claimed.order_id, amountSatang: claimed.satang })
        .catch(() => ({ status: 'fail' as const, reason: 'unreachable' }))
    : ({ status: 'fail', reason: 'no charge' } as const);
  const tries = claimed.attempts + 1;
  await db
    .updateTable('move_refunds')
    .set(
      result.status === 'success'
        ? { state: 'done', reference: result.refundId, done_at: sql<Date>`now()`, claimed_at: null }
        : {
            state: tries >= MOVE_REFUND_TRIES ? 'failed' : 'pending',
            last_error: result.reason.slice(0, 200),
            next_attempt_at: sql<Date>`now() + ${sql.lit(`${FIRST_WAIT_SEC * 2 ** (tries - 1)} seconds`)}::interval`,
            claimed_at: null,
          },
    )
    .where('id', '=', claimed.id)
    .execute();
  return true;
}
