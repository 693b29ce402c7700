import { includeForcedItems, type Catalog } from '@sabai/booking-rules';
import { updateGuestAtom, type GuestDraft } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** Force-selected items (locker set, prescreening) are part of every guest's list. */
export function useForcedItems(forced: readonly string[], guests: readonly GuestDraft[], catalog: Catalog) {
  const updateGuest = useSetAtom(updateGuestAtom);
  useEffect(() => {
    if (forced.length === 0) return;
    for (const guest of guests) {
      if (forced.some((id) => !guest.treatments.includes(id))) {
        updateGuest(guest.no, { treatments: includeForcedItems(guest.treatments, catalog) });
      }
    }
  }, [forced, guests, catalog, updateGuest]);
}
