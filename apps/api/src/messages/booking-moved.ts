// The message that a booking was moved at the customer's request (docs/product-rules.md, Changes by the customer),
// by e-mail when it has an address, else by SMS, in the language it was booked in: the day and time it left and
// the new ones, the booking's page and, by e-mail, the calendar entry at the new time (the same entry's id, so a
// calendar that imported the first one updates it).
import { formatTimeOfDay, satangToThb } from '@sabai/booking-rules';
import { formatLongDate, formatMoney } from '@sabai/i18n';
import type { MessageDescriptor } from '@lingui/core';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { webConfirmationPath } from '../booking/booking-pages';
import type { BookingTable, Database, OutboxTable } from '../db/schema';
import { i18nFor } from '../i18n/server-i18n';
import type { MoveMoney } from '../booking/move-refund';
import { bookingNames } from '../payment/confirmation-email';
import { calendarAttachment } from './booking-calendar';
import { customerMessageRow, reachable, sayWith } from './customer-message';
import { bookingSite, mailBrand } from './mail-parts';

const messages = {
  subject: /*i18n*/ { id: 'message.moved.subject', message: 'Booking {no} moved to {date} at {time}' },
  greeting: /*i18n*/ { id: 'message.moved.greeting', message: 'Dear {name},' },
  body: /*i18n*/ {
    id: 'message.moved.body',
    message:
      'As you asked, your booking {no} at {branch} is moved from {fromDate} at {fromTime} to {date} at {time}.',
  },
  paid: /*i18n*/ {
    id: 'message.moved.paid',
    message: 'The new time costs {amount} more, which you paid online.',
  },
  lessAtBranch: /*i18n*/ {
    id: 'message.moved.lessAtBranch',
    message: 'The new time costs less: {amount} comes off what you pay at the branch.',
  },
  backWallet: /*i18n*/ {
    id: 'message.moved.backWallet',
    message: '{amount} of what you paid is back in your wallet.',
  },
  backGateway: /*i18n*/ {
    id: 'message.moved.backGateway',
    message: '{amount} of what you paid goes back to the card or account you paid with.',
  },
  kept: /*i18n*/ {
    id: 'message.moved.kept',
    message: 'The new time costs {amount} less; payments are non-refundable.',
  },
  open: /*i18n*/ { id: 'message.moved.open', message: 'Open my booking' },
  sms: /*i18n*/ {
    id: 'message.moved.sms',
    message: '{brand}: booking {no} is moved to {date} at {time}, {branch}. {url}',
  },
} satisfies Record<string, MessageDescriptor>;

export async function movedMessage(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
  from: { date: string; time: number },
  money: {
    /** The difference paid through the gateway for the new time; 0 when the price was the same. */
    paidSatang: number;
    /** What a time that costs less took off the amount owed and gave back. */
    back?: MoveMoney | undefined;
  },
): Promise<Insertable<OutboxTable> | null> {
  if (!reachable(booking)) return null;
  const names = await bookingNames(trx, booking);
  const i18n = i18nFor(names.locale);
  const no = booking.booking_no ?? '';
  const siteUrl = await bookingSite(trx, booking.id);
  const url = siteUrl ? `${siteUrl}${webConfirmationPath(booking, no)}` : '';
  const clock = (minutes: number) => formatTimeOfDay(minutes).slice(0, 5);
  const values = {
    no,
    date: formatLongDate(booking.date, names.locale, 'long'),
    time: clock(booking.time_min),
    fromDate: formatLongDate(from.date, names.locale, 'long'),
    fromTime: clock(from.time),
    branch: names.branch,
    url,
  };
  const say = sayWith(i18n, values);
  const brand = await mailBrand(trx, booking.brand_id, names.locale, siteUrl);
  const paragraphs = [say(messages.greeting, { name: booking.contact_name ?? '' }), say(messages.body)];
  const money$ = (satang: number) => formatMoney(satangToThb(satang));
  const lines: [MessageDescriptor, number][] = [
    [messages.paid, money.paidSatang],
    [messages.lessAtBranch, money.back?.remainOffSatang ?? 0],
    [messages.backWallet, money.back?.walletSatang ?? 0],
    [messages.backGateway, money.back?.gatewaySatang ?? 0],
    [messages.kept, money.back?.keptSatang ?? 0],
  ];
  for (const [line, satang] of lines) if (satang > 0) paragraphs.push(say(line, { amount: money$(satang) }));
  return customerMessageRow({
    kind: 'booking_moved',
    booking,
    locale: names.locale,
    subject: say(messages.subject),
    sms: say(messages.sms, { brand: brand.name }),
    mail: {
      brand,
      paragraphs,
      link: url,
      ...(url ? { button: { label: say(messages.open), url } } : {}),
      attachments: booking.contact_email
        ? [await calendarAttachment(trx, booking, names.locale, url || null)]
        : [],
    },
  });
}
