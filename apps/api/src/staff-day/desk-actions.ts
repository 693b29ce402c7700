// The moves a staff account may make on a booking now (docs/product-rules.md, The day at the branch): the
// lifecycle allows the event from the booking's state (libs/booking-rules), the permission table allows it
// at the booking's branch (libs/access), and a no-show waits for the start plus the brand's grace.
import { can } from '@sabai/access';
import { transition, type LocalDateTime } from '@sabai/booking-rules';
import type { BookingRow } from '../booking/booking.repository';
import { payableAtDesk } from '../staff-booking/counter-booking';
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

/**
 * Taking the money of a held staff booking (docs/product-rules.md, Bookings made by staff): at the counter, or
 * by a payment link the customer opens on the web; both need `pay` at the booking's branch.
 */
export const PAYMENT_ACTIONS = ['pay_counter', 'send_payment_link'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

export function paymentActions(
  principal: StaffPrincipal,
  row: Pick<BookingRow, 'state' | 'channel' | 'hold_expires_at' | 'brand_id' | 'branch_id'>,
  nowMs: number,
): PaymentAction[] {
  return payableAtDesk(row, nowMs) && can(principal, 'pay', 'booking', bookingTarget(row))
    ? [...PAYMENT_ACTIONS]
    : [];
}
