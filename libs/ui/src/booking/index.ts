// A booking on screen and on paper: the hold's countdown while it waits for payment (the web's checkout, the
// kiosk's payment), a QR code (the kiosk's payment code, a booking's check-in code), and the confirmed booking
// (the web's confirmation, print page and member area, the kiosk's confirmation and receipt). An entry point of
// its own (`@sabai/ui/booking`), so only the pages that show these load them, not every app's first page.
export { BookingDetails } from './booking-details';
export type { BookingDetailsProps, ConfirmedBooking } from './booking-details';
export { BookingQr } from './booking-qr';
export type { BookingQrProps } from './booking-qr';
export { formatCountdown, HoldCountdown } from './hold-countdown';
export type { HoldCountdownProps } from './hold-countdown';
export { QrImage } from '../qr/qr-image';
export type { QrImageProps } from '../qr/qr-image';
export { usePaymentMethodLabels } from './payment-method-labels';
export { PromoCodeField } from './promo-code-field';
export type { PromoCodeFieldProps } from './promo-code-field';
export { MemberFunds } from './member-funds';
export type { MemberFundsProps } from './member-funds';
export { TaxInvoiceSheet } from './tax-invoice-sheet';
export type { IssuedTaxInvoice, TaxInvoiceSheetProps } from './tax-invoice-sheet';
