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
import { mailHtml } from './mail-layout';
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
  const to = booking.contact_email ? 'email' : booking.contact_phone ? 'sms' : null;
  if (!to || refund.satang <= 0) return null;
  const names = await bookingNames(trx, booking);
  const i18n = await i18nFor(names.locale);
  const values = {
    no: booking.booking_no ?? '',
    branch: names.branch,
    amount: formatMoney(satangToThb(refund.satang), names.locale),
  };
  const say = (descriptor: MessageDescriptor, extra: Record<string, unknown> = {}) =>
    i18n._(descriptor.id, { ...values, ...extra }, { message: descriptor.message ?? '' });
  const where = say(messages[refund.via]);
  const brand = await mailBrand(trx, booking.brand_id, names.locale, null);
  const common = {
    kind: 'booking_refunded',
    brand_id: booking.brand_id,
    booking_id: booking.id,
    locale: names.locale,
    subject: say(messages.subject),
  };
  if (to === 'sms')
    return {
      ...common,
      channel: 'sms',
      recipient: booking.contact_phone as string,
      body: say(messages.sms, { brand: brand.name, where }),
    };
  const paragraphs = [
    say(messages.greeting, { name: booking.contact_name ?? '' }),
    say(messages.body),
    where,
  ];
  return {
    ...common,
    channel: 'email',
    recipient: booking.contact_email as string,
    body: paragraphs.join('\n\n'),
    html: mailHtml({ lang: names.locale, brand, paragraphs }),
  };
}
