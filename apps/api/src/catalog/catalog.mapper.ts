// Database rows to the GraphQL shapes (docs/api.md, Brand and catalogue), in the request's language.
import { brandBookingOptions } from '@sabai/booking-rules';
import type { LocaleCode } from '@sabai/i18n';
import type { Selectable } from 'kysely';
import type { BrandRecord } from '../brand/brand.repository';
import type { CallOrigin } from '../core/call';
import type { BranchTable, ProductFilterTable } from '../db/schema';
import type { Brand, Branch, Image, Product } from '../graphql/generated/resolvers';
import { imageWidths } from '../media/image-widths';
import { pick } from '../i18n/translated-text';
import type { listBranchProducts } from './catalog.repository';

export function toBrand(brand: BrandRecord, locale: LocaleCode, origin: CallOrigin): Brand {
  // What the server checks a web booking against, so that the apps offer exactly that.
  const web = brandBookingOptions('web', brand.bookingLimits);
  const app = `${origin.protocol}://${brand.hosts[0] ?? 'localhost'}${origin.portSuffix}`;
  return {
    id: brand.id,
    code: brand.code,
    name: pick(brand.name, locale),
    logo: brand.logoUrl,
    url: { app, faq: brand.faqUrl, customer: brand.customerUrl ?? `${app}/member` },
    colors: { primary: brand.colorPrimary, secondary: brand.colorSecondary },
    legal_versions: brand.legalVersions,
    online_booking: { max_guests: web.maxGuests, advance_min: web.advanceMin },
    ads: brand.ads.map((ad) => ({
      image: ad.image,
      title: pick(ad.title, locale),
      body: pick(ad.body, locale),
      first_day: ad.firstDay ?? null,
      last_day: ad.lastDay ?? null,
    })),
  };
}

export function toBranch(
  row: Selectable<BranchTable> & {
    closed_dates: string[];
    image_width: number | null;
    image_height: number | null;
  },
  filters: readonly Selectable<ProductFilterTable>[],
  brand: Brand,
  locale: LocaleCode,
): Branch {
  return {
    id: row.id,
    brand,
    brand_id: row.brand_id,
    name: pick(row.name, locale),
    branch: pick(row.branch, locale),
    address: pick(row.address, locale),
    friendly_address: pick(row.friendly_address, locale),
    province: pick(row.province, locale),
    province_code: row.province_code,
    pool: row.pool,
    time_zone: row.time_zone,
    open_time: row.open_time,
    close_time: row.close_time,
    open_date: row.open_date,
    close_date: row.close_date,
    open_days: row.open_days,
    closed_dates: row.closed_dates,
    image: toImage(row.image_id, row.image_width, row.image_height),
    product_filter: filters
      .filter((f) => f.branch_id === row.id)
      .map((f) => ({ id: f.id, name: pick(f.name, locale), tags: f.tags })),
  };
}

type ProductRow = Awaited<ReturnType<typeof listBranchProducts>>[number];

/** A photo as the apps show it: its size (for the page's layout before it loads) and srcsets of its variants. */
export function toImage(id: string | null, width: number | null, height: number | null): Image | null {
  if (id === null || width === null || height === null) return null;
  const srcset = (format: 'avif' | 'webp') =>
    imageWidths(width)
      .map((w) => `/media/${id}/${w}.${format} ${w}w`)
      .join(', ');
  return {
    id,
    width,
    height,
    avif: srcset('avif'),
    webp: srcset('webp'),
    src: `/media/${id}/${imageWidths(width)[0]}.webp`,
  };
}

export function toProduct(row: ProductRow, locale: LocaleCode): Product {
  return {
    id: row.id,
    name: pick(row.name, locale),
    description: pick(row.description, locale),
    duration: row.duration_min,
    price: row.price_satang,
    tags: row.tags,
    type: row.type,
    code: row.code,
    is_force_select: row.is_force_select,
    is_onsen_fee: row.is_onsen_fee,
    is_use_oil_material: row.is_use_oil_material,
    is_must_after_onsen: row.is_must_after_onsen,
    image: toImage(row.image_id, row.image_width, row.image_height),
    bundle: row.bundle.map((item) => ({
      id: item.id,
      name: pick(item.name, locale),
      duration: item.duration_min,
      type: item.type,
      is_onsen_fee: item.is_onsen_fee,
      is_use_oil_material: item.is_use_oil_material,
      is_must_after_onsen: item.is_must_after_onsen,
    })),
  };
}
