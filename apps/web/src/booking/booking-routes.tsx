// The pages of the booking journey, one chunk: a customer who starts booking visits most of them.
// Confirmation, print and the group form load on their own (qrcode, rarely visited); so does the contact
// form, which brings the form kit (react-hook-form) that /book itself does not need.
import { BookStartPage as BookStart } from './book-start-page';
import { CheckoutPage as Checkout } from './checkout-page';
import { ExtPage as Ext } from './ext-page';
import { KPaymentPage as KPayment } from './kpayment-page';
import { KPaymentReturnPage as KPaymentReturn } from './kpayment-return-page';
import { ResumePage as Resume } from './resume-page';
import { ThanksPage as Thanks } from './thanks-page';
import { TreatmentPage as Treatment } from './treatment-page';
import { withWebJourney } from './with-web-journey';

export const BookStartPage = withWebJourney(BookStart);
export const CheckoutPage = withWebJourney(Checkout);
export const ExtPage = withWebJourney(Ext);
export const KPaymentPage = withWebJourney(KPayment);
export const KPaymentReturnPage = withWebJourney(KPaymentReturn);
export const ResumePage = withWebJourney(Resume);
export const ThanksPage = withWebJourney(Thanks);
export const TreatmentPage = withWebJourney(Treatment);

export const KPaymentLegacyPage = withWebJourney(function KPaymentLegacyPage() {
  return <KPayment handover="link" />;
});
