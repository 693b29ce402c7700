// Slots and open days of a branch as the customer sees them, from the rules and the branch's clock.
import {
  bookingTimeSlots,
  formatTimeOfDay,
  onlineBookingOptions,
  toBranchLocal,
  type IsoDate,
  type LocalDateTime,
} from '@sabai/booking-rules';
import { rulesBranch, type ApiBranch } from './catalog';

/** Now at the branch: rules take the wall clock of the branch's time zone, never the device's. */
export function branchNow(branch: ApiBranch, nowMs = Date.now()): LocalDateTime {
  return toBranchLocal(nowMs, branch.time_zone);
}

/** Start times 'HH:mm:ss' that can still be booked online on `date`; empty when closed. */
export function onlineSlots(branch: ApiBranch, date: IsoDate, now: LocalDateTime, durationMin = 0): string[] {
  const result = bookingTimeSlots(rulesBranch(branch), date, now, {
    advanceMin: onlineBookingOptions.advanceMin,
    slotStepMin: onlineBookingOptions.slotStepMin,
    durationMin,
  });
  return result.ok ? result.slots.map(formatTimeOfDay) : [];
}
