// The moves a staff account may make on a booking now (docs/product-rules.md, The day at the branch): the
// lifecycle allows the event from the booking's state (libs/booking-rules), the permission table allows it
// at the booking's branch (libs/access), and a no-show waits for the start plus the brand's grace.
import { can } from '@sabai/access';
import { transition, type LocalDateTime } from '@sabai/booking-rules';
import type { BookingRow } from '../booking/booking.repository';
import { bookingTarget, type StaffPrincipal } from './desk-scope';
import { reached } from './no-show-time';

export const DESK_EVENTS = ['check_in', 'complete', 'no_show', 'cancel'] as const;
export type DeskEvent = (typeof DESK_EVENTS)[number];

export interface DeskClock {
  nowMs: number;
  timeZone: string;
  /** From when this booking may be marked a no-show. */
  noShowFrom: LocalDateTime;
}

export function deskActions(
  principal: StaffPrincipal,
  row: Pick<BookingRow, 'state' | 'brand_id' | 'branch_id'>,
  clock: DeskClock,
): DeskEvent[] {
  return DESK_EVENTS.filter(
    (event) =>
      transition(row.state, event).ok &&
      can(principal, event, 'booking', bookingTarget(row)) &&
      (event !== 'no_show' || reached(clock.noShowFrom, clock.nowMs, clock.timeZone)),
  );
}
