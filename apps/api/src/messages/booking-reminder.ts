// A reminder before a visit (docs/product-rules.md, Messages), by e-mail when the booking has an address, else by
// SMS, in the language it was booked in: the day, time and branch, the booking's page and (by e-mail) its QR code.
import { formatTimeOfDay } from '@sabai/booking-rules';
import { formatLongDate } from '@sabai/i18n';
import type { MessageDescriptor } from '@lingui/core';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { bookingQrPath, webConfirmationPath } from '../booking/booking-pages';
import type { BookingTable, Database, OutboxTable } from '../db/schema';
import { i18nFor } from '../i18n/server-i18n';
import { bookingNames } from '../payment/confirmation-email';
import { customerMessageRow, reachable, sayWith } from './customer-message';
import { bookingSite, mailBrand, qrPng, QR_CID } from './mail-parts';

const messages = {
  subject: /*i18n*/ {
    id: 'message.reminder.subject',
    message: 'Reminder: booking {no} on {date} at {time}',
  },
  greeting: /*i18n*/ { id: 'message.reminder.greeting', message: 'Dear {name},' },
  body: /*i18n*/ {
    id: 'message.reminder.body',
    message: 'We look forward to seeing you on {date} at {time} at {branch} (booking {no}).',
  },
  arrive: /*i18n*/ {
    id: 'message.reminder.arrive',
    message: 'Please arrive 15 minutes early and show the QR code at the counter.',
  },
  open: /*i18n*/ { id: 'message.reminder.open', message: 'Open my booking' },
  qrAlt: /*i18n*/ { id: 'message.reminder.qrAlt', message: 'QR code of booking {no}' },
  sms: /*i18n*/ {
    id: 'message.reminder.sms',
    message: '{brand}: reminder of booking {no} on {date} at {time}, {branch}. {url}',
  },
} satisfies Record<string, MessageDescriptor>;

export async function reminderMessage(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
): Promise<Insertable<OutboxTable> | null> {
  if (!reachable(booking)) return null;
  const names = await bookingNames(trx, booking);
  const i18n = i18nFor(names.locale);
  const no = booking.booking_no ?? '';
  const siteUrl = await bookingSite(trx, booking.id);
  const url = siteUrl ? `${siteUrl}${webConfirmationPath(booking, no)}` : '';
  const values = {
    no,
    date: formatLongDate(booking.date, names.locale, 'long'),
    time: formatTimeOfDay(booking.time_min).slice(0, 5),
    branch: names.branch,
    url,
  };
  const say = sayWith(i18n, values);
  const brand = await mailBrand(trx, booking.brand_id, names.locale, siteUrl);
  const qr = siteUrl && booking.contact_email ? await qrPng(`${siteUrl}${bookingQrPath(booking)}`) : null;
  return customerMessageRow({
    kind: 'reminder',
    booking,
    locale: names.locale,
    subject: say(messages.subject),
    sms: say(messages.sms, { brand: brand.name }),
    mail: {
      brand,
      paragraphs: [
        say(messages.greeting, { name: booking.contact_name ?? '' }),
        say(messages.body),
        say(messages.arrive),
      ],
      link: url,
      ...(qr ? { qrCid: QR_CID, qrAlt: say(messages.qrAlt) } : {}),
      ...(url ? { button: { label: say(messages.open), url } } : {}),
      attachments: qr ? [{ ...qr, filename: `${no}.png`, cid: QR_CID }] : [],
    },
  });
}
