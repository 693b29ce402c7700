import { Trans, useLingui } from '@lingui/react/macro';
import {
  useBookingCatalog,
  useCheckoutPromo,
  useOrderSummary,
  usePayBooking,
  usePrebook,
} from '@sabai/booking-journey';
import { forcedProductIds } from '@sabai/booking-rules';
import { formatLongDate, formatTime } from '@sabai/i18n';
import { bookingAtom, guestListAtom, localeAtom, showSnackbarAtom } from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { HoldCountdown, PromoCodeField } from '@sabai/ui/booking';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import styles from './booking.module.css';
import { Cart } from './cart';
import { CheckoutForm } from './checkout-form';
import { HoldExpiredNotice } from './hold-expired-notice';
import { SummaryPanel } from './summary-panel';
import { useWebFunnelSender } from '../analytics/use-web-funnel';

/** The hold lapsed (countdown or server): nothing can be paid; the snackbar and the page say so. */
function useHoldExpiry() {
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [expired, setExpired] = useState(false);
  const { t } = useLingui();
  const expiredText = t({
    id: 'error.booking.expired',
    message: 'Sorry, your booking request has expired. Please make a new one.',
  });
  const onExpired = useCallback(() => {
    setExpired(true);
    showSnackbar({ message: expiredText, color: 'error' });
  }, [expiredText, showSnackbar]);
  return { expired, expiredText, onExpired };
}

/** /book/checkout: the cart, the summary, the promo code, the payment method, the hold and the policies. */
export function CheckoutPage() {
  const booking = useAtomValue(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const locale = useAtomValue(localeAtom);
  const { branch, products, courses, catalog } = useBookingCatalog();
  const forced = useMemo(() => forcedProductIds(catalog), [catalog]);
  const {
    summary,
    fetching: pricing,
    error: pricingError,
    refused,
    refetch: reprice,
  } = useOrderSummary(forced);
  // Prebooking again with the same id and token moves the hold onto itself: a fresh 15 minutes.
  const { prebook } = usePrebook();
  const keepPromo = useCheckoutPromo(prebook);
  const { expired, expiredText, onExpired } = useHoldExpiry();
  const { pay, paying } = usePayBooking(onExpired);
  const funnel = useWebFunnelSender();

  if (!booking.id || !booking.token || booking.state !== 'pending') return <Navigate to="/book" replace />;
  if (!branch) return <PageLoading />;

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
          extendClassName={styles.secondary}
        />
      )}
      {expired && <HoldExpiredNotice message={expiredText} />}
      <p>
        {branch.name} · {booking.date && formatLongDate(booking.date, locale, 'full')} ·{' '}
        {booking.time && formatTime(booking.time)}
      </p>
      <Cart guests={guests} products={products} courses={courses} />
      <SummaryPanel
        summary={summary}
        busy={pricing}
        onRetry={pricingError ? () => reprice({ requestPolicy: 'network-only' }) : undefined}
        refused={refused}
      />
      <CheckoutForm
        summary={summary}
        busy={pricing}
        expired={expired}
        paying={paying}
        onPay={(s) => {
          funnel('payment');
          void pay(s);
        }}
        promo={<PromoCodeField keep={keepPromo} applyClassName={styles.secondary} />}
      />
    </main>
  );
}
