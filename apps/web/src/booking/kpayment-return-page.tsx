import { Trans, useLingui } from '@lingui/react/macro';
import { KPaymentResultDocument } from '@sabai/graphql';
import { bookingAtom, resetJourneyAtom } from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import styles from './booking.module.css';
import { confirmPath } from './confirm-path';

const POLL_MS = 2000;
const POLL_LIMIT = 15;

/** /book/kpayment/return: reads the payment's final state; paid goes on to the confirmation. */
export function KPaymentReturnPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  const token = params.get('token') ?? '';
  const draft = useAtomValue(bookingAtom);
  const resetJourney = useSetAtom(resetJourneyAtom);
  const navigate = useNavigate();
  const polls = useRef(0);
  const [, setWaitedOut] = useState(false);
  const { t } = useLingui();
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
      void navigate(confirmPath(result.booking_no, bookingId, token), { replace: true });
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
  }, [result, bookingId, token, navigate, refetch, resetJourney]);

  if (!bookingId || !token) {
    return (
      <main id="main" className={styles.page}>
        <p role="alert">{t`This payment link is not complete.`}</p>
      </main>
    );
  }
  if (!result && !error) return <PageLoading />;
  if (result?.status === 'pending') {
    // The bank may still confirm: never call a payment failed while its answer is outstanding.
    const waitedOut = polls.current >= POLL_LIMIT;
    return (
      <main id="main" className={styles.page}>
        <p role="status">
          <Trans>Waiting for the bank to confirm your payment…</Trans>
        </p>
        {waitedOut && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              polls.current = 0;
              setWaitedOut(false);
              refetch({ requestPolicy: 'network-only' });
            }}
          >
            <Trans>Check again</Trans>
          </button>
        )}
      </main>
    );
  }
  // The booking is still held: pay again, from this tab's draft or by resuming it (another browser).
  const canRetry = result?.state === 'pending';
  const retryTo =
    draft.id === bookingId ? '/book/checkout' : `/book/${bookingId}?token=${encodeURIComponent(token)}`;
  return (
    <main id="main" className={styles.page}>
      <h1>{t({ id: 'error.payment.notCompleted', message: 'Your payment is not completed' })}</h1>
      {result?.message && <p role="alert">{result.message}</p>}
      <div className={styles.actions}>
        {canRetry ? (
          <Link className={styles.primary} to={retryTo}>
            <Trans>Try the payment again</Trans>
          </Link>
        ) : (
          <Link className={styles.primary} to="/book">
            <Trans>Make a new booking</Trans>
          </Link>
        )}
      </div>
    </main>
  );
}
