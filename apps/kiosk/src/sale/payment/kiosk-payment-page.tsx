import { Trans, useLingui } from '@lingui/react/macro';
import { bookingAtom } from '@sabai/state';
import { HoldCountdown } from '@sabai/ui/booking';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import styles from '../sale.module.css';
import { useHoldLapse } from '../use-hold-lapse';
import { PaymentQr } from './payment-qr';
import { usePaymentWatch } from './use-payment-watch';

/**
 * /kiosk/payment (docs/product-rules.md, Kiosk): a QR method shows the gateway's code on the screen for the
 * customer's phone and waits for the bank; a card goes to the gateway's own page, which comes back to
 * /kiosk/kpayment/return. The hold's countdown and the payment idle both end at home, places released;
 * another way to pay goes back to the checkout, the same hold kept.
 */
export function KioskPaymentPage() {
  const booking = useAtomValue(bookingAtom);
  const onLapse = useHoldLapse();
  const navigate = useNavigate();
  const { t } = useLingui();
  const { redirectUrl, qrText, method } = booking.payment;
  const result = usePaymentWatch(booking.id ?? '', booking.token ?? '');

  const toGateway = method === 'card' && redirectUrl !== null;
  useEffect(() => {
    if (toGateway && redirectUrl) window.location.assign(redirectUrl);
  }, [toGateway, redirectUrl]);

  if (!booking.id || !redirectUrl || !booking.holdExpiresAt) return <Navigate to="/checkout" replace />;
  if (toGateway) return <p role="status">{t`Opening the card payment…`}</p>;
  const failed = result?.status === 'failed';
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Scan to pay</Trans>
      </h1>
      <PaymentQr qrText={qrText} />
      {failed && (
        <p className={styles.problem} role="alert">
          {result.message ??
            t({ id: 'error.payment.notCompleted', message: 'Your payment is not completed' })}
        </p>
      )}
      <p role="status" className={styles.hint}>
        {failed ? '' : t`Waiting for your payment…`}
      </p>
      <HoldCountdown key={booking.holdExpiresAt} expiresAt={booking.holdExpiresAt} onExpired={onLapse} />
      <div className={styles.actions}>
        <Link className={styles.secondary} to="/checkout">
          <Trans>Pay another way</Trans>
        </Link>
        <button
          type="button"
          className={styles.secondary}
          // Home forgets the customer and gives up the hold (docs/product-rules.md, Kiosk).
          onClick={() => void navigate('/', { replace: true })}
        >
          <Trans>Cancel and start again</Trans>
        </button>
      </div>
    </main>
  );
}
