// Brands, branches and what they sell. Translated text is jsonb { en, th, zh }; money integer satang.
import type { ColumnType, Generated } from 'kysely';
import type { Json, Translated } from './json';
import type { ThaiWithEnglish } from './tax.tables';

export interface BrandTable {
  id: string;
  code: string;
  position: number;
  name: Json<Translated>;
  logo_url: string;
  color_primary: string;
  color_secondary: string;
  faq_url: string;
  customer_url: string | null;
  ads: Json<BrandAd[]>;
  /** Where large-group requests are sent; none means they are only stored. */
  staff_email: string | null;
  /** The percent of the grand total paid online, the rest at the branch; 0 = pay in full online. */
  deposit_percent: Generated<number>;
  /** How many days ahead bookings are taken (docs/product-rules.md, Booking). */
  booking_horizon_days: Generated<number>;
  /** Minutes after a paid booking's start before the desk may mark it a no-show (docs/product-rules.md, The day at the branch). */
  no_show_grace_min: Generated<number>;
  /** Seconds a prebook holds places; null is the server's HOLD_SECONDS. */
  hold_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** Most guests in one online booking; null is the built-in limit (docs/product-rules.md, Booking). */
  online_max_guests: ColumnType<number | null, number | null | undefined, number | null>;
  /** Minutes a web booking's start lies ahead of now, at least; null is the built-in 60. */
  online_advance_min: ColumnType<number | null, number | null | undefined, number | null>;
  /** Prices include 7% VAT, receipts show it, tax invoices may be issued (docs/product-rules.md, VAT). */
  vat_registered: Generated<boolean>;
  /** The brand's own kiosk idle durations over the server's defaults; null keeps them. */
  kiosk_idle: ColumnType<KioskIdleOverrides | null, string | null | undefined, string | null>;
  /** The seller on tax invoices: registered name and address ({ th, en }), tax id and branch number. */
  legal_name: ColumnType<ThaiWithEnglish | null, string | null | undefined, string | null>;
  legal_address: ColumnType<ThaiWithEnglish | null, string | null | undefined, string | null>;
  legal_tax_id: Generated<string | null>;
  /** '00000' for the head office. */
  legal_branch: Generated<string>;
  /** Hours before a visit when its reminders go (docs/product-rules.md, Messages); empty sends none. */
  reminder_hours: ColumnType<number[], number[] | undefined, number[]>;
  /** Customers cancel up to this many hours before the visit; null: only the desk (docs/product-rules.md, Changes by the customer). */
  self_cancel_hours: ColumnType<number | null, number | null | undefined, number | null>;
  /** What goes back when a customer cancels. */
  self_cancel_refund: ColumnType<SelfCancelRefund, SelfCancelRefund | undefined, SelfCancelRefund>;
}

export type SelfCancelRefund = 'none' | 'wallet' | 'gateway';

/** Seconds a kiosk waits on each kind of page (docs/product-rules.md, Kiosk). */
export interface KioskIdle {
  defaultSec: number;
  paymentSec: number;
  confirmSec: number;
  showAdAfterSec: number;
}

export type KioskIdleOverrides = Partial<KioskIdle>;

export interface BrandAd {
  image: string;
  title: Translated;
  body: Translated;
  /** The uploaded photo it shows (docs/product-rules.md, Kiosk screens); absent for the seed's pictures. */
  imageId?: string;
  /** 'YYYY-MM-DD', the first and last days it runs; absent is open. */
  firstDay?: string | null;
  lastDay?: string | null;
}

export interface BrandHostTable {
  id: Generated<number>;
  brand_id: string;
  host: string;
  /** When admin took it away (migration 0038); a retired host leads nowhere but stays for its bookings. */
  retired_at: Generated<Date | null>;
}

export interface BranchTable {
  id: string;
  brand_id: string;
  position: number;
  name: Json<Translated>;
  branch: Json<Translated>;
  address: Json<Translated>;
  friendly_address: Json<Translated>;
  province: Json<Translated>;
  province_code: string;
  pool: string;
  time_zone: string;
  /** 'HH:mm:ss' local wall-clock time. */
  open_time: string;
  close_time: string;
  /** 0 = Sunday ... 6 = Saturday. */
  open_days: number[];
  open_date: ColumnType<string, string, string>;
  close_date: ColumnType<string | null, string | null, string | null>;
  spa_beds: number;
  onsen_places: number;
  /** Its photo (migration 0037), or null. */
  image_id: Generated<string | null>;
}

/** A day the branch is closed although it opens that weekday (a holiday). */
export interface BranchClosedDateTable {
  branch_id: string;
  date: ColumnType<string, string, string>;
  note: Generated<string>;
  created_at: Generated<Date>;
}

export interface ProductFilterTable {
  id: string;
  branch_id: string;
  position: number;
  name: Json<Translated>;
  tags: string[];
}

export type ProductType = 'treatment' | 'package' | 'course_treatment' | 'onsen_fee';

export interface ProductTable {
  id: string;
  brand_id: string;
  code: string;
  type: ProductType;
  position: number;
  name: Json<Translated>;
  description: Json<Translated>;
  duration_min: number;
  price_satang: number;
  tags: string[];
  is_force_select: boolean;
  is_onsen_fee: boolean;
  is_use_oil_material: boolean;
  is_must_after_onsen: boolean;
  /** Its photo (migration 0037), or null. */
  image_id: Generated<string | null>;
}

/** One published version of a legal rule's text (docs/product-rules.md, Legal texts). */
export interface LegalTextTable {
  id: Generated<number>;
  brand_id: string;
  rule: 'terms' | 'privacy' | 'cookies';
  version: string;
  /** Paragraphs separated by blank lines, in each language. */
  body: Json<Translated>;
  staff_id: string | null;
  published_at: Generated<Date>;
}

/** A photo uploaded in admin, named by its content's hash (docs/product-rules.md, Photos). */
export interface ImageTable {
  id: string;
  brand_id: string;
  width: number;
  height: number;
  created_at: Generated<Date>;
}

/** One encoding of a photo at one width, made once at upload. */
export interface ImageVariantTable {
  image_id: string;
  format: 'avif' | 'webp';
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProductBundleItemTable {
  package_id: string;
  item_id: string;
  position: number;
}

export interface BranchProductTable {
  branch_id: string;
  product_id: string;
}
