// The outbox row of a message to a booking's customer (docs/product-rules.md, Messages): by e-mail when there
// is an address (HTML in the brand's look and plain text), else by SMS, else none. Each message writes its own
// words; this is where they become a row.
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Insertable, Selectable } from 'kysely';
import type { BookingTable, MessageAttachment, OutboxTable } from '../db/schema';
import { mailHtml, type MailContent } from './mail-layout';

/** A message's sentences in the reader's language, with the values every sentence of it may use. */
export function sayWith(i18n: I18n, values: Record<string, unknown>) {
  return (descriptor: MessageDescriptor, extra: Record<string, unknown> = {}) =>
    i18n._(descriptor.id, { ...values, ...extra }, { message: descriptor.message ?? '' });
}

/** Whether a booking has any way to reach its customer. */
export const reachable = (booking: Pick<BookingTable, 'contact_email' | 'contact_phone'>) =>
  Boolean(booking.contact_email || booking.contact_phone);

export interface CustomerMessage {
  kind: string;
  /** The booking it is about, whose contact it goes to. */
  booking: Pick<Selectable<BookingTable>, 'id' | 'brand_id' | 'contact_email' | 'contact_phone'>;
  locale: string;
  subject: string;
  /** The SMS's whole text. */
  sms: string;
  /** The e-mail: its paragraphs (also its plain text), a link written under them in the plain text. */
  mail: Omit<MailContent, 'lang'> & { link?: string; attachments?: MessageAttachment[] };
}

export function customerMessageRow(message: CustomerMessage): Insertable<OutboxTable> | null {
  const { booking } = message;
  const common = {
    kind: message.kind,
    brand_id: booking.brand_id,
    booking_id: booking.id,
    locale: message.locale,
    subject: message.subject,
  };
  if (booking.contact_email) {
    const { link, attachments, ...content } = message.mail;
    return {
      ...common,
      channel: 'email',
      recipient: booking.contact_email,
      body: [...content.paragraphs, link].filter(Boolean).join('\n\n'),
      html: mailHtml({ lang: message.locale, ...content }),
      ...(attachments ? { attachments: JSON.stringify(attachments) } : {}),
    };
  }
  if (booking.contact_phone)
    return { ...common, channel: 'sms', recipient: booking.contact_phone, body: message.sms.trim() };
  return null;
}
