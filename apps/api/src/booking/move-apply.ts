// The one transaction step of a customer's move (docs/product-rules.md, Changes by the customer), shared by a move
// made at once and one made when its difference is paid: the new places are counted under the branch's lock (the
// booking's own counting as free, since an hour later overlaps the hour it leaves), taken, and the old ones freed;
// reminders count again from the new time; the audit row and the customer's message are written with it.
import { allocateGuests } from '@sabai/booking-rules';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { movedMessage } from '../messages/booking-moved';
import { appendAudit } from '../staff/audit.repository';
import type { BookingRow } from './booking.repository';
import { bucketsOf, lockAndCount, replaceHolds } from './capacity.repository';
import type { MovePlan } from './move-check';
import type { MoveMoney } from './move-refund';

export interface MoveDone {
  /** Who asked, for the audit row; null when the gateway's news completes it. */
  ip: string | null;
  /** The difference paid for the new time, added to the booking's total. */
  paidSatang: number;
  /** What a cheaper time took off the amount owed at the branch and gave back, taken off the booking's total. */
  back?: MoveMoney;
}

const backSatang = (back: MoveMoney | undefined) =>
  back ? back.remainOffSatang + back.walletSatang + back.gatewaySatang : 0;

/** Moves the locked booking; false, with nothing written, when its party no longer fits at the new time. */
export async function applyMove(
  trx: Transaction<Database>,
  row: BookingRow,
  plan: Pick<MovePlan, 'to' | 'guests' | 'needs' | 'promoCode'>,
  done: MoveDone,
): Promise<boolean> {
  const { to } = plan;
  const at = { branchId: row.branch_id, day: to.date, exceptBookingId: row.id };
  const { capacity, used } = await lockAndCount(trx, at, bucketsOf(plan.needs.flat()));
  if (!allocateGuests(plan.needs, used, capacity).every(Boolean)) return false;
  const moved = await trx
    .updateTable('bookings')
    .set({
      date: to.date,
      time_min: to.time,
      guests: JSON.stringify(plan.guests),
      promo_code: plan.promoCode,
      grand_total_satang: (row.grand_total_satang ?? 0) + done.paidSatang - backSatang(done.back),
      ...(done.back?.remainOffSatang
        ? { remain_satang: (row.remain_satang ?? 0) - done.back.remainOffSatang }
        : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await replaceHolds(trx, { id: row.id, branchId: row.branch_id, day: to.date }, plan.needs.flat());
  await trx.deleteFrom('booking_reminders').where('booking_id', '=', row.id).execute();
  await appendAudit(trx, {
    staffId: null,
    ip: done.ip,
    action: 'customer_move',
    subjectType: 'booking',
    subjectId: row.id,
    brandId: row.brand_id,
    branchId: row.branch_id,
    before: { state: row.state, date: row.date, time: row.time_min },
    after: {
      state: row.state,
      date: to.date,
      time: to.time,
      ...(done.paidSatang > 0 ? { paid_satang: done.paidSatang } : {}),
      ...(done.back ? { back: done.back } : {}),
    },
  });
  const from = { date: row.date, time: row.time_min };
  const message = await movedMessage(trx, moved, from, { paidSatang: done.paidSatang, back: done.back });
  if (message) await trx.insertInto('outbox').values(message).execute();
  return true;
}
