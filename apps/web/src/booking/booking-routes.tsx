// The pages of the booking journey, one chunk: a customer who starts booking visits most of them.
// Confirmation, print and the group form load on their own (qrcode, rarely visited); so does the contact
// form, which brings the form kit (react-hook-form) that /book itself does not need.
import { KPaymentPage } from './kpayment-page';

export { BookStartPage } from './book-start-page';
export { CheckoutPage } from './checkout-page';
export { ExtPage } from './ext-page';
export { KPaymentPage } from './kpayment-page';
export { KPaymentReturnPage } from './kpayment-return-page';
export { ResumePage } from './resume-page';
export { ThanksPage } from './thanks-page';
export { TreatmentPage } from './treatment-page';

export function KPaymentLegacyPage() {
  return <KPaymentPage handover="link" />;
}
