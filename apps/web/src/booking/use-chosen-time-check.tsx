// On /book/treatment: once every guest has chosen, the chosen time is asked again with the treatments, so a
// time that no longer fits is said at once, with the next free times, before the contact details
// (docs/product-rules.md, Availability). Prebook still decides.
import { bookingAtom, guestList, guestsJson, withVisitTime } from '@sabai/state';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { FullTimeNotice } from './allotment-notice';
import { useDayAvailability } from './use-availability';

export interface ChosenTimeCheck {
  /** The notice to show when the chosen time no longer fits the party's treatments; null otherwise. */
  notice: ReactNode;
  /** The chosen time is full for the party: the way on stays closed until another is picked. */
  full: boolean;
}

/** Asks whether the chosen time still fits the party's treatments. */
export function useChosenTimeCheck(forcedIds: readonly string[]): ChosenTimeCheck {
  const [booking, setBooking] = useAtom(bookingAtom);
  const everyGuestChose = guestList(booking).every((g) => g.treatments.some((id) => !forcedIds.includes(id)));
  const { times } = useDayAvailability(
    {
      branchId: booking.branchId,
      date: booking.date,
      guestCount: booking.guestCount,
      treatments: guestsJson(booking),
      time: booking.time,
    },
    !everyGuestChose || !booking.time,
  );
  const chosen = booking.time ? times?.get(booking.time) : undefined;
  if (!booking.time || !chosen || chosen.isFree) return { notice: null, full: false };
  const notice = (
    <FullTimeNotice
      alert
      from={booking.time}
      nextFree={chosen.nextFree}
      onPick={(time) => setBooking((b) => withVisitTime(b, { time }))}
    />
  );
  return { notice, full: true };
}
