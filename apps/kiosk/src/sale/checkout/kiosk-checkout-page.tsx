import { Trans, useLingui } from '@lingui/react/macro';
import {
  useBookingCatalog,
  useCheckoutPromo,
  useOrderSummary,
  usePayBooking,
  usePrebook,
} from '@sabai/booking-journey';
import { forcedProductIds, moneyFiguresFromBaht } from '@sabai/booking-rules';
import { bookingAtom, guestListAtom, onlineAtom } from '@sabai/state';
import { LoadError, MoneyBreakdown, PageLoading } from '@sabai/ui';
import { HoldCountdown, PromoCodeField } from '@sabai/ui/booking';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Link, Navigate } from 'react-router';
import styles from '../sale.module.css';
import { useHoldLapse } from '../use-hold-lapse';
import { OrderLines } from './order-lines';
import { PaymentMethodChoice } from './payment-method-choice';

/**
 * /kiosk/checkout (docs/product-rules.md, Kiosk): the held visit, the server's prices, a promo code
 * or voucher, how to pay. Offline,
 * no payment starts: the draft waits for the connection.
 */
export function KioskCheckoutPage() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const online = useAtomValue(onlineAtom);
  const { products, catalog } = useBookingCatalog();
  const forced = useMemo(() => forcedProductIds(catalog), [catalog]);
  const { summary, error, refetch } = useOrderSummary(forced);
  const onLapse = useHoldLapse();
  const { pay, paying } = usePayBooking(onLapse);
  // A promo code or voucher moves the hold onto it: the server prices the booking with the code it holds.
  const { prebook } = usePrebook();
  const keepPromo = useCheckoutPromo(prebook);
  const { t } = useLingui();

  if (!booking.id || booking.state !== 'pending' || !booking.holdExpiresAt) {
    return <Navigate to="/treatment" replace />;
  }
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Check and pay</Trans>
      </h1>
      <HoldCountdown key={booking.holdExpiresAt} expiresAt={booking.holdExpiresAt} onExpired={onLapse} />
      <OrderLines guests={guests} products={products} time={booking.time} />
      {summary ? (
        <MoneyBreakdown figures={moneyFiguresFromBaht(summary)} paid={false} />
      ) : error ? (
        <LoadError message={<Trans>The prices could not be loaded.</Trans>} onRetry={() => refetch()} />
      ) : (
        <PageLoading />
      )}
      <PromoCodeField keep={keepPromo} applyClassName={styles.secondary} />
      <PaymentMethodChoice
        value={booking.payment.method}
        onChange={(method) =>
          setBooking((b) => ({ ...b, payment: { ...b.payment, method, redirectUrl: null } }))
        }
      />
      {!online && (
        <p className={styles.problem} role="alert">
          <Trans>The kiosk is offline. Payment can start once it is connected again.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Link to="/treatment" className={styles.secondary}>
          <Trans>Change treatments</Trans>
        </Link>
        <button
          type="button"
          className={styles.primary}
          disabled={!summary || paying || !online}
          onClick={() => summary && void pay(summary)}
        >
          {summary ? t`Pay now` : <Trans>Loading…</Trans>}
        </button>
      </div>
    </main>
  );
}
