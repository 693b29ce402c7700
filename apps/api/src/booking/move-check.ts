// Where a customer's move may go and what it costs (docs/product-rules.md, Changes by the customer): the new time
// is checked with the booking rules and the branch's hours, its own places counting as free, and the booking is
// priced at its own time and at the new one as the server prices it now, by the same caller, so a member's tier
// and today's prices count the same in both. A promotion that does not hold at the new time drops off, which is
// when a move costs more, or less for a member whose tier discount the promotion had turned off.
import { guestCapacityNeeds, type CapacityNeed, type Guest } from '@sabai/booking-rules';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import { checkAtBranch } from './booking-check';
import { refuseBeyondHorizon } from './booking-horizon';
import { priceBooking } from './booking-summary.service';
import type { BookingRow } from './booking.repository';
import { guestsAt } from './stored-guests';

export type MoveTarget = { date: string; time: number };

export interface MovePlan {
  to: MoveTarget;
  /** The guests as stored, their starts moved with the booking. */
  guests: Guest[];
  /** The places each guest needs at the new time. */
  needs: CapacityNeed[][];
  /** The booking's promotion at the new time; null when it does not hold there. */
  promoCode: string | null;
  /** The new time's total less the old one's, in satang: below 0 when the new time costs less. */
  differenceSatang: number;
}

/** What the booking costs at a day and time with a promotion, or null when the promotion does not hold then. */
async function totalAt(
  scope: Scope,
  row: BookingRow,
  at: MoveTarget,
  promoCode: string | null,
): Promise<number | null> {
  try {
    const summary = await priceBooking(scope, {
      branchId: row.branch_id,
      ...at,
      guests: guestsAt(row, at.time),
      promoCode,
      bookingId: row.id,
    });
    return summary.grandTotalSatang;
  } catch (error) {
    if (error instanceof AppError && error.code === 'voucher.invalid') return null;
    throw error;
  }
}

/**
 * Checks the new time with the rules and prices both times. A booking whose own time no longer prices (its
 * promotion ended) is for the branch to change: booking.moveChangesPrice.
 */
export async function planMove(scope: Scope, row: BookingRow, to: MoveTarget): Promise<MovePlan> {
  const branchRow = await scope.catalog.branch(row.brand_id, row.branch_id);
  if (!branchRow) throw new AppError('booking.notFound');
  refuseBeyondHorizon(scope, to.date, branchRow.time_zone);
  const [before, kept] = await Promise.all([
    totalAt(scope, row, { date: row.date, time: row.time_min }, row.promo_code),
    totalAt(scope, row, to, row.promo_code),
  ]);
  const promoCode = kept === null ? null : row.promo_code;
  const after = kept ?? (await totalAt(scope, row, to, null));
  if (before === null || after === null) throw new AppError('booking.moveChangesPrice');
  const guests = guestsAt(row, to.time);
  const { checked } = await checkAtBranch(scope, branchRow, { ...to, guests, promoCode, bookingId: row.id });
  const needs = checked.guests.map((derived, i) =>
    guestCapacityNeeds(derived, (guests[i] as Guest).start, to.time),
  );
  return { to, guests, needs, promoCode, differenceSatang: after - before };
}
