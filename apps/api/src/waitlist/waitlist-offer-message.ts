// The waitlist's offer (docs/product-rules.md, Waitlist), by e-mail when the entry has an address, else by SMS, in
// the language the customer joined in: the day, time and branch now free for the party, until when the places are
// held, the link that opens the held booking at its payment, and the one that leaves the waitlist (the places
// then pass to the next customer at once).
import { formatTimeOfDay } from '@sabai/booking-rules';
import { formatInstant, formatLongDate } from '@sabai/i18n';
import type { MessageDescriptor } from '@lingui/core';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { BookingTable, Database, OutboxTable } from '../db/schema';
import type { WaitlistEntryTable } from '../db/tables/booking.tables';
import { i18nFor } from '../i18n/server-i18n';
import { bookingNames } from '../payment/confirmation-email';
import { customerMessageRow, reachable, sayWith } from '../messages/customer-message';
import { mailBrand } from '../messages/mail-parts';

const messages = {
  subject: /*i18n*/ {
    id: 'message.waitlist.subject',
    message: 'A place is free for you on {date} at {time}',
  },
  greeting: /*i18n*/ { id: 'message.waitlist.greeting', message: 'Dear {name},' },
  body: /*i18n*/ {
    id: 'message.waitlist.body',
    message:
      'Good news: {branch} has room for your party on {date} at {time}. We hold it for you until {until}; pay to confirm it.',
  },
  open: /*i18n*/ { id: 'message.waitlist.open', message: 'Book it now' },
  leave: /*i18n*/ {
    id: 'message.waitlist.leave',
    message:
      'Not needed any more? Leave the waitlist and we offer the places to the next customer: {leaveUrl}',
  },
  sms: /*i18n*/ {
    id: 'message.waitlist.sms',
    message: '{brand}: room on {date} at {time}, {branch}, held for you until {until}. Book: {url}',
  },
} satisfies Record<string, MessageDescriptor>;

export async function waitlistOfferMessage(
  trx: Transaction<Database>,
  entry: Selectable<WaitlistEntryTable>,
  booking: Selectable<BookingTable>,
): Promise<Insertable<OutboxTable> | null> {
  if (!reachable(entry)) return null;
  const names = await bookingNames(trx, booking);
  const i18n = i18nFor(names.locale);
  const url = `${entry.site_url ?? ''}/book/${booking.id}?token=${encodeURIComponent(booking.token)}`;
  const values = {
    date: formatLongDate(booking.date, names.locale, 'long'),
    time: formatTimeOfDay(booking.time_min).slice(0, 5),
    branch: names.branch,
    until: formatInstant((booking.hold_expires_at ?? new Date()).toISOString(), names.locale, names.timeZone),
    url,
  };
  const say = sayWith(i18n, values);
  const leaveUrl = entry.token
    ? `${entry.site_url ?? ''}/waitlist/${entry.id}?token=${encodeURIComponent(entry.token)}`
    : null;
  const brand = await mailBrand(trx, booking.brand_id, names.locale, entry.site_url);
  return customerMessageRow({
    kind: 'waitlist_offer',
    booking,
    locale: names.locale,
    subject: say(messages.subject),
    sms: say(messages.sms, { brand: brand.name }),
    mail: {
      brand,
      paragraphs: [
        say(messages.greeting, { name: entry.contact_name ?? '' }),
        say(messages.body),
        ...(leaveUrl ? [say(messages.leave, { leaveUrl })] : []),
      ],
      link: url,
      button: { label: say(messages.open), url },
    },
  });
}
