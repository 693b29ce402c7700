import { Trans, useLingui } from '@lingui/react/macro';
import { useBookingCatalog, useOrderSummary, usePayBooking, usePrebook } from '@sabai/booking-journey';
import { forcedProductIds } from '@sabai/booking-rules';
import { formatDate, formatTime } from '@sabai/i18n';
import {
  bookingAtom,
  guestListAtom,
  localeAtom,
  paymentMethods,
  resetJourneyAtom,
  showSnackbarAtom,
  type PaymentMethod,
} from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import styles from './booking.module.css';
import { Cart } from './cart';
import { HoldCountdown } from './hold-countdown';
import { MemberFunds } from './member-funds';
import { Policies } from './policies';
import { SummaryPanel } from './summary-panel';

/** /book/checkout: the cart, the summary, the payment method, the hold countdown and the policies. */
export function CheckoutPage() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const locale = useAtomValue(localeAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const resetJourney = useSetAtom(resetJourneyAtom);
  const { branch, products, courses, catalog } = useBookingCatalog();
  const forced = useMemo(() => forcedProductIds(catalog), [catalog]);
  const { summary, fetching: pricing, error: pricingError, refetch: reprice } = useOrderSummary(forced);
  // Prebooking again with the same id and token moves the hold onto itself: a fresh 15 minutes.
  const { prebook } = usePrebook();
  const [accepted, setAccepted] = useState(false);
  const [expired, setExpired] = useState(false);
  const navigate = useNavigate();
  const { t } = useLingui();
  const expiredText = t({
    id: 'error.booking.expired',
    message: 'Sorry, your booking request has expired. Please make a new one.',
  });
  const onExpired = useCallback(() => {
    setExpired(true);
    showSnackbar({ message: expiredText, color: 'error' });
  }, [expiredText, showSnackbar]);
  const { pay, paying } = usePayBooking(onExpired);

  if (!booking.id || !booking.token || booking.state !== 'pending') return <Navigate to="/book" replace />;
  if (!branch) return <PageLoading />;

  const labels: Record<PaymentMethod, string> = {
    card: t`Credit or debit card`,
    qr: t`Thai QR (PromptPay)`,
    alipay: t`Alipay`,
    wechat: t`WeChat Pay`,
    unionpay: t`UnionPay`,
  };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      {booking.holdExpiresAt && !expired && (
        <HoldCountdown
          // A new hold (extended) starts a new countdown.
          key={booking.holdExpiresAt}
          expiresAt={booking.holdExpiresAt}
          onExpired={onExpired}
          onExtend={() => void prebook()}
        />
      )}
      {expired && (
        <div className={styles.notice} role="alert">
          <p>{expiredText}</p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              resetJourney();
              void navigate('/book');
            }}
          >
            <Trans>Make a new booking</Trans>
          </button>
        </div>
      )}
      <p>
        {branch.name} · {booking.date && formatDate(booking.date, locale, 'full')} ·{' '}
        {booking.time && formatTime(booking.time)}
      </p>
      <Cart guests={guests} products={products} courses={courses} />
      <SummaryPanel
        summary={summary}
        busy={pricing}
        onRetry={pricingError ? () => reprice({ requestPolicy: 'network-only' }) : undefined}
      />
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (summary && accepted && !expired) void pay(summary);
        }}
      >
        <MemberFunds />
        <fieldset className={styles.fieldset}>
          <legend>{t`Payment method`}</legend>
          {paymentMethods.map((method) => (
            <label key={method} className={styles.check}>
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={booking.payment.method === method}
                onChange={() => setBooking((b) => ({ ...b, payment: { method, redirectUrl: null } }))}
              />
              {labels[method]}
            </label>
          ))}
        </fieldset>
        <Policies freeAtk={summary?.free_atk ?? false} />
        <label className={styles.check}>
          <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
          <Trans>I accept the booking policies and the terms of service.</Trans>
        </label>
        <button
          type="submit"
          className={styles.primary}
          disabled={!accepted || expired || paying || !summary}
        >
          <Trans>Pay now</Trans>
        </button>
      </form>
    </main>
  );
}
