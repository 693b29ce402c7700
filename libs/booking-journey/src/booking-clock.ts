// Slots and open days of a branch as the customer sees them, from the rules and the branch's clock.
import {
  bookingTimeSlots,
  formatTimeOfDay,
  toBranchLocal,
  type BookingOptions,
  type IsoDate,
  type LocalDateTime,
} from '@sabai/booking-rules';
import { rulesBranch, type ApiBranch } from './catalog';

/** Now at the branch: rules take the wall clock of the branch's time zone, never the device's. */
export function branchNow(branch: ApiBranch, nowMs: number): LocalDateTime {
  return toBranchLocal(nowMs, branch.time_zone);
}

/**
 * Start times 'HH:mm:ss' that can still be booked on `date` with the channel's advance time and step
 * (online: an hour ahead; kiosk: from now); empty when closed.
 */
export function startTimes(
  branch: ApiBranch,
  date: IsoDate,
  now: LocalDateTime,
  options: Pick<BookingOptions, 'advanceMin' | 'slotStepMin'>,
  durationMin = 0,
): string[] {
  const result = bookingTimeSlots(rulesBranch(branch), date, now, {
    advanceMin: options.advanceMin,
    slotStepMin: options.slotStepMin,
    durationMin,
  });
  return result.ok ? result.slots.map(formatTimeOfDay) : [];
}
