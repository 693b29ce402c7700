import { KPaymentResultDocument } from '@sabai/graphql';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { kioskJourney } from '../kiosk-journey';

const POLL_MS = 2000;

/**
 * While a QR waits on the screen, the kiosk asks every 2 s whether the customer's phone has paid (the notify
 * or the gateway's inquiry decides on the server); paid goes on to the confirmation.
 * It asks as long as the page is open: the hold's countdown and the payment idle end the wait.
 */
export function usePaymentWatch(bookingId: string, token: string) {
  const navigate = useNavigate();
  const [{ data }, refetch] = useQuery({
    query: KPaymentResultDocument,
    variables: { booking_id: bookingId, token },
    pause: !bookingId || !token,
    requestPolicy: 'network-only',
  });
  const result = data?.kpaymentResult;

  useEffect(() => {
    // Emptied draft (the sale ended while this page was still leaving): nothing left to watch.
    if (!bookingId || !token) return undefined;
    if (result?.status === 'paid' && result.booking_no) {
      // The confirmation ends the sale's draft when it shows (see the confirm page).
      void navigate(kioskJourney.confirmPath(result.booking_no, bookingId, token), { replace: true });
      return undefined;
    }
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearTimeout(timer);
  }, [result, bookingId, token, navigate, refetch]);

  return result;
}
