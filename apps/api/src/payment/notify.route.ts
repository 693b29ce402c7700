// POST /api/kpayment/notify: the gateway tells us about a charge. Every notify is recorded, valid or
// not, with what it led to; a paid notify for a booking that cannot be honoured is marked for refund.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock';
import type { Database } from '../db/schema';
import { requestDb } from '../db/request-id-plugin';
import { exactSatang, verifyNotify, type NotifyPayload } from './gateway';
import { applyChargeStatus } from './payment-outcome.service';

const STATUSES = new Set(['success', 'fail', 'pending']);

export function registerNotifyRoute(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; secret: string; clock: Clock },
): void {
  app.post<{ Body: NotifyPayload }>('/api/kpayment/notify', async (req, reply) => {
    const payload = req.body;
    const wellFormed =
      payload !== null &&
      typeof payload === 'object' &&
      ['id', 'order_id', 'amount', 'currency', 'status', 'transaction_state', 'checksum'].every(
        (k) => typeof (payload as unknown as Record<string, unknown>)[k] === 'string',
      );
    const valid = wellFormed && STATUSES.has(payload.status) && verifyNotify(payload, deps.secret);
    let outcome: string = valid ? 'pending' : 'bad_signature';
    if (valid) {
      // The notify says what happened; it must match, in amount and currency, what our order was opened
      // with, or the money is kept for refund (docs/decisions.md, "A paid notify that does not match its
      // order is kept for refund").
      outcome = await applyChargeStatus(
        requestDb(deps.db, req),
        {
          chargeId: payload.id,
          orderId: payload.order_id,
          // An amount that is not whole satang matches no order (-1): kept for refund, never rounded.
          amountSatang: exactSatang(payload.amount) ?? -1,
          currency: payload.currency,
          status: payload.status as 'success' | 'fail' | 'pending',
          transactionState: payload.transaction_state as never,
        },
        { clock: deps.clock },
      );
    }
    await deps.db
      .insertInto('payment_notifies')
      .values({
        charge_id: wellFormed ? payload.id : null,
        payload: JSON.stringify(payload ?? null),
        valid,
        outcome,
      })
      .execute();
    // Server to server: the gateway reads the status; the code is the catalogue's like every refusal.
    if (!valid)
      return reply.code(400).send({ status: 'error', code: 'request.invalid', message: 'Invalid notify' });
    return { status: 'ok', outcome };
  });
}
