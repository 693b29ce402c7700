// The desk's moves other than a cancellation (docs/product-rules.md, The day at the branch): check in (by
// id or by the booking's QR link), complete, and no-show once the start plus the brand's grace has passed.
import { formatTimeOfDay } from '@sabai/booking-rules';
import { checkInInputSchema, parseInput } from '@sabai/validation';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { sameSecret } from '../booking/booking.repository';
import { parseBookingQr } from './booking-qr';
import { moveAtDesk } from './desk-move';
import { deskBooking } from './desk-scope';
import { noShowFrom, noShowGraceOf, reached } from './no-show-time';

/** paid -> checked_in; answers the booking's id. */
export async function checkInBooking(scope: Scope, rawInput: unknown): Promise<string> {
  const parsed = parseInput(checkInInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const id = parsed.value.id ?? (await bookingOfQr(scope, parsed.value.qr ?? ''));
  return moveAtDesk(scope, id, { event: 'check_in' });
}

/** The booking a scanned link names, when its token is the booking's; booking.notFound otherwise. */
async function bookingOfQr(scope: Scope, qr: string): Promise<string> {
  const ref = parseBookingQr(qr);
  if (!ref) throw inputRefused([{ field: 'qr', message: 'qr.invalid' }]);
  const row = await deskBooking(scope, ref.id);
  if (!sameSecret(row.token, ref.token)) throw new AppError('booking.notFound');
  return row.id;
}

/** checked_in -> completed. */
export function completeBooking(scope: Scope, id: string): Promise<string> {
  return moveAtDesk(scope, id, { event: 'complete' });
}

/** paid -> no_show, not before the start plus the brand's grace (booking.tooEarlyForNoShow says from when). */
export function markNoShow(scope: Scope, id: string): Promise<string> {
  return moveAtDesk(scope, id, {
    event: 'no_show',
    check: async (trx, row) => {
      const from = noShowFrom(row, await noShowGraceOf(trx, row.brand_id));
      const branch = await trx
        .selectFrom('branches')
        .select('time_zone')
        .where('id', '=', row.branch_id)
        .executeTakeFirstOrThrow();
      if (!reached(from, scope.clock.now(), branch.time_zone))
        throw new AppError('booking.tooEarlyForNoShow', {
          time: `${from.date} ${formatTimeOfDay(from.time).slice(0, 5)}`,
        });
    },
  });
}
