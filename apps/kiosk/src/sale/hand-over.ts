// Between two customers the kiosk forgets the first (docs/product-rules.md, Kiosk): a hold still waiting for
// payment is given up on the server, a member's session there is ended, the draft is emptied, and the funnel's
// visit ends.
import { LogoutDocument, ReleaseHoldDocument } from '@sabai/graphql';
import { bookingAtom, endSessionAtom, isLoggedInAtom, resetJourneyAtom } from '@sabai/state';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { newKioskVisitAtom } from './kiosk-funnel';

/** Ends the current customer's visit; safe to call when there is none. */
export function useHandOver(): () => void {
  const store = useStore();
  const client = useClient();
  return useCallback(() => {
    const booking = store.get(bookingAtom);
    if (booking.id && booking.token && booking.state === 'pending') {
      void client.mutation(ReleaseHoldDocument, { id: booking.id, token: booking.token }).toPromise();
    }
    // Always asked: the session's cookie is HttpOnly, and after a reload (back from the card gateway) the
    // screen no longer knows a member is there. Logging out nobody is still a logout.
    void client.mutation(LogoutDocument, {}).toPromise();
    if (store.get(isLoggedInAtom)) store.set(endSessionAtom);
    store.set(resetJourneyAtom);
    store.set(newKioskVisitAtom);
  }, [store, client]);
}
