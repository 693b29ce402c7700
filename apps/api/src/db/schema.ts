// Kysely table types. Translated text is stored as jsonb { en, th, zh }; money as integer satang.
import type { ColumnType, Generated } from 'kysely';

export interface Translated {
  en: string;
  th: string;
  zh: string;
}

type Json<T> = ColumnType<T, string, string>;

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
}

export interface BrandAd {
  image: string;
  title: Translated;
  body: Translated;
}

export interface BrandHostTable {
  id: Generated<number>;
  brand_id: string;
  host: string;
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

export type BookingState =
  'pending' | 'paid' | 'checked_in' | 'completed' | 'expired' | 'cancelled' | 'no_show';

export interface StoredGuest {
  no: number;
  name?: string | undefined;
  start: { onsen: number | null; spa: number | null };
  treatments: string[];
}

export interface BookingTable {
  id: string;
  token: string;
  brand_id: string;
  branch_id: string;
  domain_id: number | null;
  channel: string;
  state: BookingState;
  date: ColumnType<string, string, string>;
  time_min: number;
  guest_count: number;
  guests: Json<StoredGuest[]>;
  promo_code: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  request: string | null;
  payment_method: string | null;
  locale: string;
  hold_expires_at: Date | null;
  booking_no: string | null;
  tax_id: Generated<string | null>;
  tax_name: Generated<string | null>;
  tax_address: Generated<string | null>;
  tax_phone: Generated<string | null>;
  paid_at: Generated<Date | null>;
  /** The member who booked; null for a visitor. */
  user_id: Generated<string | null>;
  /** What the payment was opened for (the summary's grand total), once it was. */
  grand_total_satang: Generated<number | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CapacityHoldTable {
  booking_id: string;
  branch_id: string;
  day: string;
  resource: 'spa' | 'onsen';
  minute: number;
  places: number;
}

export type PaymentOrderStatus = 'creating' | 'pending' | 'paid' | 'failed' | 'refund_required';

export interface PaymentOrderTable {
  id: string;
  booking_id: string;
  method: string;
  amount_satang: number;
  currency: string;
  status: PaymentOrderStatus;
  charge_id: string | null;
  redirect_url: string | null;
  merchant_id: string | null;
  terminal_id: string | null;
  reference: string | null;
  failure: string | null;
  /** The member whose wallet and points pay part of the order; null for a visitor. */
  user_id: Generated<string | null>;
  use_wallet_satang: Generated<number>;
  use_points: Generated<number>;
  points_value_satang: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentNotifyTable {
  id: Generated<number>;
  charge_id: string | null;
  payload: Json<unknown>;
  valid: boolean;
  outcome: string;
  received_at: Generated<Date>;
}

export interface BookingNumberCounterTable {
  brand_code: string;
  day: string;
  last: number;
}

export interface OutboxTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

export interface TrackEventTable {
  id: Generated<string>;
  brand_id: string;
  event: string;
  data: Json<unknown> | null;
  summary: string | null;
  created_at: Generated<Date>;
}

export interface PromotionTable {
  code: string;
  campaign: string;
  brand_ids: string[];
  treatment_ids: string[];
  package_ids: string[];
  /** 'YYYY-MM-DD HH:mm', branch local. */
  valid_from: string | null;
  valid_until: string | null;
  days: number[] | null;
  time_from: number | null;
  time_until: number | null;
  expires_at: string | null;
  usage_limit: number | null;
  usage_per_customer: number | null;
  kind: 'percent' | 'amount';
  /** Percent, or satang for an amount. */
  value: number;
  short_description: Json<Translated>;
  terms: Json<Translated>;
}

export interface PromotionRedemptionTable {
  id: Generated<number>;
  code: string;
  booking_id: string;
  customer_key: string | null;
  created_at: Generated<Date>;
}

export interface DirectRequestTable {
  id: string;
  brand_id: string;
  branch_id: string;
  /** 'YYYY-MM-DD', branch local. */
  date: ColumnType<string, string, string>;
  /** 'HH:mm', branch local, when the customer gave one. */
  time: string | null;
  guest_count: number;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  message: string | null;
  locale: string;
  created_at: Generated<Date>;
}

export type LegalRule = 'terms' | 'privacy' | 'cookies';

export interface LegalConsentTable {
  id: string;
  brand_id: string;
  rule: LegalRule;
  version: string;
  contact_email: string | null;
  contact_phone: string | null;
  booking_id: string | null;
  ip: string | null;
  user_agent: string | null;
  accepted_at: Generated<Date>;
}

export interface TierTable {
  id: string;
  slug: string;
  position: number;
  title: Json<Translated>;
  description: Json<Translated>;
  colour: string | null;
}

export interface TierDiscountTable {
  tier_id: string;
  brand_id: string;
  percent: number;
}

export type UserPrefix = 'Mr.' | 'Mrs.' | 'Miss' | 'Other';

export interface UserTable {
  id: string;
  prefix: UserPrefix;
  first_name: string;
  last_name: string;
  gender: string | null;
  /** 'YYYY-MM-DD' (CE). */
  birthdate: ColumnType<string | null, string | null, string | null>;
  /** Ten digits, 0XXXXXXXXX. */
  phone: string;
  /** Lower case. */
  email: string;
  password_hash: string;
  is_subscribe: Generated<boolean>;
  tier_id: Generated<string>;
  member_since: Generated<Date>;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  created_at: Generated<Date>;
}

export interface AuthSessionTable {
  id: string;
  user_id: string;
  refresh_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  verified_until: Generated<Date | null>;
  user_agent: string | null;
  ip: string | null;
}

export type OtpPurpose = 'login' | 'register' | 'recover';

export interface OtpCodeTable {
  id: string;
  phone: string;
  purpose: OtpPurpose;
  ref_code: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: Generated<Date>;
}

export interface AuthAttemptTable {
  id: Generated<string>;
  ip: string;
  at: Generated<Date>;
}

/** A member QR code already exchanged, kept until the code itself expires. */
export interface MemberQrUseTable {
  jti: string;
  user_id: string;
  expires_at: Date;
  used_at: Generated<Date>;
}

export interface WalletTable {
  user_id: string;
  is_activated: Generated<boolean>;
  created_at: Generated<Date>;
}

export type WalletReason = 'top_up' | 'booking' | 'refund' | 'adjustment';

/** One wallet movement; the balance is the sum of a member's rows. */
export interface WalletLedgerTable {
  id: string;
  user_id: string;
  /** Signed: a top-up adds, a booking takes. */
  amount_satang: number;
  reason: WalletReason;
  booking_id: string | null;
  created_at: Generated<Date>;
}

export type PointsReason = 'earned' | 'redeemed' | 'expired' | 'adjustment';

/** One points movement; credits carry their expiry. */
export interface PointsLedgerTable {
  id: string;
  user_id: string;
  points: number;
  reason: PointsReason;
  booking_id: string | null;
  expires_at: Date | null;
  created_at: Generated<Date>;
}

/** A brand's way to turn points into money: `points` points are worth `value_satang`. */
export interface PointsRateTable {
  brand_id: string;
  points: number;
  value_satang: number;
}

/** A prepaid course a brand sells; its items are the treatments it covers (course_items). */
export interface CourseTable {
  id: string;
  brand_id: string;
  code: string;
  name: Json<Translated>;
  type: string;
  treatments_per_set: number;
  valid_days: number;
}

export interface CourseItemTable {
  course_id: string;
  product_id: string;
  position: Generated<number>;
}

/** A course a member owns; its id is the 'C…' part of a course item id. */
export interface MemberCourseTable {
  id: string;
  user_id: string;
  course_id: string;
  volume_total: number;
  /** 'YYYY-MM-DD', the last day it may be used on. */
  expires_on: ColumnType<string, string, string>;
  created_at: Generated<Date>;
}

/** The sets a booking used of a member course, written once when its payment is confirmed. */
export interface CourseUsageTable {
  member_course_id: string;
  booking_id: string;
  sets: number;
  created_at: Generated<Date>;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
  bookings: BookingTable;
  capacity_holds: CapacityHoldTable;
  payment_orders: PaymentOrderTable;
  payment_notifies: PaymentNotifyTable;
  booking_number_counters: BookingNumberCounterTable;
  outbox: OutboxTable;
  track_events: TrackEventTable;
  promotions: PromotionTable;
  promotion_redemptions: PromotionRedemptionTable;
  direct_requests: DirectRequestTable;
  legal_consents: LegalConsentTable;
  tiers: TierTable;
  tier_discounts: TierDiscountTable;
  users: UserTable;
  auth_sessions: AuthSessionTable;
  otp_codes: OtpCodeTable;
  auth_attempts: AuthAttemptTable;
  member_qr_uses: MemberQrUseTable;
  wallets: WalletTable;
  wallet_ledger: WalletLedgerTable;
  points_ledger: PointsLedgerTable;
  points_rates: PointsRateTable;
  courses: CourseTable;
  course_items: CourseItemTable;
  member_courses: MemberCourseTable;
  course_usage: CourseUsageTable;
  brands: BrandTable;
  brand_hosts: BrandHostTable;
  branches: BranchTable;
  product_filters: ProductFilterTable;
  products: ProductTable;
  product_bundle_items: ProductBundleItemTable;
  branch_products: BranchProductTable;
}
