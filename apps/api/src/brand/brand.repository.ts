import type { BrandBookingLimits } from '@sabai/booking-rules';
import type { Kysely } from 'kysely';
import type { BrandAd, Database, KioskIdleOverrides, SelfCancelRefund, Translated } from '../db/schema';
import { builtInVersions, currentLegalVersions, type LegalVersions } from '../legal/legal-text.repository';

export interface BrandRecord {
  id: string;
  code: string;
  name: Translated;
  logoUrl: string;
  colorPrimary: string;
  colorSecondary: string;
  faqUrl: string;
  customerUrl: string | null;
  ads: BrandAd[];
  /** Host names in registration order; the first is the brand's app URL. */
  hosts: string[];
  /** The `brand_hosts` rows' ids, in the order of `hosts`: a booking records the one it came through. */
  hostIds: number[];
  /** The percent of the grand total paid online; 0 = pay in full (docs/product-rules.md, Deposit). */
  depositPercent: number;
  /** How many days ahead the brand takes bookings. */
  bookingHorizonDays: number;
  /** Prices include VAT, which receipts show (docs/product-rules.md, VAT). */
  vatRegistered: boolean;
  /** Seconds a prebook holds places, over the server's HOLD_SECONDS; null follows it (docs/product-rules.md, Holds). */
  holdSeconds: number | null;
  /** The brand's online group limit and advance time over the built-in ones; null keeps them (docs/product-rules.md, Booking). */
  bookingLimits: BrandBookingLimits;
  /** The brand's own kiosk idle durations, over the server's (docs/product-rules.md, Kiosk). */
  kioskIdle: KioskIdleOverrides;
  /** The current version of each legal text (docs/product-rules.md, Legal texts). */
  legalVersions: LegalVersions;
  /** Until how many hours before the visit customers cancel themselves (null: they cannot), and the money back. */
  selfCancel: { hours: number | null; refund: SelfCancelRefund };
}

export async function loadBrands(db: Kysely<Database>): Promise<BrandRecord[]> {
  const [brands, hosts, legal] = await Promise.all([
    db.selectFrom('brands').selectAll().orderBy('position').execute(),
    db
      .selectFrom('brand_hosts')
      .select(['id', 'brand_id', 'host'])
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute(),
    currentLegalVersions(db),
  ]);
  return brands.map((b) => ({
    id: b.id,
    code: b.code,
    name: b.name,
    logoUrl: b.logo_url,
    colorPrimary: b.color_primary,
    colorSecondary: b.color_secondary,
    faqUrl: b.faq_url,
    customerUrl: b.customer_url,
    ads: b.ads,
    hosts: hosts.filter((h) => h.brand_id === b.id).map((h) => h.host),
    hostIds: hosts.filter((h) => h.brand_id === b.id).map((h) => h.id),
    depositPercent: b.deposit_percent,
    bookingHorizonDays: b.booking_horizon_days,
    vatRegistered: b.vat_registered,
    holdSeconds: b.hold_seconds,
    bookingLimits: { maxGuests: b.online_max_guests, advanceMin: b.online_advance_min },
    kioskIdle: b.kiosk_idle ?? {},
    legalVersions: legal.get(b.id) ?? builtInVersions(),
    selfCancel: { hours: b.self_cancel_hours, refund: b.self_cancel_refund },
  }));
}
