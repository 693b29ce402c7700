// The kiosk's SMS receipt (docs/product-rules.md, Kiosk): a walk-in customer who left a phone number at the
// kiosk's checkout gets the booking's number, time, total and the link to its QR code by SMS, in the
// language they booked in. It goes to the outbox like every message (docs/architecture.md, Outside systems).
import type { MessageDescriptor } from '@lingui/core';
import { formatTimeOfDay, satangToThb } from '@sabai/booking-rules';
import { formatLongDate, formatMoney } from '@sabai/i18n';
import type { Selectable, Transaction } from 'kysely';
import type { BookingTable, Database } from '../db/schema';
import { i18nFor } from '../i18n/server-i18n';
import { bookingNames, confirmationUrl } from './confirmation-email';

const messages = {
  subject: /*i18n*/ { id: 'sms.receipt.subject', message: 'Booking {no}' },
  body: /*i18n*/ {
    id: 'sms.receipt.body',
    message: 'Booking {no} at {branch} on {date} at {time} is confirmed, total {amount}. Your QR code: {url}',
  },
} satisfies Record<string, MessageDescriptor>;

export async function confirmationSms(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
  totalSatang: number,
  siteUrl: string | null,
) {
  const names = await bookingNames(trx, booking);
  const i18n = i18nFor(names.locale);
  const no = booking.booking_no ?? '';
  const values = {
    no,
    branch: names.branch,
    date: formatLongDate(booking.date, names.locale, 'long'),
    time: formatTimeOfDay(booking.time_min).slice(0, 5),
    amount: formatMoney(satangToThb(totalSatang)),
    url: siteUrl ? confirmationUrl(siteUrl, booking, no) : '',
  };
  return {
    channel: 'sms' as const,
    recipient: booking.contact_phone as string,
    // Called with the id (not a spread descriptor), which Lingui's extractor can read.
    subject: i18n._(messages.subject.id, values, { message: messages.subject.message }),
    body: i18n._(messages.body.id, values, { message: messages.body.message }),
  };
}
