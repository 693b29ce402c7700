// The whole booking as the server will check it, before the customer leaves the treatments: every
// treatment ends by closing time, starts are after the booking time, and so on.
import {
  validateBooking,
  type BookingOptions,
  type Catalog,
  type LocalDateTime,
  type Problem,
} from '@sabai/booking-rules';
import type { BookingDraft, GuestDraft } from '@sabai/state';
import { rulesBranch, type ApiBranch } from './catalog';
import { toMinutes } from './default-starts';
import { rulesGuest } from './guest-rules';

export function wholeBookingProblems(
  branch: ApiBranch,
  booking: BookingDraft,
  guests: readonly GuestDraft[],
  catalog: Catalog,
  /** Now at the branch (`branchNow`). */
  now: LocalDateTime,
  options: BookingOptions,
): readonly Problem[] {
  const checked = validateBooking(
    {
      branch: rulesBranch(branch),
      date: booking.date ?? '',
      time: toMinutes(booking.time ?? '00:00'),
      guests: guests.map(rulesGuest),
      catalog,
    },
    now,
    options,
  );
  return checked.ok ? [] : checked.problems;
}
