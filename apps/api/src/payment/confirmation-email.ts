// The confirmation e-mail put in the outbox with the payment, in the language the customer booked in.
import { formatTimeOfDay, moneyLines, satangToThb, type MoneyLine } from '@sabai/booking-rules';
import { formatLongDate, formatMoney, isLocaleCode, type LocaleCode } from '@sabai/i18n';
import type { MessageDescriptor } from '@lingui/core';
import type { Selectable, Transaction } from 'kysely';
import type { BookingTable, Database } from '../db/schema';
import { i18nFor } from '../i18n/server-i18n';
import { pick } from '../i18n/translated-text';
import { bookingQrPath, webConfirmationPath } from '../booking/booking-pages';
import type { MessageAttachment } from '../db/schema';
import { calendarAttachment } from '../messages/booking-calendar';
import { mailBrand, qrPng, QR_CID } from '../messages/mail-parts';
import { mailHtml } from '../messages/mail-layout';

const messages = {
  subject: /*i18n*/ { id: 'email.confirmation.subject', message: 'Booking {no} confirmed' },
  greeting: /*i18n*/ { id: 'email.confirmation.greeting', message: 'Dear {name},' },
  guestFallback: /*i18n*/ { id: 'email.confirmation.guestFallback', message: 'guest' },
  confirmed: /*i18n*/ {
    id: 'email.confirmation.confirmed',
    message: 'Your booking {no} is confirmed for {date} at {time}, {branch}.',
  },
  guest: /*i18n*/ { id: 'email.confirmation.guest', message: 'Guest {no}' },
  paid: /*i18n*/ { id: 'email.confirmation.paid', message: 'Paid: {amount}' },
  subTotal: /*i18n*/ { id: 'email.confirmation.subTotal', message: 'Sub-total: {amount}' },
  discount: /*i18n*/ { id: 'email.confirmation.discount', message: 'Promotion discount: {amount}' },
  tierDiscount: /*i18n*/ { id: 'email.confirmation.tierDiscount', message: 'Member discount: {amount}' },
  grandTotal: /*i18n*/ { id: 'email.confirmation.grandTotal', message: 'Total: {amount}' },
  deposit: /*i18n*/ { id: 'email.confirmation.deposit', message: 'Deposit paid: {amount}' },
  points: /*i18n*/ { id: 'email.confirmation.points', message: '{points} points: {amount}' },
  wallet: /*i18n*/ { id: 'email.confirmation.wallet', message: 'From your wallet: {amount}' },
  paidOnline: /*i18n*/ { id: 'email.confirmation.paidOnline', message: 'Paid by card or QR: {amount}' },
  remain: /*i18n*/ { id: 'email.confirmation.remain', message: 'Still to pay at the branch: {amount}' },
  open: /*i18n*/ { id: 'email.confirmation.open', message: 'Open my booking' },
  qrAlt: /*i18n*/ { id: 'email.confirmation.qrAlt', message: 'QR code of booking {no}' },
  link: /*i18n*/ {
    id: 'email.confirmation.link',
    message: 'Your booking and the QR code to show at the counter: {url}',
  },
  policy: /*i18n*/ {
    id: 'email.confirmation.policy',
    message:
      'Please arrive 15 minutes early; later arrival counts as a no-show. Payments are non-refundable.',
  },
} satisfies Record<string, MessageDescriptor>;

/** Branch and treatment names in the booking's language, read in the confirming transaction. */
export async function bookingNames(trx: Transaction<Database>, booking: Selectable<BookingTable>) {
  const locale = isLocaleCode(booking.locale) ? booking.locale : 'en';
  const branch = await trx
    .selectFrom('branches')
    .select(['name', 'time_zone'])
    .where('id', '=', booking.branch_id)
    .executeTakeFirst();
  const ids = [...new Set(booking.guests.flatMap((g) => g.treatments))];
  const products =
    ids.length === 0
      ? []
      : await trx.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute();
  const productNames = new Map(products.map((p) => [p.id, pick(p.name, locale)]));
  return {
    locale,
    branch: branch ? pick(branch.name, locale) : booking.branch_id,
    timeZone: branch?.time_zone ?? 'Asia/Bangkok',
    product: (id: string) => productNames.get(id) ?? id,
  };
}

// The same lines, in the same order, as the confirmation page (booking-rules' moneyLines).
const lineMessages: Record<MoneyLine['kind'], MessageDescriptor> = {
  sub_total: messages.subTotal,
  discount: messages.discount,
  tier_discount: messages.tierDiscount,
  grand_total: messages.grandTotal,
  deposit: messages.deposit,
  points: messages.points,
  wallet: messages.wallet,
  paid_online: messages.paidOnline,
  remain: messages.remain,
};

/**
 * What was paid, line by line, from the summary the paid order was priced with, which confirming it wrote
 * onto the booking (docs/decisions.md, "The paid order decides what a booking shows and owes"). A booking
 * paid before summaries were kept says only what was paid.
 */
async function moneyText(
  trx: Transaction<Database>,
  bookingId: string,
  paidSatang: number,
  say: (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string,
  money: (amountSatang: number) => string,
): Promise<string[]> {
  const paid = await trx
    .selectFrom('bookings')
    .select('priced_summary')
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!paid?.priced_summary) return [say(messages.paid, { amount: money(paidSatang) })];
  return moneyLines(paid.priced_summary).map((line) =>
    say(lineMessages[line.kind], {
      amount: `${line.negative ? '−' : ''}${money(line.amountSatang)}`,
      points: line.points ?? 0,
    }),
  );
}

/** The booking's confirmation page on the site the customer paid on (the web's, for a kiosk's sale too). */
export const confirmationUrl = (siteUrl: string, booking: Selectable<BookingTable>, no: string) =>
  `${siteUrl}${webConfirmationPath(booking, no)}`;

/** The calendar entry, and the QR code the desk scans when the sending site is known. */
async function confirmationAttachments(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
  locale: LocaleCode,
  siteUrl: string | null,
  url: string | null,
): Promise<MessageAttachment[]> {
  const no = booking.booking_no ?? '';
  const qr = siteUrl ? await qrPng(`${siteUrl}${bookingQrPath(booking)}`) : null;
  return [
    await calendarAttachment(trx, booking, locale, url),
    ...(qr ? [{ ...qr, filename: `${no}.png`, cid: QR_CID }] : []),
  ];
}

export async function confirmationEmail(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
  amountSatang: number,
  /** Where the customer paid from; without it (orders older than the column) the mail has no link. */
  siteUrl: string | null = null,
) {
  const names = await bookingNames(trx, booking);
  const i18n = i18nFor(names.locale);
  const say = (descriptor: MessageDescriptor, values: Record<string, unknown> = {}) =>
    i18n._(descriptor.id, values, descriptor.message === undefined ? {} : { message: descriptor.message });
  const no = booking.booking_no ?? '';
  const guests = booking.guests
    .map((g) => {
      const who = `${say(messages.guest, { no: g.no })}${g.name ? ` (${g.name})` : ''}`;
      return `${who}: ${g.treatments.map(names.product).join(', ')}`;
    })
    .join('\n');
  const url = siteUrl ? confirmationUrl(siteUrl, booking, no) : null;
  const paragraphs = [
    say(messages.greeting, { name: booking.contact_name ?? say(messages.guestFallback) }),
    say(messages.confirmed, {
      no,
      date: formatLongDate(booking.date, names.locale, 'long'),
      time: formatTimeOfDay(booking.time_min).slice(0, 5),
      branch: names.branch,
    }),
    guests,
    (await moneyText(trx, booking.id, amountSatang, say, (satang) => formatMoney(satangToThb(satang)))).join(
      '\n',
    ),
    ...(url ? [say(messages.link, { url })] : []),
    say(messages.policy),
  ];
  const attachments = await confirmationAttachments(trx, booking, names.locale, siteUrl, url);
  return {
    channel: 'email' as const,
    recipient: booking.contact_email as string,
    subject: say(messages.subject, { no }),
    body: paragraphs.join('\n\n'),
    html: mailHtml({
      lang: names.locale,
      brand: await mailBrand(trx, booking.brand_id, names.locale, siteUrl),
      paragraphs: url ? paragraphs.filter((_, i) => i !== paragraphs.length - 2) : paragraphs,
      ...(url
        ? { qrCid: QR_CID, qrAlt: say(messages.qrAlt, { no }), button: { label: say(messages.open), url } }
        : {}),
    }),
    kind: 'booking_confirmation',
    booking_id: booking.id,
    locale: names.locale,
    attachments: JSON.stringify(attachments),
  };
}
