import { Trans } from '@lingui/react/macro';
import {
  useBookingCatalog,
  useCheckoutPromo,
  useOrderSummary,
  usePayBooking,
  usePrebook,
} from '@sabai/booking-journey';
import { forcedProductIds, moneyFiguresFromBaht } from '@sabai/booking-rules';
import { bookingAtom, guestListAtom, onlineAtom, type BookingDraft } from '@sabai/state';
import { LoadError, MoneyBreakdown, PageLoading } from '@sabai/ui';
import { HoldCountdown, MemberFunds, PromoCodeField } from '@sabai/ui/booking';
import type { KioskCheckout } from '@sabai/validation';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import styles from '../sale.module.css';
import { useHoldLapse } from '../use-hold-lapse';
import { KioskPayForm } from './kiosk-pay-form';
import { OrderLines } from './order-lines';
import { PaymentMethodChoice } from './payment-method-choice';
import { useKioskFunnelSender } from '../kiosk-funnel';

/** The draft with the checkout's answers: the receipt's phone, and the tax invoice only when asked for. */
function withReceipt(booking: BookingDraft, values: KioskCheckout): BookingDraft {
  return {
    ...booking,
    contact: { ...booking.contact, phone: values.phone },
    tax: values.tax.enable ? values.tax : { ...booking.tax, enable: false },
  };
}

/**
 * /kiosk/checkout (docs/product-rules.md, Kiosk): the held visit, the server's prices, a promo code or voucher,
 * a member's wallet and points, the receipt's phone and the tax invoice, how to pay. Offline, no payment
 * starts: the draft waits for the connection.
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
  const funnel = useKioskFunnelSender();
  // A promo code or voucher moves the hold onto it: the server prices the booking with the code it holds.
  const { prebook } = usePrebook();
  const keepPromo = useCheckoutPromo(prebook);

  const payWith = async (values: KioskCheckout) => {
    if (!summary) return;
    const draft = withReceipt(booking, values);
    setBooking(draft);
    // The receipt's phone is the booking's contact: a prebook of the same hold stores it (and renews the hold).
    if (draft.contact.phone !== booking.contact.phone && !(await prebook(draft))) return;
    funnel('payment');
    await pay(summary, draft);
  };

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
      <MemberFunds applyClassName={styles.secondary} />
      <KioskPayForm
        phone={booking.contact.phone}
        tax={booking.tax}
        blocked={!summary || paying || !online}
        onPay={payWith}
      >
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
      </KioskPayForm>
    </main>
  );
}
