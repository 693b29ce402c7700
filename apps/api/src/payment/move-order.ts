// The difference of a customer's move to a time that costs more (docs/product-rules.md, Changes by the customer),
// paid through the gateway by an order of its own: the booking stays where it is until the gateway says the order
// is paid, then moves in that news's transaction if its party still fits and it was not changed meanwhile;
// otherwise the money is kept for the refunds queue. An earlier unpaid difference of the same booking is given up.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { applyMove } from '../booking/move-apply';
import type { MovePlan } from '../booking/move-check';
import type { BookingRow } from '../booking/booking.repository';
import type { Scope } from '../core/scope';
import type { Database, MoveTo, PaymentOrderTable } from '../db/schema';
import { openCharge, siteUrl } from './gateway-charge';
import { keepForRefund } from './keep-for-refund';

/** Opens the order for the difference and its charge; answers the gateway's page. */
export async function openMoveOrder(
  scope: Scope,
  row: BookingRow,
  plan: MovePlan,
  method: string,
): Promise<string> {
  const moveTo: MoveTo = {
    date: plan.to.date,
    time: plan.to.time,
    guests: plan.guests,
    needs: plan.needs,
    promo_code: plan.promoCode,
    from: { date: row.date, time: row.time_min },
  };
  const order = await scope.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payment_orders')
      .set({ status: 'failed', failure: 'superseded', updated_at: sql`now()` })
      .where('booking_id', '=', row.id)
      .where('move_to', 'is not', null)
      .where('status', 'in', ['creating', 'pending'])
      .execute();
    return trx
      .insertInto('payment_orders')
      .values({
        id: randomUUID(),
        booking_id: row.id,
        method,
        amount_satang: plan.differenceSatang,
        currency: 'THB',
        status: 'creating',
        site_url: siteUrl(scope),
        user_id: row.user_id,
        move_to: JSON.stringify(moveTo),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const opened = await openCharge(scope, order, row);
  return opened.redirect_url ?? '';
}

/** In the gateway news's transaction, the booking already locked: moves it, or keeps the money for refund. */
export async function confirmMoveOrder(
  trx: Transaction<Database>,
  order: Selectable<PaymentOrderTable>,
  moveTo: MoveTo,
) {
  const row = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', order.booking_id)
    .executeTakeFirstOrThrow();
  if (row.state !== 'paid') return keepForRefund(trx, order.id, 'cancelled');
  if (row.date !== moveTo.from.date || row.time_min !== moveTo.from.time)
    return keepForRefund(trx, order.id, 'booking_changed');
  const plan = {
    to: { date: moveTo.date, time: moveTo.time },
    guests: moveTo.guests,
    needs: moveTo.needs,
    promoCode: moveTo.promo_code,
  };
  const moved = await applyMove(trx, row, plan, { ip: null, paidSatang: order.amount_satang });
  if (!moved) return keepForRefund(trx, order.id, 'booking_changed');
  await trx
    .updateTable('payment_orders')
    .set({ status: 'paid', failure: null, updated_at: sql`now()` })
    .where('id', '=', order.id)
    .execute();
  return 'confirmed' as const;
}
