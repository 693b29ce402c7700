import { PrebookingDocument } from '@sabai/graphql';
import { bookingAtom, resetJourneyAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { lastBooking, rememberBooking } from './confirm-path';
import { useJourneyConfig } from './journey-provider';

/**
 * The booking of the confirmation and print pages (`/book/confirm/{no?}`, `/book/print/{no?}` on the web):
 * by the id and secret in the query, or the last one confirmed here when the link carries none. Once it
 * shows, a draft of this booking is over and goes: here rather than before the navigation, where the
 * checkout (still on screen until the confirmation renders) would take the empty draft for a lost one.
 */
export function useConfirmedBooking() {
  const { no } = useParams();
  const [params] = useSearchParams();
  const { storage } = useJourneyConfig();
  const last = lastBooking(storage);
  const fromLast = last && (!no || last.no === no) ? last : null;
  const id = params.get('booking') ?? fromLast?.id ?? '';
  const token = params.get('token') ?? fromLast?.token ?? '';
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: PrebookingDocument,
    variables: { id, token },
    pause: !id || !token,
    requestPolicy: 'cache-and-network',
  });
  const booking = data?.prebooking ?? null;
  if (booking?.booking_no) rememberBooking(storage, { no: booking.booking_no, id, token });
  const draftId = useAtomValue(bookingAtom).id;
  const resetJourney = useSetAtom(resetJourneyAtom);
  const confirmed = Boolean(booking?.booking_no) && draftId === id;
  useEffect(() => {
    if (confirmed) resetJourney();
  }, [confirmed, resetJourney]);
  return {
    booking,
    id,
    token,
    loading: Boolean(id && token) && fetching && !data,
    error,
    missing: !id || !token,
    /** Reads the booking again from the server (after the customer changed it). */
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
