import { Trans, useLingui } from '@lingui/react/macro';
import { forcedProductIds } from '@sabai/booking-rules';
import { formatDate, formatTime } from '@sabai/i18n';
import { AcceptLegalDocument, errorCode, KPaymentOrderDocument } from '@sabai/graphql';
import {
  bookingAtom,
  bookingDateTime,
  guestListAtom,
  guestsJson,
  LEGAL_VERSION,
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
import { useMutation } from 'urql';
import styles from './booking.module.css';
import { Cart } from './cart';
import { HoldCountdown } from './hold-countdown';
import { MemberFunds } from './member-funds';
import { Policies } from './policies';
import { SummaryPanel } from './summary-panel';
import { useBookingCatalog } from './use-booking-catalog';
import { useOrderSummary } from './use-order-summary';
import { usePrebook } from './use-prebook';

/** /book/checkout: the cart, the summary, the payment method, the hold countdown and the policies. */
export function CheckoutPage() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const locale = useAtomValue(localeAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const resetJourney = useSetAtom(resetJourneyAtom);
  const { branch, products, catalog } = useBookingCatalog();
  const forced = useMemo(() => forcedProductIds(catalog), [catalog]);
  const { summary, fetching: pricing, error: pricingError, refetch: reprice } = useOrderSummary(forced);
  const [, order] = useMutation(KPaymentOrderDocument);
  // Prebooking again with the same id and token moves the hold onto itself: a fresh 15 minutes.
  const { prebook } = usePrebook();
  const [, accept] = useMutation(AcceptLegalDocument);
  const [accepted, setAccepted] = useState(false);
  const [expired, setExpired] = useState(false);
  const [paying, setPaying] = useState(false);
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

  if (!booking.id || !booking.token || booking.state !== 'pending') return <Navigate to="/book" replace />;
  if (!branch) return <PageLoading />;

  const labels: Record<PaymentMethod, string> = {
    card: t`Credit or debit card`,
    qr: t`Thai QR (PromptPay)`,
    alipay: t`Alipay`,
    wechat: t`WeChat Pay`,
    unionpay: t`UnionPay`,
  };

  const pay = async () => {
    if (!summary || !accepted || expired || !booking.id) return;
    setPaying(true);
    // The acceptance of the terms is recorded with the booking (PDPA consent, DESIGN.md §4).
    void accept({
      input: {
        rule: 'terms',
        version: LEGAL_VERSION,
        booking_id: booking.id,
        contact_email: booking.contact.email || null,
        contact_phone: booking.contact.phone || null,
      },
    });
    const result = await order({
      input: {
        id: booking.id,
        guest_count: booking.guestCount,
        brand_id: booking.brandId,
        branch_id: booking.branchId,
        date_time: bookingDateTime(booking),
        promo_code: booking.promoCode || null,
        treatments: guestsJson(booking),
        contact_name: booking.contact.name,
        contact_email: booking.contact.email,
        contact_phone: booking.contact.phone,
        request: booking.request || null,
        payment_method: booking.payment.method,
        sub_total: summary.sub_total,
        discount: summary.discount,
        tier_discount: summary.tier_discount,
        grand_total: summary.grand_total,
        use_wallet: summary.use_wallet,
        use_points: summary.use_points,
        points_value: summary.points_value,
        deposit: summary.deposit,
        remain: summary.remain,
        currency: summary.currency,
        // Tax fields are sent only when the customer asked for a tax invoice (SPEC §5).
        ...(booking.tax.enable
          ? {
              tax_id: booking.tax.id.replace(/[\s-]/g, ''),
              tax_name: booking.tax.name,
              tax_address: booking.tax.address,
              tax_phone: booking.tax.phone,
            }
          : {}),
      },
    });
    setPaying(false);
    const code = result.error ? errorCode(result.error) : undefined;
    if (code === 'booking.expired') setExpired(true);
    // Paid meanwhile (another tab, a late notify): the resume page shows the confirmation.
    if (code === 'booking.made' || code === 'payment.alreadyPaid') {
      void navigate(`/book/${booking.id}?token=${encodeURIComponent(booking.token ?? '')}`);
    }
    const redirectUrl = result.data?.kpaymentOrder.redirect_url;
    if (!redirectUrl) return;
    // Wallet and points paid everything: the booking is confirmed already, no gateway involved.
    if (redirectUrl.startsWith('/')) {
      resetJourney();
      void navigate(redirectUrl, { replace: true });
      return;
    }
    setBooking((b) => ({ ...b, payment: { ...b.payment, redirectUrl } }));
    void navigate('/book/kpayment');
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
      <Cart guests={guests} products={products} />
      <SummaryPanel
        summary={summary}
        busy={pricing}
        onRetry={pricingError ? () => reprice({ requestPolicy: 'network-only' }) : undefined}
      />
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void pay();
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
