// Where a booking's customer is sent: the gateway's return page and the confirmation page, by the channel
// the booking was made on (a kiosk's customer comes back to the kiosk). The one place these paths are
// built; the number goes in the path, the id and secret token in the query (docs/api.md, Payment).
import type { Selectable } from 'kysely';
import type { BookingTable } from '../db/schema';

type BookingRef = Pick<Selectable<BookingTable>, 'id' | 'token' | 'channel'>;

const appOf = (channel: string) => (channel === 'kiosk' ? '/kiosk' : '/book');

const holderQuery = (booking: BookingRef) =>
  new URLSearchParams({ booking: booking.id, token: booking.token }).toString();

/** The page the gateway sends the customer back to after paying. */
export function paymentReturnPath(booking: BookingRef): string {
  return `${appOf(booking.channel)}/kpayment/return?${holderQuery(booking)}`;
}

const confirmationOn = (app: string, booking: BookingRef, bookingNo: string) =>
  `${app}/confirm/${encodeURIComponent(bookingNo)}?${holderQuery(booking)}`;

/** The booking's confirmation page, opened by its number and its holder's secret. */
export function confirmationPath(booking: BookingRef, bookingNo: string): string {
  return confirmationOn(appOf(booking.channel), booking, bookingNo);
}

/**
 * The confirmation on the web, whatever the channel: the link a message sends to the customer's own phone
 * or inbox, where the kiosk's pages would ask for a paired kiosk (docs/access.md, Kiosk devices).
 */
export function webConfirmationPath(booking: BookingRef, bookingNo: string): string {
  return confirmationOn('/book', booking, bookingNo);
}

/**
 * The booking's own page, where a held booking is resumed and paid as on the web (apps/web `/book/:uuid`,
 * the link a staff booking's payment link carries; docs/product-rules.md, Bookings made by staff).
 */
export function paymentLinkPath(booking: BookingRef): string {
  return `${appOf(booking.channel)}/${encodeURIComponent(booking.id)}?${new URLSearchParams({ token: booking.token }).toString()}`;
}

/**
 * What a booking's QR code holds, on the web whatever the channel: its resume link, which the desk and the
 * kiosk read back (staff-day/booking-qr.ts) and the web's confirmation draws too.
 */
export function bookingQrPath(booking: BookingRef): string {
  return `/book/${encodeURIComponent(booking.id)}?${new URLSearchParams({ token: booking.token }).toString()}`;
}
