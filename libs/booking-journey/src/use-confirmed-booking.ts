import { PrebookingDocument } from '@sabai/graphql';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { lastBooking, rememberBooking } from './confirm-path';
import { useJourneyConfig } from './journey-provider';

/**
 * The booking of the confirmation and print pages (`/book/confirm/{no?}`, `/book/print/{no?}` on the web):
 * by the id and secret in the query, or the last one confirmed here when the link carries none.
 */
export function useConfirmedBooking() {
  const { no } = useParams();
  const [params] = useSearchParams();
  const { storage } = useJourneyConfig();
  const last = lastBooking(storage);
  const fromLast = last && (!no || last.no === no) ? last : null;
  const id = params.get('booking') ?? fromLast?.id ?? '';
  const token = params.get('token') ?? fromLast?.token ?? '';
  const [{ data, fetching, error }] = useQuery({
    query: PrebookingDocument,
    variables: { id, token },
    pause: !id || !token,
    requestPolicy: 'cache-and-network',
  });
  const booking = data?.prebooking ?? null;
  if (booking?.booking_no) rememberBooking(storage, { no: booking.booking_no, id, token });
  return {
    booking,
    id,
    token,
    loading: Boolean(id && token) && fetching && !data,
    error,
    missing: !id || !token,
  };
}
