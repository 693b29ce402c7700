// A customer moves their own paid booking to another day or time at the same branch (docs/product-rules.md,
// Changes by the customer): its holder (the token) or the member who owns it, until the brand's cut-off, the
// same one as for cancelling. The new time is checked with the booking rules and the branch's places, its own
// places counting as free; a time at which the booking would cost another amount (a promotion that does not
// hold then) is refused, since the difference is settled by the branch. One transaction takes the new places
// and frees the old ones, writes the audit row and the customer's message.
import { allocateGuests, guestCapacityNeeds, type Guest } from '@sabai/booking-rules';
import { moveMyBookingInputSchema, parseInput } from '@sabai/validation';
import { sql } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { movedMessage } from '../messages/booking-moved';
import { appendAudit } from '../staff/audit.repository';
import { checkAtBranch } from './booking-check';
import { refuseBeyondHorizon } from './booking-horizon';
import { priceBooking } from './booking-summary.service';
import { findHeldBooking, lockBooking, type BookingRow } from './booking.repository';
import { bucketsOf, lockAndCount, replaceHolds } from './capacity.repository';
import { refuseUnlessChangeable } from './self-change';
import { guestsAt } from './stored-guests';

type Target = { date: string; time: number };

/**
 * What the booking costs at a day and time as the server prices it now, or null when its promotion does
 * not hold then. The same caller prices both times, so a member's tier counts the same in both.
 */
async function totalAt(scope: Scope, row: BookingRow, at: Target): Promise<number | null> {
  try {
    const summary = await priceBooking(scope, {
      branchId: row.branch_id,
      ...at,
      guests: guestsAt(row, at.time),
      promoCode: row.promo_code,
      bookingId: row.id,
    });
    return summary.grandTotalSatang;
  } catch (error) {
    if (error instanceof AppError && error.code === 'voucher.invalid') return null;
    throw error;
  }
}

/** Checks the new time with the rules and the price; answers the places each guest needs there. */
async function checkedMove(scope: Scope, row: BookingRow, to: Target) {
  const branchRow = await scope.catalog.branch(row.brand_id, row.branch_id);
  if (!branchRow) throw new AppError('booking.notFound');
  refuseBeyondHorizon(scope, to.date, branchRow.time_zone);
  const guests = guestsAt(row, to.time);
  const { checked } = await checkAtBranch(scope, branchRow, {
    ...to,
    guests,
    promoCode: row.promo_code,
    bookingId: row.id,
  });
  const [before, after] = await Promise.all([
    totalAt(scope, row, { date: row.date, time: row.time_min }),
    totalAt(scope, row, to),
  ]);
  if (after === null || before !== after) throw new AppError('booking.moveChangesPrice');
  const needs = checked.guests.map((derived, i) =>
    guestCapacityNeeds(derived, (guests[i] as Guest).start, to.time),
  );
  return { guests, needs };
}

/** Answers the booking's id and its new day and time. */
export async function moveOwnBooking(
  scope: Scope,
  id: string,
  token: string | null | undefined,
  dateTime: unknown,
): Promise<{ id: string; date: string; time: number }> {
  const parsed = parseInput(moveMyBookingInputSchema, { date_time: dateTime });
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const to = parsed.value.date_time;
  const found = await findHeldBooking(scope, id, token, 'cancel');
  if (!found) throw new AppError('booking.notFound');
  await refuseUnlessChangeable(scope, found, 'move');
  // The same day and time again changes nothing and tells nobody.
  if (found.date === to.date && found.time_min === to.time) return { id: found.id, ...to };
  const { guests, needs } = await checkedMove(scope, found, to);
  await scope.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, found.id);
    await refuseUnlessChangeable(scope, row, 'move');
    // Its own places count as free: moving by an hour may overlap the time it leaves.
    const at = { branchId: row.branch_id, day: to.date, exceptBookingId: row.id };
    const { capacity, used } = await lockAndCount(trx, at, bucketsOf(needs.flat()));
    if (!allocateGuests(needs, used, capacity).every(Boolean)) throw new AppError('booking.moveFull');
    const moved = await trx
      .updateTable('bookings')
      .set({ date: to.date, time_min: to.time, guests: JSON.stringify(guests), updated_at: sql`now()` })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceHolds(trx, { id: row.id, branchId: row.branch_id, day: to.date }, needs.flat());
    // Reminders count from the new time (docs/product-rules.md, Messages).
    await trx.deleteFrom('booking_reminders').where('booking_id', '=', row.id).execute();
    await appendAudit(trx, {
      staffId: null,
      ip: scope.client.ip,
      action: 'customer_move',
      subjectType: 'booking',
      subjectId: row.id,
      brandId: row.brand_id,
      branchId: row.branch_id,
      before: { state: row.state, date: row.date, time: row.time_min },
      after: { state: row.state, date: to.date, time: to.time },
    });
    const message = await movedMessage(trx, moved, { date: row.date, time: row.time_min });
    if (message) await trx.insertInto('outbox').values(message).execute();
  });
  return { id: found.id, ...to };
}
