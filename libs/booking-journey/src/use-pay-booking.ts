import { AcceptLegalDocument, errorCode, KPaymentOrderDocument } from '@sabai/graphql';
import { bookingAtom, bookingDateTime, guestsJson, legalVersionsAtom, type BookingDraft } from '@sabai/state';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { bookingRefPath, resumePath } from './confirm-path';
import { useJourneyConfig } from './journey-provider';
import type { Summary } from './use-order-summary';

/** The order as kpaymentOrder takes it: the server's own summary, tax fields only when asked for. */
function orderInput(booking: BookingDraft & { id: string }, summary: Summary) {
  return {
    id: booking.id,
    // The booking's secret proves this browser holds it: an id alone opens nothing.
    token: booking.token ?? null,
    guest_count: booking.guestCount,
    brand_id: booking.brandId,
    branch_id: booking.branchId,
    date_time: bookingDateTime(booking),
    promo_code: booking.promoCode || null,
    treatments: guestsJson(booking),
    contact_name: booking.contact.name,
    contact_email: booking.contact.email || null,
    contact_phone: booking.contact.phone || null,
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
    // Tax fields are sent only when the customer asked for a tax invoice (docs/product-rules.md, Policies).
    ...(booking.tax.enable
      ? {
          tax_id: booking.tax.id.replace(/[\s-]/g, ''),
          tax_name: booking.tax.name,
          tax_address: booking.tax.address,
          tax_phone: booking.tax.phone,
        }
      : {}),
  };
}

/**
 * Pays the held booking: records the acceptance of the terms, opens the gateway order and hands over
 * to the bank, or goes straight to the confirmation when wallet and points paid everything.
 */
export function usePayBooking(onExpired: () => void) {
  const [booking, setBooking] = useAtom(bookingAtom);
  const [, order] = useMutation(KPaymentOrderDocument);
  const [, accept] = useMutation(AcceptLegalDocument);
  const [paying, setPaying] = useState(false);
  const navigate = useNavigate();
  const { paths } = useJourneyConfig();
  const legalVersions = useAtomValue(legalVersionsAtom);

  /** `draft`: the booking as the page just changed it, before the atom's new value reaches this hook. */
  const pay = async (summary: Summary, draft: BookingDraft = booking) => {
    const id = draft.id;
    if (!id) return;
    setPaying(true);
    // The acceptance of the terms is recorded with the booking (docs/product-rules.md, Consent (PDPA)).
    void accept({
      input: {
        rule: 'terms',
        version: legalVersions.terms,
        booking_id: id,
        booking_token: draft.token ?? null,
        contact_email: draft.contact.email || null,
        contact_phone: draft.contact.phone || null,
      },
    });
    const result = await order({ input: orderInput({ ...draft, id }, summary) });
    setPaying(false);
    const code = result.error ? errorCode(result.error) : undefined;
    if (code === 'booking.expired') onExpired();
    // Paid meanwhile (another tab, a late notify): the resume page shows the confirmation.
    if (code === 'booking.made' || code === 'payment.alreadyPaid') {
      void navigate(resumePath(paths.resume, id, draft.token ?? ''));
    }
    const redirectUrl = result.data?.kpaymentOrder.redirect_url;
    if (!redirectUrl) return;
    // Wallet and points paid everything: the booking is confirmed already, no gateway involved. The page is
    // this app's own confirmation (the server's path starts with the app's, which the kiosk's router adds).
    const paidNo = result.data?.kpaymentOrder.booking_no;
    if (redirectUrl.startsWith('/')) {
      const token = result.data?.kpaymentOrder.token ?? draft.token ?? '';
      // The draft goes once the confirmation shows it (useConfirmedBooking): emptied now, the checkout's
      // guard would send the customer back to the start instead.
      void navigate(paidNo ? bookingRefPath(paths.confirm, paidNo, id, token) : redirectUrl, {
        replace: true,
      });
      return;
    }
    const qrText = result.data?.kpaymentOrder.qr_text ?? null;
    setBooking((b) => ({ ...b, payment: { ...b.payment, redirectUrl, qrText } }));
    void navigate(paths.payment);
  };
  return { pay, paying };
}
