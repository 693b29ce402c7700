// Until when a customer may change their own paid booking (docs/product-rules.md, Changes by the customer): one
// cut-off before the visit, the brand's `self_cancel_hours`, for cancelling and moving alike; none lets only the
// branch change it.
import { minutesBetween, toBranchLocal } from '@sabai/booking-rules';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import { transitionRefused } from '../staff-day/desk-move';
import type { BookingRow } from './booking.repository';

/** The last moment (epoch ms) the customer may change it; null when they may not (not paid, or not offered). */
export async function selfChangeDeadline(scope: Scope, row: BookingRow): Promise<number | null> {
  const { hours } = scope.brand.selfCancel;
  if (hours === null || row.state !== 'paid') return null;
  const branch = await scope.catalog.branch(row.brand_id, row.branch_id);
  if (!branch) return null;
  // The branch's wall clock counts whole minutes from the minute now is in.
  const now = scope.clock.now();
  const minute = now - (now % 60_000);
  const at = { date: row.date, time: row.time_min };
  const toStart = minutesBetween(toBranchLocal(now, branch.time_zone), at);
  return minute + (toStart - hours * 60) * 60_000;
}

const REFUSALS = {
  cancel: { closed: 'booking.cancelClosed', atBranch: 'booking.cancelAtBranch' },
  move: { closed: 'booking.moveClosed', atBranch: 'booking.moveAtBranch' },
} as const;

/** Refuses a change the brand does not take online, of a booking not paid, or after the cut-off. */
export async function refuseUnlessChangeable(
  scope: Scope,
  row: BookingRow,
  change: keyof typeof REFUSALS,
): Promise<void> {
  const { hours } = scope.brand.selfCancel;
  if (hours === null) throw new AppError(REFUSALS[change].atBranch);
  if (row.state !== 'paid') throw transitionRefused(row.state);
  const deadline = await selfChangeDeadline(scope, row);
  if (deadline === null || scope.clock.now() > deadline)
    throw new AppError(REFUSALS[change].closed, { hours });
}
