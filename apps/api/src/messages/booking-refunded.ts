// The message that money came back for a booking from the refunds queue (docs/product-rules.md, The day at the
// branch: a late payment or one that did not match its booking), by e-mail when the booking has an address, else
// by SMS, in the language it was booked in: how much, and where it went.
import { satangToThb } from '@sabai/booking-rules';
import { formatMoney } from '@sabai/i18n';
import type { MessageDescriptor } from '@lingui/core';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { BookingTable, Database, OutboxTable } from '../db/schema';
import { i18nFor } from '../i18n/server-i18n';
import { bookingNames } from '../payment/confirmation-email';
import { customerMessageRow, reachable, sayWith } from './customer-message';
import { mailBrand } from './mail-parts';

const messages = {
  subject: /*i18n*/ { id: 'message.refunded.subject', message: 'Refund for booking {no}' },
  greeting: /*i18n*/ { id: 'message.refunded.greeting', message: 'Dear {name},' },
  body: /*i18n*/ {
    id: 'message.refunded.body',
    message: 'We have refunded {amount} of your payment for booking {no} at {branch}.',
  },
  wallet: /*i18n*/ { id: 'message.refunded.wallet', message: 'It is in your wallet.' },
  gateway: /*i18n*/ {
    id: 'message.refunded.gateway',
    message: 'It goes back to the card or account you paid with.',
  },
  sms: /*i18n*/ {
    id: 'message.refunded.sms',
    message: '{brand}: {amount} of your payment for booking {no} is refunded. {where}',
  },
} satisfies Record<string, MessageDescriptor>;

export async function refundedMessage(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
  refund: { via: 'wallet' | 'gateway'; satang: number },
): Promise<Insertable<OutboxTable> | null> {
  if (!reachable(booking) || refund.satang <= 0) return null;
  const names = await bookingNames(trx, booking);
  const i18n = i18nFor(names.locale);
  const values = {
    no: booking.booking_no ?? '',
    branch: names.branch,
    amount: formatMoney(satangToThb(refund.satang)),
  };
  const say = sayWith(i18n, values);
  const where = say(messages[refund.via]);
  const brand = await mailBrand(trx, booking.brand_id, names.locale, null);
  return customerMessageRow({
    kind: 'booking_refunded',
    booking,
    locale: names.locale,
    subject: say(messages.subject),
    sms: say(messages.sms, { brand: brand.name, where }),
    mail: {
      brand,
      paragraphs: [say(messages.greeting, { name: booking.contact_name ?? '' }), say(messages.body), where],
    },
  });
}
