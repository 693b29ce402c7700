import { Trans } from '@lingui/react/macro';
import { bookingAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import styles from './booking.module.css';

/**
 * /book/kpayment hands the customer over to the gateway's hosted page at once; /book/kpayment/legacy
 * (`handover="link"`) shows a plain link instead, for browsers or in-app views that block redirects.
 */
export function KPaymentPage({ handover = 'redirect' }: { handover?: 'redirect' | 'link' }) {
  const booking = useAtomValue(bookingAtom);
  const url = booking.payment.redirectUrl;
  useEffect(() => {
    if (url && handover === 'redirect') window.location.assign(url);
  }, [url, handover]);

  if (!url) return <Navigate to="/book/checkout" replace />;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Payment</Trans>
      </h1>
      <p role="status">
        {handover === 'redirect' ? (
          <Trans>Taking you to the secure payment page…</Trans>
        ) : (
          <Trans>Continue on the secure payment page of our bank.</Trans>
        )}
      </p>
      <a className={styles.primary} href={url}>
        <Trans>Go to the payment page</Trans>
      </a>
    </main>
  );
}
