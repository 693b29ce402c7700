import { Trans, useLingui } from '@lingui/react/macro';
import { usePaymentResult } from '@sabai/booking-journey';
import { bookingAtom } from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import styles from './booking.module.css';

/** /book/kpayment/return: reads the payment's final state; paid goes on to the confirmation. */
export function KPaymentReturnPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  const token = params.get('token') ?? '';
  const draft = useAtomValue(bookingAtom);
  const { t } = useLingui();
  const { result, error, waitedOut, checkAgain } = usePaymentResult(bookingId, token);

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
    return (
      <main id="main" className={styles.page}>
        <p role="status">
          <Trans>Waiting for the bank to confirm your payment…</Trans>
        </p>
        {waitedOut && (
          <button type="button" className={styles.primary} onClick={checkAgain}>
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
