import { rulesBranch, toMinutes, withDefaultStarts, type ApiBranch } from '@sabai/booking-journey';
import type { Catalog, GuestDerived } from '@sabai/booking-rules';
import { updateGuestAtom, type GuestDraft } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { OnsenPlacement } from './onsen-placement';
import { StartTimes } from './start-times';

export interface GuestScheduleProps {
  guest: GuestDraft;
  derived: GuestDerived;
  branch: ApiBranch;
  catalog: Catalog;
  bookingTime: string;
}

/** The guest's onsen order and start times. */
export function GuestSchedule({ guest, derived, branch, catalog, bookingTime }: GuestScheduleProps) {
  const updateGuest = useSetAtom(updateGuestAtom);
  return (
    <>
      <OnsenPlacement
        derived={derived}
        bookingMin={toMinutes(bookingTime)}
        starts={{
          onsen: guest.start.onsen === null ? null : toMinutes(guest.start.onsen),
          spa: guest.start.spa === null ? null : toMinutes(guest.start.spa),
        }}
        onReorder={(treatments) =>
          // Another order means other start times: they are proposed again for the new order.
          updateGuest(guest.no, (g) =>
            withDefaultStarts({ ...g, treatments, start: { onsen: null, spa: null } }, catalog, bookingTime),
          )
        }
      />
      <StartTimes
        guest={guest}
        derived={derived}
        bookingTime={bookingTime}
        closeMin={rulesBranch(branch).closeTime}
        onChange={(start) => updateGuest(guest.no, { start })}
      />
    </>
  );
}
