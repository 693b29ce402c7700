// The outbox row of a message to a booking's customer (docs/product-rules.md, Messages): by e-mail when there
// is an address (HTML in the brand's look and plain text), else by SMS, else none. Each message writes its own
// words; this is where they become a row.
import type { Insertable } from 'kysely';
import type { MessageAttachment, OutboxTable } from '../db/schema';
import { mailHtml, type MailContent } from './mail-layout';

export interface CustomerMessage {
  kind: string;
  brandId: string;
  bookingId: string;
  locale: string;
  to: { email: string | null; phone: string | null };
  subject: string;
  /** The SMS's whole text. */
  sms: string;
  /** The e-mail: its paragraphs (also its plain text), a link written under them in the plain text. */
  mail: Omit<MailContent, 'lang'> & { link?: string; attachments?: MessageAttachment[] };
}

export function customerMessageRow(message: CustomerMessage): Insertable<OutboxTable> | null {
  const common = {
    kind: message.kind,
    brand_id: message.brandId,
    booking_id: message.bookingId,
    locale: message.locale,
    subject: message.subject,
  };
  if (message.to.email) {
    const { link, attachments, ...content } = message.mail;
    return {
      ...common,
      channel: 'email',
      recipient: message.to.email,
      body: [...content.paragraphs, link].filter(Boolean).join('\n\n'),
      html: mailHtml({ lang: message.locale, ...content }),
      ...(attachments ? { attachments: JSON.stringify(attachments) } : {}),
    };
  }
  if (message.to.phone)
    return { ...common, channel: 'sms', recipient: message.to.phone, body: message.sms.trim() };
  return null;
}
