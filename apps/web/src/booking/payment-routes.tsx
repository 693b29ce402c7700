// The journey's pages from checkout on, one chunk: checkout, the gateway's pages and their way back, the
// thank-you page, a resumed booking and the group form. /book/treatment (booking-routes.tsx) does not load
// them; the checkout is fetched while the customer types the contact details (contact-page.tsx).
import { CheckoutPage as Checkout } from './checkout-page';
import { KPaymentPage as KPayment } from './kpayment-page';
import { KPaymentReturnPage as KPaymentReturn } from './kpayment-return-page';
import { ResumePage as Resume } from './resume-page';
import { ThanksPage as Thanks } from './thanks-page';
import { withWebJourney } from './with-web-journey';

export const CheckoutPage = withWebJourney(Checkout, 'checkout');
export const KPaymentPage = withWebJourney(KPayment, 'payment');
export const KPaymentReturnPage = withWebJourney(KPaymentReturn);
export const ResumePage = withWebJourney(Resume);
export const ThanksPage = withWebJourney(Thanks);

export const KPaymentLegacyPage = withWebJourney(function KPaymentLegacyPage() {
  return <KPayment handover="link" />;
}, 'payment');
