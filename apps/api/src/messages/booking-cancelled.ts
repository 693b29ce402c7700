// The message that a booking was cancelled, at the customer's request (docs/product-rules.md, Changes by the
// customer) or by the branch (The day at the branch), by e-mail when it has an address, else by SMS, in the
// language it was booked in, with what money goes back and where.
import { formatTimeOfDay, satangToThb } from '@sabai/booking-rules';
import { formatLongDate, formatMoney } from '@sabai/i18n';
import type { MessageDescriptor } from '@lingui/core';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { BookingTable, Database, OutboxTable } from '../db/schema';
import { i18nFor } from '../i18n/server-i18n';
import { bookingNames } from '../payment/confirmation-email';
import { customerMessageRow, reachable, sayWith } from './customer-message';
import { mailBrand } from './mail-parts';

const messages = {
  subject: /*i18n*/ { id: 'message.cancelled.subject', message: 'Booking {no} cancelled' },
  greeting: /*i18n*/ { id: 'message.cancelled.greeting', message: 'Dear {name},' },
  body: /*i18n*/ {
    id: 'message.cancelled.body',
    message: 'Your booking {no} on {date} at {time}, {branch}, is cancelled as you asked.',
  },
  byBranch: /*i18n*/ {
    id: 'message.cancelled.byBranch',
    message: 'Your booking {no} on {date} at {time}, {branch}, is cancelled by the branch.',
  },
  none: /*i18n*/ { id: 'message.cancelled.noRefund', message: 'Payments are non-refundable.' },
  wallet: /*i18n*/ { id: 'message.cancelled.wallet', message: '{amount} is back in your wallet.' },
  gateway: /*i18n*/ {
    id: 'message.cancelled.gateway',
    message: '{amount} is refunded to the card or account you paid with.',
  },
  sms: /*i18n*/ {
    id: 'message.cancelled.sms',
    message: '{brand}: booking {no} on {date} {time} is cancelled. {refund}',
  },
} satisfies Record<string, MessageDescriptor>;

export interface CancelRefund {
  via: 'none' | 'wallet' | 'gateway';
  satang: number;
}

export async function cancelledMessage(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
  refund: CancelRefund,
  by: 'customer' | 'branch' = 'customer',
): Promise<Insertable<OutboxTable> | null> {
  if (!reachable(booking)) return null;
  const names = await bookingNames(trx, booking);
  const i18n = i18nFor(names.locale);
  const values = {
    no: booking.booking_no ?? '',
    date: formatLongDate(booking.date, names.locale, 'long'),
    time: formatTimeOfDay(booking.time_min).slice(0, 5),
    branch: names.branch,
    amount: formatMoney(satangToThb(refund.satang)),
  };
  const say = sayWith(i18n, values);
  const money = say(refund.via === 'none' || refund.satang === 0 ? messages.none : messages[refund.via]);
  const brand = await mailBrand(trx, booking.brand_id, names.locale, null);
  const paragraphs = [
    say(messages.greeting, { name: booking.contact_name ?? '' }),
    say(by === 'customer' ? messages.body : messages.byBranch),
    money,
  ];
  return customerMessageRow({
    kind: 'booking_cancelled',
    booking,
    locale: names.locale,
    subject: say(messages.subject),
    sms: say(messages.sms, { brand: brand.name, refund: money }),
    mail: { brand, paragraphs },
  });
}
