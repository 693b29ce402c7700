import { resumedDraft } from '@sabai/booking-journey';
import { PrebookingDocument } from '@sabai/graphql';
import { bookingAtom } from '@sabai/state';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useQuery } from 'urql';

/**
 * Back from the card gateway the kiosk has reloaded, and its draft (in memory) is gone. A booking still held
 * whose payment failed is taken back into the draft from the server, so the customer can pay again, and going
 * home gives its places up (docs/product-rules.md, Kiosk). Nothing is asked while the payment may still go on.
 */
export function useHeldAgain(bookingId: string, token: string, paymentFailed: boolean): void {
  const [draft, setDraft] = useAtom(bookingAtom);
  const missing = paymentFailed && bookingId !== '' && draft.id !== bookingId;
  const [{ data }] = useQuery({
    query: PrebookingDocument,
    variables: { id: bookingId, token },
    pause: !missing,
    requestPolicy: 'network-only',
  });
  const found = data?.prebooking;
  useEffect(() => {
    if (missing && found?.id === bookingId && found.state === 'pending') {
      setDraft(resumedDraft(found, token));
    }
  }, [missing, found, bookingId, token, setDraft]);
}
