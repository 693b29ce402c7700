import { KPaymentResultDocument } from '@sabai/graphql';
import { resetJourneyAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { bookingRefPath } from './confirm-path';
import { useJourneyConfig } from './journey-provider';

const POLL_MS = 2000;
const POLL_LIMIT = 15;

/**
 * The payment's result, asked again every 2 s while the bank has not answered (15 times, then the
 * customer may ask again); paid goes on to the app's confirmation and ends the journey.
 */
export function usePaymentResult(bookingId: string, token: string) {
  const resetJourney = useSetAtom(resetJourneyAtom);
  const navigate = useNavigate();
  const { paths } = useJourneyConfig();
  const polls = useRef(0);
  const [, setWaitedOut] = useState(false);
  const [{ data, error }, refetch] = useQuery({
    query: KPaymentResultDocument,
    variables: { booking_id: bookingId, token },
    pause: !bookingId || !token,
    requestPolicy: 'network-only',
  });
  const result = data?.kpaymentResult;

  useEffect(() => {
    if (result?.status === 'paid' && result.booking_no) {
      // The journey is over: the draft is forgotten, the confirmation loads the booking by its secret.
      resetJourney();
      void navigate(bookingRefPath(paths.confirm, result.booking_no, bookingId, token), { replace: true });
    }
    if (result?.status === 'pending' && polls.current < POLL_LIMIT) {
      const timer = setTimeout(() => {
        polls.current += 1;
        if (polls.current >= POLL_LIMIT) setWaitedOut(true);
        else refetch({ requestPolicy: 'network-only' });
      }, POLL_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [result, bookingId, token, navigate, refetch, resetJourney, paths.confirm]);

  const checkAgain = () => {
    polls.current = 0;
    setWaitedOut(false);
    refetch({ requestPolicy: 'network-only' });
  };
  return { result, error, waitedOut: polls.current >= POLL_LIMIT, checkAgain };
}
