// The payment link sent to a staff booking's customer (docs/product-rules.md, Bookings made by staff), by
// e-mail or SMS, in the language the booking was made in. It goes to the outbox like every message
// (docs/architecture.md, Outside systems).
import type { MessageDescriptor } from '@lingui/core';
import { formatTimeOfDay } from '@sabai/booking-rules';
import { formatLongDate, isLocaleCode } from '@sabai/i18n';
import { i18nFor } from '../i18n/server-i18n';

const messages = {
  subject: /*i18n*/ { id: 'message.paymentLink.subject', message: 'Pay for your {brand} booking' },
  body: /*i18n*/ {
    id: 'message.paymentLink.body',
    message:
      'Your booking at {branch} on {date} at {time} is waiting for payment. Pay here: {url} – your places are kept until {until}.',
  },
} satisfies Record<string, MessageDescriptor>;

export interface PaymentLinkValues {
  via: 'email' | 'sms';
  recipient: string;
  locale: string;
  brand: string;
  branch: string;
  date: string;
  timeMin: number;
  url: string;
  /** When the places stop being kept, as the branch reads it ('YYYY-MM-DD HH:mm'). */
  until: string;
}

export async function paymentLinkMessage(values: PaymentLinkValues) {
  const locale = isLocaleCode(values.locale) ? values.locale : 'en';
  const i18n = i18nFor(locale);
  const texts = {
    ...values,
    date: formatLongDate(values.date, locale, 'long'),
    time: formatTimeOfDay(values.timeMin).slice(0, 5),
  };
  return {
    channel: values.via,
    recipient: values.recipient,
    kind: 'payment_link',
    locale: values.locale,
    // Called with the id (not a spread descriptor), which Lingui's extractor can read.
    subject: i18n._(messages.subject.id, texts, { message: messages.subject.message }),
    body: i18n._(messages.body.id, texts, { message: messages.body.message }),
  };
}
