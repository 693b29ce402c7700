import { Trans } from '@lingui/react/macro';
import { bookingAtom } from '@sabai/state';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import styles from './booking.module.css';

/**
 * /book/kpayment hands the customer over to the gateway's hosted page at once; /book/kpayment/legacy
 * (`handover="link"`) shows a plain link instead, for browsers or in-app views that block redirects.
 * The gateway's page replaces this one in the history, and the URL is used once: Back from the bank
 * returns to the checkout, not into a loop back to the bank.
 */
export function KPaymentPage({ handover = 'redirect' }: { handover?: 'redirect' | 'link' }) {
  const [booking, setBooking] = useAtom(bookingAtom);
  const [url] = useState(booking.payment.redirectUrl);
  const handedOver = useRef(false);
  useEffect(() => {
    if (!url || handover !== 'redirect' || handedOver.current) return;
    handedOver.current = true;
    setBooking((b) => ({ ...b, payment: { ...b.payment, redirectUrl: null } }));
    window.location.replace(url);
  }, [url, handover, setBooking]);

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
