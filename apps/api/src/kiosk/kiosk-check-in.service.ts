// Self check-in at the kiosk (docs/product-rules.md, Kiosk): the booking's QR link, scanned at the kiosk's
// home, moves a paid booking to checked_in, the same lifecycle move as the desk's, in one transaction with its
// audit row. Only on the booking's day, at the device's branch, from an hour before its start; anything else
// is refused with the reason, so the customer knows where to go.
import { formatTimeOfDay, toBranchLocal, transition } from '@sabai/booking-rules';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { lockBooking, moveBooking, sameSecret } from '../booking/booking.repository';
import { appendAudit } from '../staff/audit.repository';
import { parseBookingQr } from '../staff-day/booking-qr';
import { refundUnderWay } from '../staff-day/booking-refund';

/** How long before its start a booking may check itself in. */
export const CHECK_IN_OPENS_MIN = 60;

export interface KioskCheckInResult {
  bookingNo: string;
  timeMin: number;
  guestCount: number;
}

export async function kioskCheckIn(scope: Scope, qr: string): Promise<KioskCheckInResult> {
  const principal = await scope.principal();
  if (principal.kind !== 'kiosk') throw new AppError('login.notAuthorized');
  const ref = typeof qr === 'string' && qr.length <= 2048 ? parseBookingQr(qr) : null;
  if (!ref) throw inputRefused([{ field: 'qr', message: 'qr.invalid' }]);
  return scope.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('bookings')
      .select('id')
      .where('id', '=', ref.id)
      .where('brand_id', '=', scope.brand.id)
      .executeTakeFirst();
    if (!found) throw new AppError('booking.notFound');
    const row = await lockBooking(trx, found.id);
    if (!sameSecret(row.token, ref.token)) throw new AppError('booking.notFound');
    const branch = await trx
      .selectFrom('branches')
      .select(['id', 'name', 'time_zone'])
      .where('id', '=', row.branch_id)
      .executeTakeFirstOrThrow();
    if (branch.id !== principal.branchId)
      throw new AppError('checkIn.wrongBranch', { branch: branch.name[scope.locale] ?? branch.name.en });
    guard(principal, 'check_in', 'booking', { brandId: row.brand_id, branchId: row.branch_id });
    if (row.state === 'checked_in') throw new AppError('checkIn.alreadyCheckedIn');
    if (row.state === 'pending') throw new AppError('checkIn.unpaid');
    if (!transition(row.state, 'check_in').ok || (await refundUnderWay(trx, row.id)))
      throw new AppError('booking.transitionRefused', { from: row.state });
    const now = toBranchLocal(scope.clock.now(), branch.time_zone);
    if (row.date !== now.date) throw new AppError('checkIn.notToday', { date: row.date });
    const opens = row.time_min - CHECK_IN_OPENS_MIN;
    if (now.time < opens)
      throw new AppError('checkIn.tooEarly', { time: formatTimeOfDay(Math.max(opens, 0)).slice(0, 5) });
    if (!(await moveBooking(trx, row, 'check_in')))
      throw new AppError('booking.transitionRefused', { from: row.state });
    await appendAudit(trx, {
      staffId: null,
      ip: scope.client.ip,
      action: 'check_in',
      subjectType: 'booking',
      subjectId: row.id,
      brandId: row.brand_id,
      branchId: row.branch_id,
      before: { state: row.state },
      after: { state: 'checked_in', by: 'kiosk', device: principal.deviceId },
    });
    return { bookingNo: row.booking_no ?? '', timeMin: row.time_min, guestCount: row.guest_count };
  });
}
