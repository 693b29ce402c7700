// What customers' e-mails share: the brand's look from its record, a QR code as an attached image and the
// site the booking's links go to.
import type { LocaleCode } from '@sabai/i18n';
import type { Kysely } from 'kysely';
import type { Database, MessageAttachment } from '../db/schema';
import { pick } from '../i18n/translated-text';
import type { MailBrand } from './mail-layout';

/** The content id of the QR code's image in a mail's HTML. */
export const QR_CID = 'booking-qr';

export async function mailBrand(
  db: Kysely<Database>,
  brandId: string,
  locale: LocaleCode,
  siteUrl: string | null,
): Promise<MailBrand> {
  const brand = await db
    .selectFrom('brands')
    .select(['name', 'color_primary', 'logo_url'])
    .where('id', '=', brandId)
    .executeTakeFirstOrThrow();
  const logo = brand.logo_url;
  const logoUrl = /^https?:\/\//.test(logo)
    ? logo
    : siteUrl && logo.startsWith('/')
      ? `${siteUrl}${logo}`
      : null;
  return { name: pick(brand.name, locale), color: brand.color_primary, logoUrl };
}

/** A QR code holding `value`, as a PNG attachment (base64). */
export async function qrPng(value: string): Promise<Pick<MessageAttachment, 'contentType' | 'content'>> {
  const png = await (
    await import('qrcode')
  ).default.toBuffer(value, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { contentType: 'image/png', content: png.toString('base64') };
}

/** The site the booking was paid on, for its links; none for a booking paid at the counter. */
export async function bookingSite(db: Kysely<Database>, bookingId: string): Promise<string | null> {
  const order = await db
    .selectFrom('payment_orders')
    .select('site_url')
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'paid')
    .where('site_url', 'is not', null)
    .executeTakeFirst();
  return order?.site_url ?? null;
}
