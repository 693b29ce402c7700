// A booking's date must lie within the brand's horizon (docs/product-rules.md, Booking), counted from
// today at the branch: refused with its own code, before any place is looked at.
import { beyondHorizon, lastBookableDate, toBranchLocal } from '@sabai/booking-rules';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';

export function refuseBeyondHorizon(
  scope: Pick<Scope, 'brand' | 'clock'>,
  date: string,
  timeZone: string,
): void {
  const today = toBranchLocal(scope.clock.now(), timeZone).date;
  const days = scope.brand.bookingHorizonDays;
  if (beyondHorizon(date, today, days))
    throw new AppError('booking.beyondHorizon', { days, date: lastBookableDate(today, days) });
}
