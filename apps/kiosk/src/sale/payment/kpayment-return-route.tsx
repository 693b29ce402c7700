import { Trans, useLingui } from '@lingui/react/macro';
import { usePaymentResult } from '@sabai/booking-journey';
import { bookingAtom } from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link, useParams, useSearchParams } from 'react-router';
import styles from '../sale.module.css';
import { useHeldAgain } from './use-held-again';

function HomeButton({ primary }: { primary: boolean }) {
  return (
    <Link className={primary ? styles.primary : styles.secondary} to="/">
      <Trans>Back to the start</Trans>
    </Link>
  );
}

/**
 * /kiosk/kpayment/return (and /kiosk/booking/:id, where a payment found paid meanwhile is sent): the payment's
 * final state, read as the web's return page reads it; paid goes on to the confirmation (usePaymentResult). A
 * kiosk has no other tab or browser to resume from: a booking still held after a failed payment is taken
 * back into this kiosk's draft and paid again, anything else starts afresh.
 */
export function KioskPaymentReturnPage() {
  const [params] = useSearchParams();
  const { id } = useParams();
  const bookingId = id ?? params.get('booking') ?? '';
  const token = params.get('token') ?? '';
  const draft = useAtomValue(bookingAtom);
  const { t } = useLingui();
  const { result, error, waitedOut, checkAgain } = usePaymentResult(bookingId, token);
  useHeldAgain(bookingId, token, result?.status === 'failed' && result.state === 'pending');

  if (!bookingId || !token) {
    return (
      <main id="main" className={styles.page}>
        <h1>{t({ id: 'error.payment.notCompleted', message: 'Your payment is not completed' })}</h1>
        <p role="alert" className={styles.lead}>{t`This payment link is not complete.`}</p>
        <HomeButton primary />
      </main>
    );
  }
  if (!result && !error) return <PageLoading />;
  if (result?.status === 'pending') {
    // The bank may still confirm: never call a payment failed while its answer is outstanding.
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Checking your payment</Trans>
        </h1>
        <p role="status" className={styles.lead}>
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
  const canRetry = result?.state === 'pending' && draft.id === bookingId;
  return (
    <main id="main" className={styles.page}>
      <h1>{t({ id: 'error.payment.notCompleted', message: 'Your payment is not completed' })}</h1>
      {result?.message && (
        <p role="alert" className={styles.problem}>
          {result.message}
        </p>
      )}
      <div className={styles.actions}>
        <HomeButton primary={!canRetry} />
        {canRetry && (
          <Link className={styles.primary} to="/checkout">
            <Trans>Try the payment again</Trans>
          </Link>
        )}
      </div>
    </main>
  );
}
