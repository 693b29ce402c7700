// One move at the desk (docs/product-rules.md, The day at the branch): one transaction that locks the
// booking's row, asks the lifecycle (libs/booking-rules `transition`) from the state it finds, moves it,
// writes the move's effects and its audit row (docs/access.md, How the server guards). A move the lifecycle
// refuses, or one another desk made first (the lock makes the second see the new state), is
// booking.transitionRefused and changes nothing.
import type { Action } from '@sabai/access';
import { transition, type BookingState } from '@sabai/booking-rules';
import type { Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { lockBooking, moveBooking, type BookingRow } from '../booking/booking.repository';
import { appendAudit } from '../staff/audit.repository';
import { refundUnderWay } from './booking-refund';
import type { DeskAuditAfter } from './booking-history';
import type { DeskEvent } from './desk-actions';
import { bookingTarget, deskBooking, deskStaff } from './desk-scope';

type Trx = Transaction<Database>;

export interface DeskMove {
  event: DeskEvent;
  /** Permissions needed besides the event's own (a cancellation with money back needs `refund`). */
  also?: readonly Action[];
  /** Checks the locked booking before it moves; throws the refusal. */
  check?: (trx: Trx, row: BookingRow) => Promise<void>;
  /** Writes what the move brings with it; answers what the audit row records besides the state. */
  effects?: (trx: Trx, row: BookingRow) => Promise<Omit<DeskAuditAfter, 'state'>>;
  /** The move is the cancellation that claimed the refund through the gateway (booking-refund.ts). */
  ownsRefundClaim?: boolean;
}

export const transitionRefused = (from: BookingState) => new AppError('booking.transitionRefused', { from });

/** Makes the move; answers the booking's id. */
export async function moveAtDesk(scope: Scope, id: string, move: DeskMove): Promise<string> {
  const principal = await deskStaff(scope);
  const found = await deskBooking(scope, id);
  for (const action of [move.event, ...(move.also ?? [])])
    guard(principal, action, 'booking', bookingTarget(found));
  await scope.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, found.id);
    const next = transition(row.state, move.event);
    // A desk's refund through the gateway is under way: the booking is that desk's until it is recorded.
    if (!next.ok || (!move.ownsRefundClaim && (await refundUnderWay(trx, row.id))))
      throw transitionRefused(row.state);
    await move.check?.(trx, row);
    if (!(await moveBooking(trx, row, move.event))) throw transitionRefused(row.state);
    const extra = (await move.effects?.(trx, row)) ?? {};
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: move.event,
      subjectType: 'booking',
      subjectId: row.id,
      brandId: row.brand_id,
      branchId: row.branch_id,
      before: { state: row.state },
      after: { state: next.state, ...extra } satisfies DeskAuditAfter,
    });
  });
  return found.id;
}
