import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StaffGraphQLContext } from '../staff-context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD, in the branch's time zone. */
  Date: { input: string; output: string; }
  /** Money in Thai baht with two decimals (integer satang on the server). */
  Money: { input: number; output: number; }
  /** A time of day, HH:mm:ss, in the branch's time zone. */
  Time: { input: string; output: string; }
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  /** When, ISO 8601. */
  at: Scalars['String']['output'];
  /** The subject's fields before and after, as JSON text; null when none were recorded. */
  before?: Maybe<Scalars['String']['output']>;
  /** The booking's number when the subject is a numbered booking. */
  booking_no?: Maybe<Scalars['String']['output']>;
  branch_id?: Maybe<Scalars['ID']['output']>;
  /** The branch's name in the caller's language. */
  branch_name?: Maybe<Scalars['String']['output']>;
  brand_id?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  /** The staff account acting; null for the system. */
  staff_id?: Maybe<Scalars['ID']['output']>;
  staff_name?: Maybe<Scalars['String']['output']>;
  subject_id: Scalars['String']['output'];
  subject_type: Scalars['String']['output'];
};

export type AuditFilter = {
  /** An action as written by the operation, e.g. check_in, cancel, request_contacted. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** One branch; login.notAuthorized for a branch out of reach. */
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  /** From this day on, a day in Thailand (Asia/Bangkok). */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Oldest first instead of newest first. */
  oldest_first?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the staff member's name, any case. */
  staff?: InputMaybe<Scalars['String']['input']>;
  /** One staff account. */
  staff_id?: InputMaybe<Scalars['ID']['input']>;
  /** A subject's id, or a booking's number. */
  subject_id?: InputMaybe<Scalars['String']['input']>;
  /** booking or group_request. */
  subject_type?: InputMaybe<Scalars['String']['input']>;
  /** Up to and with this day, a day in Thailand (Asia/Bangkok). */
  to?: InputMaybe<Scalars['Date']['input']>;
};

export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  /** How many rows match the filter, over all pages. */
  total: Scalars['Int']['output'];
};

/** One line of the booking's history: the audit log's rows and the customer's own steps. */
export type BookingEventEntry = {
  __typename?: 'BookingEventEntry';
  /** check_in, complete, no_show, cancel, pay, hold, ... */
  action: Scalars['String']['output'];
  at: Scalars['String']['output'];
  /** Who: a staff name, 'customer' or 'system'. */
  by: Scalars['String']['output'];
  detail?: Maybe<Scalars['String']['output']>;
};

export type BookingsRow = {
  __typename?: 'BookingsRow';
  branch_id: Scalars['ID']['output'];
  branch_name: Scalars['String']['output'];
  cancelled: Scalars['Int']['output'];
  channel: Scalars['String']['output'];
  /** The bookings' own date (the visit). */
  date: Scalars['Date']['output'];
  /** The guests of those bookings. */
  guests: Scalars['Int']['output'];
  /** Holds that lapsed without a payment. */
  lapsed: Scalars['Int']['output'];
  no_shows: Scalars['Int']['output'];
  /** Bookings that were paid, whatever became of them after. */
  paid: Scalars['Int']['output'];
  /** Checked in or completed. */
  visited: Scalars['Int']['output'];
};

/** A filter over a branch's treatment menu: the treatments with any of its tags. */
export type BranchFilter = {
  __typename?: 'BranchFilter';
  id: Scalars['ID']['output'];
  name: TranslatedText;
  tags: Array<Scalars['String']['output']>;
};

export type BranchFilterInput = {
  /** Null for a new filter; a kept filter keeps its id. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: TranslatedTextInput;
  /** Lower-case product tags, e.g. massage. */
  tags: Array<Scalars['String']['input']>;
};

export type BranchFiltersInput = {
  branch_id: Scalars['ID']['input'];
  filters: Array<BranchFilterInput>;
};

export type BranchPlace = {
  __typename?: 'BranchPlace';
  address: TranslatedText;
  /** Short name, e.g. 'Sukhumvit'. */
  branch: TranslatedText;
  branch_id: Scalars['ID']['output'];
  /** How customers find it, e.g. 'BTS Phrom Phong, exit 4'. */
  friendly_address: TranslatedText;
  /** The photo the web shows with the branch; null for none. */
  image?: Maybe<Image>;
  /** Full display name, e.g. 'Yuzen Onsen & Spa Sukhumvit'. */
  name: TranslatedText;
  /** Branches of one pool are suggested for each other when one is full. */
  pool: Scalars['String']['output'];
  province: TranslatedText;
  /** A short code in capitals, e.g. BKK for Bangkok: other branches of the province are suggested when one is full. */
  province_code: Scalars['String']['output'];
  /** IANA time zone, e.g. Asia/Bangkok: the branch's dates and times are in it. */
  time_zone: Scalars['String']['output'];
};

export type BranchPlaceInput = {
  address: TranslatedTextInput;
  branch: TranslatedTextInput;
  branch_id: Scalars['ID']['input'];
  friendly_address: TranslatedTextInput;
  /** An uploaded photo of the brand's (POST /api/admin/images); null takes the photo away, left out keeps it. */
  image_id?: InputMaybe<Scalars['ID']['input']>;
  name: TranslatedTextInput;
  pool: Scalars['String']['input'];
  province: TranslatedTextInput;
  province_code: Scalars['String']['input'];
  time_zone: Scalars['String']['input'];
};

export type BranchSettings = {
  __typename?: 'BranchSettings';
  branch_id: Scalars['ID']['output'];
  close_date?: Maybe<Scalars['Date']['output']>;
  close_time: Scalars['String']['output'];
  onsen_places: Scalars['Int']['output'];
  open_date: Scalars['Date']['output'];
  /** 0 = Sunday ... 6 = Saturday. */
  open_days: Array<Scalars['Int']['output']>;
  /** HH:mm; a closing of 00:00 is midnight. */
  open_time: Scalars['String']['output'];
  spa_beds: Scalars['Int']['output'];
};

export type BranchSettingsInput = {
  branch_id: Scalars['ID']['input'];
  close_date?: InputMaybe<Scalars['Date']['input']>;
  close_time: Scalars['String']['input'];
  onsen_places: Scalars['Int']['input'];
  open_date: Scalars['Date']['input'];
  open_days: Array<Scalars['Int']['input']>;
  open_time: Scalars['String']['input'];
  spa_beds: Scalars['Int']['input'];
};

export type BrandHost = {
  __typename?: 'BrandHost';
  host: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The host of this very request: taking it away would lock the admin out. */
  in_use: Scalars['Boolean']['output'];
};

export type BrandSettings = {
  __typename?: 'BrandSettings';
  booking_horizon_days: Scalars['Int']['output'];
  /** #rrggbb */
  color_primary: Scalars['String']['output'];
  color_secondary: Scalars['String']['output'];
  customer_url?: Maybe<Scalars['String']['output']>;
  /** Percent of the grand total paid online; 0 pays in full. */
  deposit_percent: Scalars['Int']['output'];
  faq_url: Scalars['String']['output'];
  /** Seconds a prebook holds places while the customer pays; null is the server's (server_hold_seconds). */
  hold_seconds?: Maybe<Scalars['Int']['output']>;
  legal_address_en?: Maybe<Scalars['String']['output']>;
  legal_address_th?: Maybe<Scalars['String']['output']>;
  /** '00000' for the head office. */
  legal_branch: Scalars['String']['output'];
  legal_name_en?: Maybe<Scalars['String']['output']>;
  legal_name_th?: Maybe<Scalars['String']['output']>;
  legal_tax_id?: Maybe<Scalars['String']['output']>;
  /** The logo's address: the seed's file or an uploaded photo's variant. */
  logo: Scalars['String']['output'];
  name: TranslatedText;
  no_show_grace_min: Scalars['Int']['output'];
  /** Minutes a web booking's start lies ahead of now (0 to 2880); null is the built-in time (online_defaults). */
  online_advance_min?: Maybe<Scalars['Int']['output']>;
  /** The built-in group limit and advance time that an empty setting follows. */
  online_defaults: OnlineBookingDefaults;
  /** Most guests in one web or kiosk booking (1 to 20); null is the built-in limit (online_defaults). */
  online_max_guests?: Maybe<Scalars['Int']['output']>;
  /** Hours before a visit when its reminders go, latest first; empty sends none (docs/product-rules.md, Messages). */
  reminder_hours: Array<Scalars['Int']['output']>;
  /** Customers cancel their bookings until this many hours before the visit; null: only the branch does. */
  self_cancel_hours?: Maybe<Scalars['Int']['output']>;
  /** What goes back when a customer cancels: none, wallet or gateway. */
  self_cancel_refund: Scalars['String']['output'];
  server_hold_seconds: Scalars['Int']['output'];
  vat_registered: Scalars['Boolean']['output'];
};

export type BrandSettingsInput = {
  booking_horizon_days: Scalars['Int']['input'];
  color_primary: Scalars['String']['input'];
  color_secondary: Scalars['String']['input'];
  customer_url: Scalars['String']['input'];
  deposit_percent: Scalars['Int']['input'];
  faq_url: Scalars['String']['input'];
  /** 60 to 3600; null (or left out) follows the server's. */
  hold_seconds?: InputMaybe<Scalars['Int']['input']>;
  legal_address_en: Scalars['String']['input'];
  legal_address_th: Scalars['String']['input'];
  legal_branch: Scalars['String']['input'];
  legal_name_en: Scalars['String']['input'];
  legal_name_th: Scalars['String']['input'];
  legal_tax_id?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded photo of the brand's (POST /api/admin/images) that becomes the logo; null (or left out) keeps the logo. */
  logo_image_id?: InputMaybe<Scalars['ID']['input']>;
  name: TranslatedTextInput;
  no_show_grace_min: Scalars['Int']['input'];
  /** 0 to 2880; null (or left out) follows the built-in time. */
  online_advance_min?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 20; null (or left out) follows the built-in limit. */
  online_max_guests?: InputMaybe<Scalars['Int']['input']>;
  /** Up to three, each 1 to 168 and once; an empty list sends none; null (or left out) keeps them. */
  reminder_hours?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 0 to 720 hours; null: only the branch cancels; left out keeps it. */
  self_cancel_hours?: InputMaybe<Scalars['Int']['input']>;
  /** none, wallet or gateway; left out keeps it. */
  self_cancel_refund?: InputMaybe<Scalars['String']['input']>;
  vat_registered: Scalars['Boolean']['input'];
};

export type BrandStaffRole =
  | 'branch_staff'
  | 'brand_admin';

export type CatalogProduct = {
  __typename?: 'CatalogProduct';
  /** The brand's branches that sell it. */
  branch_ids: Array<Scalars['ID']['output']>;
  /** A package's items, in order. */
  bundle_item_ids: Array<Scalars['ID']['output']>;
  code: Scalars['String']['output'];
  description: TranslatedText;
  /** Minutes, in 15-minute steps. */
  duration: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Its photo, or null (docs/product-rules.md, Photos). */
  image?: Maybe<Image>;
  is_force_select: Scalars['Boolean']['output'];
  is_must_after_onsen: Scalars['Boolean']['output'];
  is_onsen_fee: Scalars['Boolean']['output'];
  is_use_oil_material: Scalars['Boolean']['output'];
  name: TranslatedText;
  price: Scalars['Money']['output'];
  tags: Array<Scalars['String']['output']>;
  type: CatalogProductType;
};

export type CatalogProductType =
  | 'course_treatment'
  | 'onsen_fee'
  | 'package'
  | 'treatment';

export type ClosedDate = {
  __typename?: 'ClosedDate';
  /** Bookings on that date that are held, paid or checked in: they stay, and the desk may want to call them. */
  bookings: Scalars['Int']['output'];
  branch_id: Scalars['ID']['output'];
  date: Scalars['Date']['output'];
  note: Scalars['String']['output'];
};

export type CounterMethod =
  | 'card'
  | 'cash';

export type CounterPaymentInput = {
  /** What the desk collected; must be what the booking owes. */
  amount: Scalars['Money']['input'];
  /** Whether the terminal approved the payment (cash is always approved). */
  approved: Scalars['Boolean']['input'];
  /** The booking. */
  id: Scalars['ID']['input'];
  method: CounterMethod;
  /** The card terminal's slip number (required for card), or the cash receipt's. */
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type CourseTemplate = {
  __typename?: 'CourseTemplate';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The course treatments (product ids) it covers, in order. */
  items: Array<Scalars['ID']['output']>;
  name: TranslatedText;
  /** Member courses of it sold so far. */
  owned: Scalars['Int']['output'];
  treatments_per_set: Scalars['Int']['output'];
  /** Days a member course of it may be used from its purchase. */
  valid_days: Scalars['Int']['output'];
  /** Sets a member course of it holds when sold. */
  volume: Scalars['Int']['output'];
};

export type CourseTemplateInput = {
  code: Scalars['String']['input'];
  /** Null makes a new template. */
  id?: InputMaybe<Scalars['ID']['input']>;
  items: Array<Scalars['ID']['input']>;
  name: TranslatedTextInput;
  treatments_per_set: Scalars['Int']['input'];
  valid_days: Scalars['Int']['input'];
  volume: Scalars['Int']['input'];
};

export type DayBooking = {
  __typename?: 'DayBooking';
  booking_no?: Maybe<Scalars['String']['output']>;
  channel: Scalars['String']['output'];
  contact_name?: Maybe<Scalars['String']['output']>;
  /** End of the last guest's last treatment, HH:mm:ss. */
  end_time: Scalars['Time']['output'];
  guest_count: Scalars['Int']['output'];
  guests: Array<DayGuest>;
  id: Scalars['ID']['output'];
  owed: Scalars['Money']['output'];
  /** What was paid (the payment's amount), and what is still owed at the branch. */
  paid: Scalars['Money']['output'];
  state: StaffBookingState;
  /** Start, HH:mm:ss in the branch's time zone. */
  time: Scalars['Time']['output'];
};

export type DayBucket = {
  __typename?: 'DayBucket';
  onsen_capacity: Scalars['Int']['output'];
  onsen_used: Scalars['Int']['output'];
  spa_capacity: Scalars['Int']['output'];
  spa_used: Scalars['Int']['output'];
  /** HH:mm:ss */
  time: Scalars['Time']['output'];
};

export type DayGuest = {
  __typename?: 'DayGuest';
  name?: Maybe<Scalars['String']['output']>;
  no: Scalars['Int']['output'];
  /** Product names in the booking's order, in the staff's language. */
  treatments: Array<Scalars['String']['output']>;
};

export type DaySheet = {
  __typename?: 'DaySheet';
  bookings: Array<DayBooking>;
  branch: StaffBranch;
  /** Places taken per 15-minute bucket of the open hours, spa and onsen. */
  buckets: Array<DayBucket>;
  date: Scalars['Date']['output'];
};

export type FunnelRow = {
  __typename?: 'FunnelRow';
  /** Visits that reached the checkout and did not pay. */
  abandoned: Scalars['Int']['output'];
  /** web or kiosk. */
  channel: Scalars['String']['output'];
  /** Every step in order (view, branch, treatments, checkout, payment, paid), each with the visits that reached it. */
  steps: Array<FunnelStepCount>;
};

export type FunnelStepCount = {
  __typename?: 'FunnelStepCount';
  step: Scalars['String']['output'];
  visits: Scalars['Int']['output'];
};

export type GroupRequest = {
  __typename?: 'GroupRequest';
  /** The staff booking made from it, once booked. */
  booking_id?: Maybe<Scalars['ID']['output']>;
  booking_no?: Maybe<Scalars['String']['output']>;
  branch: StaffBranch;
  contact_email: Scalars['String']['output'];
  contact_name: Scalars['String']['output'];
  contact_phone: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  date: Scalars['Date']['output'];
  guest_count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The language the customer wrote in (en, th, zh). */
  locale: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  notes: Array<GroupRequestNote>;
  status: GroupRequestStatus;
  /** HH:mm:ss when the customer gave a time. */
  time?: Maybe<Scalars['Time']['output']>;
};

export type GroupRequestNote = {
  __typename?: 'GroupRequestNote';
  at: Scalars['String']['output'];
  /** The staff member's name. */
  by: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type GroupRequestOrder =
  /** When the customer asked. */
  | 'asked'
  | 'contact'
  | 'guests'
  /** The party's date and time. */
  | 'party_date'
  | 'status';

export type GroupRequestPage = {
  __typename?: 'GroupRequestPage';
  items: Array<GroupRequest>;
  /** How many requests match the filter, over all pages. */
  total: Scalars['Int']['output'];
};

export type GroupRequestStatus =
  | 'booked'
  | 'contacted'
  | 'declined'
  | 'new';

/** A photo uploaded in admin (POST /api/admin/images), in AVIF and WebP at a few widths. */
export type Image = {
  __typename?: 'Image';
  /** srcset of the AVIF variants. */
  avif: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The smallest WebP. */
  src: Scalars['String']['output'];
  /** srcset of the WebP variants. */
  webp: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type KioskAdInput = {
  body: TranslatedTextInput;
  first_day?: InputMaybe<Scalars['Date']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded photo of the brand; or null with `image`, the picture an ad already shows, to keep it. */
  image_id?: InputMaybe<Scalars['ID']['input']>;
  last_day?: InputMaybe<Scalars['Date']['input']>;
  title: TranslatedTextInput;
};

export type KioskAdSettings = {
  __typename?: 'KioskAdSettings';
  body: TranslatedText;
  /** The first and last days it runs (Thailand's calendar); null is open. */
  first_day?: Maybe<Scalars['Date']['output']>;
  /** The picture's address. */
  image: Scalars['String']['output'];
  /** The uploaded photo, or null for an ad made before photos were uploaded (its image stays). */
  image_id?: Maybe<Scalars['ID']['output']>;
  last_day?: Maybe<Scalars['Date']['output']>;
  title: TranslatedText;
};

export type KioskDevice = {
  __typename?: 'KioskDevice';
  branch_id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_seen_at?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  paired_at?: Maybe<Scalars['String']['output']>;
  state: KioskDeviceState;
};

export type KioskDeviceState =
  | 'paired'
  | 'revoked'
  /** Made, its code not entered yet (or lapsed). */
  | 'waiting';

/** The brand's own durations; null keeps the server's. */
export type KioskIdleInput = {
  /** 10 to 300. */
  confirm_sec?: InputMaybe<Scalars['Int']['input']>;
  /** 30 to 600. */
  default_sec?: InputMaybe<Scalars['Int']['input']>;
  /** 60 to 900. */
  payment_sec?: InputMaybe<Scalars['Int']['input']>;
  /** 15 to 600. */
  show_ad_after_sec?: InputMaybe<Scalars['Int']['input']>;
};

export type KioskIdleSeconds = {
  __typename?: 'KioskIdleSeconds';
  confirm_sec?: Maybe<Scalars['Int']['output']>;
  default_sec?: Maybe<Scalars['Int']['output']>;
  payment_sec?: Maybe<Scalars['Int']['output']>;
  show_ad_after_sec?: Maybe<Scalars['Int']['output']>;
};

export type KioskPairingCode = {
  __typename?: 'KioskPairingCode';
  /** Eight digits, shown once: the database keeps only its hash. */
  code: Scalars['String']['output'];
  device: KioskDevice;
  expires_at: Scalars['String']['output'];
};

export type KioskSettings = {
  __typename?: 'KioskSettings';
  ads: Array<KioskAdSettings>;
  /** The brand's own durations in seconds; null is the server's. */
  idle: KioskIdleSeconds;
  /** The server's durations, which the brand's replace. */
  server_idle: KioskIdleSeconds;
};

export type KioskSettingsInput = {
  /** In the order they rotate; at most 10. */
  ads: Array<KioskAdInput>;
  idle: KioskIdleInput;
};

export type MemberAdjustmentInput = {
  /** The desk's branch. */
  branch_id: Scalars['ID']['input'];
  member_id: Scalars['ID']['input'];
  /** Points given (or, below 0, taken). */
  points?: InputMaybe<Scalars['Int']['input']>;
  /** Why, in the staff's words: required. */
  reason: Scalars['String']['input'];
  /** Added to (or, below 0, taken from) the wallet; at most 100,000.00 either way. */
  wallet_amount?: InputMaybe<Scalars['Money']['input']>;
};

export type MemberBooking = {
  __typename?: 'MemberBooking';
  booking_no?: Maybe<Scalars['String']['output']>;
  branch_name: Scalars['String']['output'];
  date: Scalars['Date']['output'];
  guest_count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  state: StaffBookingState;
  time: Scalars['Time']['output'];
};

export type MemberBookingPage = {
  __typename?: 'MemberBookingPage';
  bookings: Array<MemberBooking>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type MemberCourseLine = {
  __typename?: 'MemberCourseLine';
  /** The last day it may be used on. */
  expires_on: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  volume_left: Scalars['Int']['output'];
  volume_total: Scalars['Int']['output'];
};

export type MemberPage = {
  __typename?: 'MemberPage';
  members: Array<MemberSummary>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  /** Members found in all. */
  total: Scalars['Int']['output'];
};

export type MemberReport = {
  __typename?: 'MemberReport';
  points_adjusted: Scalars['Int']['output'];
  /** Points not yet used at the end of the range. */
  points_balance: Scalars['Int']['output'];
  points_earned: Scalars['Int']['output'];
  points_expired: Scalars['Int']['output'];
  points_redeemed: Scalars['Int']['output'];
  tiers: Array<MemberTierCount>;
  wallet_adjustments: Scalars['Money']['output'];
  /** What the members' wallets hold at the end of the range. */
  wallet_balance: Scalars['Money']['output'];
  wallet_refunds: Scalars['Money']['output'];
  wallet_spent: Scalars['Money']['output'];
  /** Wallet movements within the range, signed: top-ups and refunds add, bookings take. */
  wallet_top_ups: Scalars['Money']['output'];
};

export type MemberRewards = {
  __typename?: 'MemberRewards';
  points_rates: Array<PointsRateSetting>;
  tiers: Array<TierDiscountSetting>;
};

export type MemberRewardsInput = {
  points_rates: Array<PointsRateInput>;
  tiers: Array<TierDiscountInput>;
};

export type MemberSort =
  | 'member_since'
  | 'name'
  | 'phone';

export type MemberSummary = {
  __typename?: 'MemberSummary';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  /** ISO 8601. */
  member_since: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** The tier's name in the staff's language. */
  tier: Scalars['String']['output'];
};

export type MemberTierChoice = {
  __typename?: 'MemberTierChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type MemberTierCount = {
  __typename?: 'MemberTierCount';
  /** Of those, the ones who joined within the range. */
  joined: Scalars['Int']['output'];
  /** Members in the tier at the end of the range (the tier they hold now). */
  members: Scalars['Int']['output'];
  tier_id: Scalars['ID']['output'];
  tier_name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Closes a branch on a date (a holiday): the web and the kiosk refuse bookings on it; bookings already made stay and are counted in the answer. Needs manage catalog. */
  addBranchClosedDate: ClosedDate;
  /** Adds a host name (lower-case DNS name, no scheme or port); one another brand answers on is brandHost.taken. Needs manage catalog. */
  addBrandHost: Array<BrandHost>;
  /** Corrects the member's wallet or points, with why; neither may go below 0 (member.walletTooLow, member.pointsTooLow). Needs manage member_funds at the branch. */
  adjustMemberFunds: StaffMember;
  /** paid -> cancelled with the refund chosen; places are released at once. Needs cancel booking, and refund booking for money back (wallet or gateway). */
  cancelBooking: StaffBooking;
  /** paid -> checked_in. By id, or by the booking's QR link (qr) as scanned. Needs check_in booking. */
  checkInBooking: StaffBooking;
  /** checked_in -> completed. Needs complete booking. */
  completeBooking: StaffBooking;
  /** A new device of the branch and its one-time pairing code, good for 15 minutes. Needs manage device at the branch. */
  createKioskPairingCode: KioskPairingCode;
  /** Makes a product (a treatment, a package of other products, or an onsen fee) sold at the chosen branches. A package's duration and onsen flags are its items' (what is sent for them is not used); its items obey the onsen rules (product.bundleInvalid with the rules' problems). Needs manage catalog; product.codeTaken, product.notFound (an item), branch.notFound, request.invalidField. */
  createProduct: CatalogProduct;
  /** A new account with its first password and one role in the brand; staff.emailTaken when the e-mail has one. Needs manage staff. */
  createStaffAccount: StaffAccount;
  /** Holds a booking for a phone or walk-in customer, as prebook does (pending, places held); channel staff. A full time is booking.noQueue; the rules' refusals are booking.invalid with their problems. With group_request_id the request becomes booked in the same transaction (request.transitionRefused when it is booked or declined already). Needs create booking at the branch. */
  createStaffBooking: StaffBooking;
  /** Erases the member's personal data everywhere (the PDPA's right to erasure), keeping bookings, payments and ledgers for accounting. Needs manage member_account at the branch. */
  eraseMember: Scalars['Boolean']['output'];
  /** paid -> no_show, only after the start plus the brand's grace period (booking.tooEarlyForNoShow). Needs no_show booking. */
  markNoShow: StaffBooking;
  /** Publishes a new version of a rule's text (terms, privacy or cookies), the one customers read from now on; a cookie choice made under the old cookies version is asked again. Needs manage catalog; request.invalid naming the field. */
  publishLegalText: StaffLegalText;
  /** Money taken at the counter for a pending staff booking: the amount must be what the booking owes (payment.unmatched_amount). Approved, the booking is paid and numbered; not approved, the attempt is recorded and the answer is pos.failed. Needs pay booking at its branch. */
  recordCounterPayment: StaffBooking;
  /** Opens the date again. Needs manage catalog; closedDate.notFound when it was not closed. */
  removeBranchClosedDate: ClosedDate;
  /** Takes a host name away (it is retired: bookings made through it keep it); not the last (brandHost.last) nor the one in use (brandHost.inUse). Needs manage catalog. */
  removeBrandHost: Array<BrandHost>;
  /** Queues a given-up message again; message.notResendable unless it is dead. Answers it, now queued. */
  resendMessage: UndeliveredMessage;
  /** Turns the account's two-step sign-in off, so it enrols again at its next sign-in; its sessions end. Needs manage staff. */
  resetStaffTotp: StaffAccount;
  /** Resolves one queued payment: gateway (refunded through the payment gateway), wallet (credited to the member's wallet; booking.noWalletForGuest otherwise) or honour (the booking confirmed as paid while its places are free: booking.noQueue when they are gone, refund.cannotHonour when the reason does not allow it). Needs refund booking at the booking's branch; refund.notFound out of reach. */
  resolveRefund: RefundQueueItem;
  /** Ends a device (or its unused code) at once. Needs manage device at its branch; device.notFound otherwise. */
  revokeKioskDevice: KioskDevice;
  /** Makes a course template (id null) or changes one; items are the brand's course treatments. A template members own keeps its set size and items (request.invalid naming them). Needs manage catalog; request.invalid naming the field. */
  saveCourseTemplate: CourseTemplate;
  /** Makes a promotion, or changes the brand's one with this code (another brand's code is promotion.codeTaken). Needs manage catalog. */
  savePromotion: StaffPromotion;
  /** Sends the customer the link to pay the booking on the web, by e-mail or SMS, and keeps its places until the earlier of 24 hours from now and its start. Needs pay booking at its branch. */
  sendPaymentLink: StaffBooking;
  /** Puts the member in another tier, with why. Needs manage member_account at the branch; tier.notFound for an unknown tier. */
  setMemberTier: StaffMember;
  /** Deactivates (or activates again) the account; a deactivated account's sessions end at once. Needs manage staff. */
  setStaffActive: StaffAccount;
  /** Gives the account this role in the brand in place of the one it had there. Needs manage staff. */
  setStaffRole: StaffAccount;
  /** Starts TOTP enrolment for the signed-in account: a new secret, as an otpauth URL and its QR code. staff.totpEnabled when the account has TOTP already. */
  staffTotpBegin: StaffTotpSetup;
  /** Turns TOTP on with a code from the authenticator app; answers ten recovery codes, each usable once and shown only now. otp.invalid for a wrong code. */
  staffTotpConfirm: Array<Scalars['String']['output']>;
  /** Adds money taken at the counter to the member's wallet, with its audit row. Needs top_up member_funds at the branch. */
  topUpWallet: StaffMember;
  /** Ends the lock of the member's password sign-in after failed attempts. Needs manage member_account at the branch. */
  unlockMember: StaffMember;
  /** Replaces a branch's menu filters, in order (at most 12). Needs manage catalog; request.invalid naming the field. */
  updateBranchFilters: Array<BranchFilter>;
  /** Changes a branch's names, address, province, pool and time zone; bookings already made keep their dates and times. Needs manage catalog; request.invalid naming the field. */
  updateBranchPlace: BranchPlace;
  /** Changes a branch's hours, dates and places; bookings already made keep their times. Needs manage catalog. */
  updateBranchSettings: BranchSettings;
  /** Changes the brand's settings. Needs manage catalog; request.invalid naming the field. */
  updateBrandSettings: BrandSettings;
  /** Moves a request to new, contacted or declined (booked comes from createStaffBooking), and adds a note when given. request.transitionRefused for a booked request. Needs create booking at its branch. */
  updateGroupRequest: GroupRequest;
  /** Changes the brand's kiosk idle durations and ads (photos the brand uploaded, image.notFound otherwise). Needs manage catalog; request.invalid naming the field. */
  updateKioskSettings: KioskSettings;
  /** Replaces the brand's tier discounts and points rates; a tier the deployment does not have is tier.notFound. Needs manage catalog; request.invalid naming the field. */
  updateMemberRewards: MemberRewards;
  /** Changes a product. Bookings already made keep the prices they were made with. Needs manage catalog; product.notFound, branch.notFound, request.invalidField. */
  updateProduct: CatalogProduct;
};


export type MutationAddBranchClosedDateArgs = {
  branch_id: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddBrandHostArgs = {
  host: Scalars['String']['input'];
};


export type MutationAdjustMemberFundsArgs = {
  input: MemberAdjustmentInput;
};


export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  refund: RefundChoice;
};


export type MutationCheckInBookingArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  qr?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompleteBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateKioskPairingCodeArgs = {
  branch_id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationCreateProductArgs = {
  input: NewProductInput;
};


export type MutationCreateStaffAccountArgs = {
  input: StaffAccountInput;
};


export type MutationCreateStaffBookingArgs = {
  input: StaffBookingInput;
};


export type MutationEraseMemberArgs = {
  branch_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationMarkNoShowArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishLegalTextArgs = {
  body: TranslatedTextInput;
  rule: Scalars['String']['input'];
};


export type MutationRecordCounterPaymentArgs = {
  input: CounterPaymentInput;
};


export type MutationRemoveBranchClosedDateArgs = {
  branch_id: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
};


export type MutationRemoveBrandHostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResendMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetStaffTotpArgs = {
  staff_id: Scalars['ID']['input'];
};


export type MutationResolveRefundArgs = {
  payment_id: Scalars['ID']['input'];
  via: RefundResolution;
};


export type MutationRevokeKioskDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveCourseTemplateArgs = {
  input: CourseTemplateInput;
};


export type MutationSavePromotionArgs = {
  input: PromotionInput;
};


export type MutationSendPaymentLinkArgs = {
  id: Scalars['ID']['input'];
  via: PaymentLinkChannel;
};


export type MutationSetMemberTierArgs = {
  branch_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  tier_id: Scalars['ID']['input'];
};


export type MutationSetStaffActiveArgs = {
  active: Scalars['Boolean']['input'];
  staff_id: Scalars['ID']['input'];
};


export type MutationSetStaffRoleArgs = {
  input: StaffRoleInput;
};


export type MutationStaffTotpConfirmArgs = {
  code: Scalars['String']['input'];
};


export type MutationTopUpWalletArgs = {
  input: WalletTopUpInput;
};


export type MutationUnlockMemberArgs = {
  branch_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateBranchFiltersArgs = {
  input: BranchFiltersInput;
};


export type MutationUpdateBranchPlaceArgs = {
  input: BranchPlaceInput;
};


export type MutationUpdateBranchSettingsArgs = {
  input: BranchSettingsInput;
};


export type MutationUpdateBrandSettingsArgs = {
  input: BrandSettingsInput;
};


export type MutationUpdateGroupRequestArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: GroupRequestStatus;
};


export type MutationUpdateKioskSettingsArgs = {
  input: KioskSettingsInput;
};


export type MutationUpdateMemberRewardsArgs = {
  input: MemberRewardsInput;
};


export type MutationUpdateProductArgs = {
  input: ProductInput;
};

export type NewProductInput = {
  branch_ids: Array<Scalars['ID']['input']>;
  /** A package's items in order, at least two of the brand's treatments and onsen fees. */
  bundle_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Upper-case letters, digits and dashes, unique in the brand (product.codeTaken). */
  code: Scalars['String']['input'];
  description: TranslatedTextInput;
  duration: Scalars['Int']['input'];
  /** A photo the brand uploaded. */
  image_id?: InputMaybe<Scalars['ID']['input']>;
  is_force_select: Scalars['Boolean']['input'];
  is_must_after_onsen: Scalars['Boolean']['input'];
  is_use_oil_material: Scalars['Boolean']['input'];
  name: TranslatedTextInput;
  price: Scalars['Money']['input'];
  tags: Array<Scalars['String']['input']>;
  type: NewProductType;
};

/** What admin makes; a course's items are made with their course. */
export type NewProductType =
  | 'onsen_fee'
  | 'package'
  | 'treatment';

export type OnlineBookingDefaults = {
  __typename?: 'OnlineBookingDefaults';
  advance_min: Scalars['Int']['output'];
  max_guests: Scalars['Int']['output'];
};

export type PaymentLinkChannel =
  | 'email'
  | 'sms';

export type PointsRateInput = {
  points: Scalars['Int']['input'];
  value: Scalars['Money']['input'];
};

/** So many points pay so much money: a member uses exactly one rate's points. */
export type PointsRateSetting = {
  __typename?: 'PointsRateSetting';
  points: Scalars['Int']['output'];
  value: Scalars['Money']['output'];
};

/** What may be changed of a product; its code, type and onsen fee stay as made. */
export type ProductInput = {
  branch_ids: Array<Scalars['ID']['input']>;
  /** A package's items in order, replacing those it has; absent keeps them. Only a package has items. An item's change that would break a package containing it is product.bundleInvalid. */
  bundle_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  description: TranslatedTextInput;
  duration: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  /** A photo the brand uploaded (image.notFound otherwise); null takes the photo away, absent keeps it. */
  image_id?: InputMaybe<Scalars['ID']['input']>;
  is_force_select: Scalars['Boolean']['input'];
  is_must_after_onsen: Scalars['Boolean']['input'];
  is_use_oil_material: Scalars['Boolean']['input'];
  name: TranslatedTextInput;
  price: Scalars['Money']['input'];
  tags: Array<Scalars['String']['input']>;
};

export type PromotionInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  campaign: Scalars['String']['input'];
  code: Scalars['String']['input'];
  days?: InputMaybe<Array<Scalars['Int']['input']>>;
  kind: PromotionKind;
  percent?: InputMaybe<Scalars['Int']['input']>;
  product_ids: Array<Scalars['ID']['input']>;
  short_description: TranslatedTextInput;
  terms: TranslatedTextInput;
  time_from?: InputMaybe<Scalars['String']['input']>;
  time_until?: InputMaybe<Scalars['String']['input']>;
  usage_limit?: InputMaybe<Scalars['Int']['input']>;
  usage_per_customer?: InputMaybe<Scalars['Int']['input']>;
  valid_from?: InputMaybe<Scalars['Date']['input']>;
  valid_until?: InputMaybe<Scalars['Date']['input']>;
};

export type PromotionKind =
  | 'amount'
  | 'percent';

export type PromotionUsageRow = {
  __typename?: 'PromotionUsageRow';
  bookings: Scalars['Int']['output'];
  campaign?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  /** The discounts those bookings got. */
  discount: Scalars['Money']['output'];
  /** What those bookings came to after the discount. */
  grand_total: Scalars['Money']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Audit rows the account reaches, newest first (oldest first when asked), with how many match over all pages. Needs read audit_log; branch staff read their branches' rows, a brand admin the brand's, the owner the brand's and those of no brand. */
  auditLog: AuditPage;
  /** What became of the bookings dated in the range, by day, branch and channel. Needs read report as revenueReport. */
  bookingsReport: Array<BookingsRow>;
  /** A branch's closed dates from today on, in order. Needs manage catalog in the branch's brand. */
  branchClosedDates: Array<ClosedDate>;
  /** The filters above a branch's treatment menu, in order. Needs manage catalog in its brand. */
  branchFilters: Array<BranchFilter>;
  /** A branch's names, address, province, pool and time zone. Needs manage catalog in its brand. */
  branchPlace: BranchPlace;
  /** The products sold at a branch, names in the staff's language, for the new-booking form. Needs read catalog at the branch. */
  branchProducts: Array<StaffProduct>;
  /** A branch's hours, dates and places. Needs manage catalog in its brand. */
  branchSettings: BranchSettings;
  /** The host names the brand's sites answer on, the first (its app URL's) first. Needs manage catalog. */
  brandHosts: Array<BrandHost>;
  /** The host brand's settings. Needs manage catalog. */
  brandSettings: BrandSettings;
  /** Every product of the brand, in display order, with its texts in every language. Needs manage catalog. */
  catalogProducts: Array<CatalogProduct>;
  /** The host brand's course templates, by code. Needs manage catalog. */
  courseTemplates: Array<CourseTemplate>;
  /** Bookings of a branch on a date that hold or held places (paid, checked in, completed, no-show), with the places per bucket. Needs read booking at the branch. */
  daySheet: DaySheet;
  /** Members whose phone, e-mail or name holds the query (any case), or the member a scanned member QR code names. Needs read member_account at the branch. */
  findMembers: MemberPage;
  /** The booking funnel of the host's brand by channel: visits that reached each step, from the funnel events the web and the kiosk send with consent. Needs read report in the brand. */
  funnelReport: Array<FunnelRow>;
  /** One group request with its notes. Needs read booking at its branch; request.notFound otherwise. */
  groupRequest: GroupRequest;
  /** The brand's group requests at the branches the account reaches, newest first; filtered by status and branch. Needs read booking at the request's branch. */
  groupRequests: GroupRequestPage;
  /** The kiosk devices of a branch, newest first. Needs manage device at the branch. */
  kioskDevices: Array<KioskDevice>;
  /** The host brand's kiosk screens. Needs manage catalog. */
  kioskSettings: KioskSettings;
  /** Every version the brand published, newest first. Needs manage catalog. */
  legalTexts: Array<StaffLegalText>;
  /** Everything kept about the member, as a JSON document (the PDPA's right of access); the export is in the audit log. Needs manage member_account at the branch. */
  memberDataExport: Scalars['String']['output'];
  /** The deployment's members by tier, and what their wallets and points hold at the range's end. Needs read report in the brand. */
  memberReport: MemberReport;
  /** The host brand's tier discounts (every tier, lowest first) and points rates (fewest points first). Needs manage catalog. */
  memberRewards: MemberRewards;
  /** The tiers a member may hold, lowest first, named in the staff's language. Needs read member_account at the branch. */
  memberTiers: Array<MemberTierChoice>;
  /** Each promotion code's use by bookings paid in the range. Needs read report as revenueReport. */
  promotionReport: Array<PromotionUsageRow>;
  /** The brand's promotions, newest code first by name. Needs manage catalog. */
  promotions: Array<StaffPromotion>;
  /** The brand's unresolved refund_required payments at the branches the account reaches (one branch when given). Needs refund booking at the branch. */
  refundQueue: RefundQueuePage;
  /** Money by day, branch, channel and payment method over a range of days (at most 366). Needs read report in the brand, or at the branch when one is named. */
  revenueReport: RevenueReport;
  /** The accounts with a role in the brand, by name. Needs manage staff in the brand. */
  staffAccounts: Array<StaffAccount>;
  /** One booking by id, with its payments and history. Needs read booking at its branch; booking.notFound otherwise. */
  staffBooking: StaffBooking;
  /** The branches the account's grants reach, brand by brand, for the branch picker. Needs read catalog. */
  staffBranches: Array<StaffBranch>;
  /** The signed-in staff account; null without a staff session. Needs nothing more. */
  staffMe?: Maybe<Staff>;
  /** One member with wallet, points, bookings and courses of the request's brand. Needs read member_account at the branch; member.notFound otherwise. */
  staffMember: StaffMember;
  /** The request's brand's messages that are failing or given up, newest first, 100 at most. */
  undeliveredMessages: Array<UndeliveredMessage>;
  /** How full beds and onsen places were, by resource, weekday and hour. Needs read report as revenueReport. */
  utilisationReport: Array<UtilisationCell>;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBookingsReportArgs = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryBranchClosedDatesArgs = {
  branch_id: Scalars['ID']['input'];
};


export type QueryBranchFiltersArgs = {
  branch_id: Scalars['ID']['input'];
};


export type QueryBranchPlaceArgs = {
  branch_id: Scalars['ID']['input'];
};


export type QueryBranchProductsArgs = {
  branch_id: Scalars['ID']['input'];
};


export type QueryBranchSettingsArgs = {
  branch_id: Scalars['ID']['input'];
};


export type QueryDaySheetArgs = {
  branch_id: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
};


export type QueryFindMembersArgs = {
  branch_id: Scalars['ID']['input'];
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<MemberSort>;
};


export type QueryFunnelReportArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryGroupRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupRequestsArgs = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<GroupRequestOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<GroupRequestStatus>;
};


export type QueryKioskDevicesArgs = {
  branch_id: Scalars['ID']['input'];
};


export type QueryMemberDataExportArgs = {
  branch_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryMemberReportArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryMemberTiersArgs = {
  branch_id: Scalars['ID']['input'];
};


export type QueryPromotionReportArgs = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryRefundQueueArgs = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<RefundQueueSort>;
};


export type QueryRevenueReportArgs = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryStaffBookingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffMemberArgs = {
  branch_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  ledger_page?: InputMaybe<Scalars['Int']['input']>;
  past_page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUtilisationReportArgs = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** Where the money of a cancelled booking goes. */
export type RefundChoice =
  /** Back through the payment gateway. */
  | 'gateway'
  /** No refund (the brand's policy, e.g. a late cancellation). */
  | 'none'
  /** Credited to the member's wallet (members only). */
  | 'wallet';

export type RefundQueueItem = {
  __typename?: 'RefundQueueItem';
  /** What the signed-in staff may do with it now; empty once resolved. */
  actions: Array<RefundResolution>;
  booking_id: Scalars['ID']['output'];
  booking_no?: Maybe<Scalars['String']['output']>;
  booking_state: StaffBookingState;
  branch: StaffBranch;
  contact_email?: Maybe<Scalars['String']['output']>;
  contact_name?: Maybe<Scalars['String']['output']>;
  contact_phone?: Maybe<Scalars['String']['output']>;
  /** The booking's date and start, in the branch's time zone. */
  date: Scalars['Date']['output'];
  /** What the gateway received. */
  gateway_amount: Scalars['Money']['output'];
  /** The member who paid or owns the booking, if any (a wallet credit needs one). */
  member_id?: Maybe<Scalars['ID']['output']>;
  method: Scalars['String']['output'];
  /** The payment order's id. */
  payment_id: Scalars['ID']['output'];
  points_value: Scalars['Money']['output'];
  /** Why it waits: expired, already_paid, booking_changed, cancelled, amount_mismatch, currency_mismatch, promotion_limit, wallet_insufficient, points_insufficient, course_insufficient. */
  reason: Scalars['String']['output'];
  /** When the payment arrived (the order was kept for refund), ISO 8601. */
  received_at: Scalars['String']['output'];
  /** Set once resolved. */
  resolution?: Maybe<RefundResolution>;
  resolved_at?: Maybe<Scalars['String']['output']>;
  time: Scalars['Time']['output'];
  /** The wallet money and the points' value the order was opened with; a payment kept for refund never took them, so nothing of theirs goes back. */
  wallet_amount: Scalars['Money']['output'];
};

export type RefundQueuePage = {
  __typename?: 'RefundQueuePage';
  items: Array<RefundQueueItem>;
  /** How many payments wait in the queue for the filter, over all pages. */
  total: Scalars['Int']['output'];
};

/** The queue's order: when the payment arrived, or its amount. */
export type RefundQueueSort =
  | 'amount_asc'
  | 'amount_desc'
  | 'received_asc'
  | 'received_desc';

/** How a queued payment was resolved. */
export type RefundResolution =
  /** Back through the payment gateway. */
  | 'gateway'
  /** The booking confirmed as paid with this payment. */
  | 'honour'
  /** Credited to the member's wallet (members only). */
  | 'wallet';

export type RevenueReport = {
  __typename?: 'RevenueReport';
  /** What paid bookings of the range (by their date) still owe at the branch after their deposit. */
  owed: Scalars['Money']['output'];
  /** The rows' sums. */
  paid: Scalars['Money']['output'];
  refunded: Scalars['Money']['output'];
  /** One row per day, branch, channel and method with money in or out, in that order. */
  rows: Array<RevenueRow>;
  wallet: Scalars['Money']['output'];
};

export type RevenueRow = {
  __typename?: 'RevenueRow';
  /** Bookings paid that day. */
  bookings: Scalars['Int']['output'];
  branch_id: Scalars['ID']['output'];
  branch_name: Scalars['String']['output'];
  /** isbs (web), ext, kiosk or staff. */
  channel: Scalars['String']['output'];
  date: Scalars['Date']['output'];
  /** How the money came: card, qr, alipay, wechat, unionpay, counter_cash, counter_card, or wallet, points, course when they paid it all. */
  method: Scalars['String']['output'];
  /** Payments confirmed that day: money through the gateway or the counter. */
  paid: Scalars['Money']['output'];
  /** Money given back that day (to the wallet or through the gateway). */
  refunded: Scalars['Money']['output'];
  /** The part of those payments the members' wallets covered. */
  wallet: Scalars['Money']['output'];
};

export type Staff = {
  __typename?: 'Staff';
  email: Scalars['String']['output'];
  grants: Array<StaffGrant>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The account has a second factor (TOTP). */
  totp_enabled: Scalars['Boolean']['output'];
};

export type StaffAccount = {
  __typename?: 'StaffAccount';
  active: Scalars['Boolean']['output'];
  /** The branch of branch staff. */
  branch_id?: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The account's role in this brand. */
  role: StaffRole;
  totp_enabled: Scalars['Boolean']['output'];
};

export type StaffAccountInput = {
  /** Required for branch staff, none for a brand admin. */
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** At least 8 characters; the person changes it after signing in. */
  password: Scalars['String']['input'];
  role: BrandStaffRole;
};

export type StaffBooking = {
  __typename?: 'StaffBooking';
  /** The transitions the signed-in staff may make now (check_in, complete, no_show, cancel). */
  actions: Array<Scalars['String']['output']>;
  booking_no?: Maybe<Scalars['String']['output']>;
  branch: StaffBranch;
  channel: Scalars['String']['output'];
  contact_email?: Maybe<Scalars['String']['output']>;
  contact_name?: Maybe<Scalars['String']['output']>;
  contact_phone?: Maybe<Scalars['String']['output']>;
  date: Scalars['Date']['output'];
  guest_count: Scalars['Int']['output'];
  guests: Array<DayGuest>;
  history: Array<BookingEventEntry>;
  id: Scalars['ID']['output'];
  /** The credit note that cancelled that invoice when the paid booking was cancelled, if one was: its number says which invoice (cancels). */
  issued_credit_note?: Maybe<TaxInvoice>;
  /** The full tax invoice issued with its payment, if one was (docs/product-rules.md, VAT). */
  issued_tax_invoice?: Maybe<TaxInvoice>;
  /** The member who booked, if any. */
  member_id?: Maybe<Scalars['ID']['output']>;
  owed: Scalars['Money']['output'];
  paid: Scalars['Money']['output'];
  payments: Array<StaffPayment>;
  request?: Maybe<Scalars['String']['output']>;
  state: StaffBookingState;
  tax_invoice?: Maybe<TaxInvoiceRequest>;
  time: Scalars['Time']['output'];
};

export type StaffBookingInput = {
  branch_id: Scalars['ID']['input'];
  contact_email?: InputMaybe<Scalars['String']['input']>;
  contact_name: Scalars['String']['input'];
  /** A Thai mobile number; a phone or an e-mail is needed. */
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  date: Scalars['Date']['input'];
  /** The group request this booking answers; it becomes booked with it. */
  group_request_id?: InputMaybe<Scalars['ID']['input']>;
  guests: Array<StaffGuestInput>;
  /** The member the booking belongs to, if any. */
  member_id?: InputMaybe<Scalars['ID']['input']>;
  promo_code?: InputMaybe<Scalars['String']['input']>;
  /** The customer's request (a note for the branch). */
  request?: InputMaybe<Scalars['String']['input']>;
  /** HH:mm or HH:mm:ss, on the 15-minute grid. */
  time: Scalars['Time']['input'];
};

export type StaffBookingState =
  | 'cancelled'
  | 'checked_in'
  | 'completed'
  | 'expired'
  | 'no_show'
  | 'paid'
  | 'pending';

export type StaffBranch = {
  __typename?: 'StaffBranch';
  brand_id: Scalars['ID']['output'];
  brand_name: Scalars['String']['output'];
  close_time: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  onsen_capacity: Scalars['Int']['output'];
  /** Opening and closing times, HH:mm:ss; a closing of 00:00:00 means midnight. */
  open_time: Scalars['Time']['output'];
  /** Beds for spa treatments and places in the onsen, per 15-minute bucket. */
  spa_capacity: Scalars['Int']['output'];
  /** IANA time zone of the branch, e.g. Asia/Bangkok. */
  time_zone: Scalars['String']['output'];
};

/** One scope of an account: an owner reaches every brand; a brand admin its brands; branch staff its branches. */
export type StaffGrant = {
  __typename?: 'StaffGrant';
  branch_ids: Array<Scalars['ID']['output']>;
  brand_ids: Array<Scalars['ID']['output']>;
  role: StaffRole;
};

export type StaffGuestInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** Onsen and spa starts, HH:mm; missing ones follow the booking time. */
  onsen_start?: InputMaybe<Scalars['Time']['input']>;
  spa_start?: InputMaybe<Scalars['Time']['input']>;
  /** Product ids in the order of the visit (the branch's force-selected items included). */
  treatments: Array<Scalars['ID']['input']>;
};

export type StaffLegalText = {
  __typename?: 'StaffLegalText';
  /** Paragraphs separated by blank lines. */
  body: TranslatedText;
  published_at: Scalars['String']['output'];
  rule: Scalars['String']['output'];
  /** The day it was published (YYYY-MM-DD, Thailand), with .2, .3 … for more the same day. */
  version: Scalars['String']['output'];
};

export type StaffMember = {
  __typename?: 'StaffMember';
  /** The member's prepaid courses of this brand. */
  courses: Array<MemberCourseLine>;
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  /** The wallet's movements, latest first, a page at a time. (Kept flat: a deeper answer costs more than a request may.) */
  ledger: WalletLedgerPage;
  member_since: Scalars['String']['output'];
  /** Bookings of this brand that have started or ended, latest first, a page at a time. */
  past: MemberBookingPage;
  phone: Scalars['String']['output'];
  /** Active points. */
  points: Scalars['Int']['output'];
  /** When the soonest of them expire (ISO 8601). */
  points_expire_at?: Maybe<Scalars['String']['output']>;
  prefix: Scalars['String']['output'];
  /** Until when password sign-in is locked after failed attempts (ISO 8601); null when it is not. */
  sign_in_locked_until?: Maybe<Scalars['String']['output']>;
  tier: Scalars['String']['output'];
  /** The tier's id (its name is tier). */
  tier_id: Scalars['ID']['output'];
  /** Paid or checked-in bookings of this brand still to come, soonest first. */
  upcoming: Array<MemberBooking>;
  wallet_activated: Scalars['Boolean']['output'];
  /** The wallet's balance: the sum of its ledger. */
  wallet_balance: Scalars['Money']['output'];
};

/**
 * A payment order of the booking, or money a cheaper move of the customer's gave back (status move_refund_pending,
 * move_refund_done or move_refund_failed; method wallet or gateway; reason the gateway's last refusal).
 */
export type StaffPayment = {
  __typename?: 'StaffPayment';
  amount: Scalars['Money']['output'];
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  method?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  /** paid, refund_required, refunded, failed, pending, move_refund_pending, move_refund_done, move_refund_failed */
  status: Scalars['String']['output'];
};

export type StaffProduct = {
  __typename?: 'StaffProduct';
  /** Minutes. */
  duration: Scalars['Int']['output'];
  /** Included in every guest's list (a locker set, the prescreening). */
  force_select: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** In the staff's language. */
  name: Scalars['String']['output'];
  price: Scalars['Money']['output'];
  /** treatment, package, course_treatment or onsen_fee. */
  type: Scalars['String']['output'];
};

export type StaffPromotion = {
  __typename?: 'StaffPromotion';
  /** Baht off (kind amount). */
  amount?: Maybe<Scalars['Money']['output']>;
  campaign: Scalars['String']['output'];
  code: Scalars['String']['output'];
  /** Weekdays it may be booked for, 0 = Sunday; null for every day. */
  days?: Maybe<Array<Scalars['Int']['output']>>;
  kind: PromotionKind;
  /** Percent off (kind percent). */
  percent?: Maybe<Scalars['Int']['output']>;
  /** Treatments and packages it applies to; empty for every one. */
  product_ids: Array<Scalars['ID']['output']>;
  short_description: TranslatedText;
  terms: TranslatedText;
  /** A window of booking times, HH:mm; null for all day. */
  time_from?: Maybe<Scalars['String']['output']>;
  time_until?: Maybe<Scalars['String']['output']>;
  usage_limit?: Maybe<Scalars['Int']['output']>;
  usage_per_customer?: Maybe<Scalars['Int']['output']>;
  /** Paid bookings that used it. */
  uses: Scalars['Int']['output'];
  /** First and last day it may be booked for, YYYY-MM-DD; null for no bound. */
  valid_from?: Maybe<Scalars['Date']['output']>;
  valid_until?: Maybe<Scalars['Date']['output']>;
};

/** docs/access.md, Callers. */
export type StaffRole =
  | 'branch_staff'
  | 'brand_admin'
  | 'owner';

export type StaffRoleInput = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  role: BrandStaffRole;
  staff_id: Scalars['ID']['input'];
};

export type StaffTotpSetup = {
  __typename?: 'StaffTotpSetup';
  /** otpauth://totp/... for an authenticator app. */
  otpauth_url: Scalars['String']['output'];
  /** The same URL as a QR code image (data:image/png;base64,...). */
  qr_data_url: Scalars['String']['output'];
};

/** A Thai full tax invoice or credit note as issued: its figures never change. */
export type TaxInvoice = {
  __typename?: 'TaxInvoice';
  amount_before_vat: Scalars['Money']['output'];
  booking_no: Scalars['String']['output'];
  buyer_address: Scalars['String']['output'];
  buyer_name: Scalars['String']['output'];
  buyer_phone?: Maybe<Scalars['String']['output']>;
  buyer_tax_id: Scalars['String']['output'];
  /** On a credit note: the number of the invoice it cancels, whole; null on an invoice. */
  cancels?: Maybe<Scalars['String']['output']>;
  discount: Scalars['Money']['output'];
  /** 'YYYY-MM-DD', the branch's date of issue. */
  issued_on: Scalars['String']['output'];
  lines: Array<TaxInvoiceLine>;
  /** Gap-free per brand, e.g. 'YU-TI-000042'. */
  number: Scalars['String']['output'];
  seller_address: ThaiText;
  /** '00000' for the head office, else the branch number of the registration. */
  seller_branch: Scalars['String']['output'];
  seller_name: ThaiText;
  seller_tax_id: Scalars['String']['output'];
  sub_total: Scalars['Money']['output'];
  total: Scalars['Money']['output'];
  vat: Scalars['Money']['output'];
};

export type TaxInvoiceLine = {
  __typename?: 'TaxInvoiceLine';
  amount: Scalars['Money']['output'];
  guest_no: Scalars['Int']['output'];
  name: ThaiText;
};

export type TaxInvoiceRequest = {
  __typename?: 'TaxInvoiceRequest';
  address: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  tax_id: Scalars['String']['output'];
};

/** A text in Thai, with English beside it where there is one. */
export type ThaiText = {
  __typename?: 'ThaiText';
  en?: Maybe<Scalars['String']['output']>;
  th: Scalars['String']['output'];
};

export type TierDiscountInput = {
  percent: Scalars['Int']['input'];
  tier_id: Scalars['ID']['input'];
};

export type TierDiscountSetting = {
  __typename?: 'TierDiscountSetting';
  /** The tier's name in the request's language. */
  name: Scalars['String']['output'];
  /** Whole percent off the sub-total after a promotion; 0 gives none. */
  percent: Scalars['Int']['output'];
  tier_id: Scalars['ID']['output'];
};

/** How the money of a counter top-up was taken. */
export type TopUpMethod =
  /** The card terminal at the counter. */
  | 'card'
  | 'cash'
  /** A bank transfer. */
  | 'transfer';

/** A text in each language of the interface. */
export type TranslatedText = {
  __typename?: 'TranslatedText';
  en: Scalars['String']['output'];
  th: Scalars['String']['output'];
  zh: Scalars['String']['output'];
};

export type TranslatedTextInput = {
  en: Scalars['String']['input'];
  th: Scalars['String']['input'];
  zh: Scalars['String']['input'];
};

export type UndeliveredMessage = {
  __typename?: 'UndeliveredMessage';
  attempts: Scalars['Int']['output'];
  /** The booking it is about, and its number. */
  booking_id?: Maybe<Scalars['ID']['output']>;
  booking_no?: Maybe<Scalars['String']['output']>;
  /** email or sms. */
  channel: Scalars['String']['output'];
  /** When it was written, ISO 8601. */
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What it is about: booking_confirmation, kiosk_receipt, otp, payment_link, group_request; null for older messages. */
  kind?: Maybe<Scalars['String']['output']>;
  /** The provider's reason of the last failure, e.g. smtp 451 EMESSAGE. */
  last_error?: Maybe<Scalars['String']['output']>;
  recipient: Scalars['String']['output'];
  /** queued, failed (retries left) or dead (given up). */
  state: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type UtilisationCell = {
  __typename?: 'UtilisationCell';
  /** Places sold, each counted once per 15 minutes it was held. */
  held: Scalars['Int']['output'];
  /** The hour of the day, 0 to 23, in the branch's time zone. */
  hour: Scalars['Int']['output'];
  /** Places open to sell in the same 15-minute counting. */
  offered: Scalars['Int']['output'];
  /** spa (beds) or onsen (places). */
  resource: Scalars['String']['output'];
  /** 0 is Sunday. */
  weekday: Scalars['Int']['output'];
};

export type WalletLedgerEntry = {
  __typename?: 'WalletLedgerEntry';
  /** Signed: a top-up or refund adds, a booking takes. */
  amount: Scalars['Money']['output'];
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** The booking, when it is of this brand. */
  booking_id?: Maybe<Scalars['ID']['output']>;
  booking_no?: Maybe<Scalars['String']['output']>;
  branch_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  method?: Maybe<TopUpMethod>;
  note?: Maybe<Scalars['String']['output']>;
  /** top_up, booking, refund or adjustment. */
  reason: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  /** The staff who took a counter top-up, and where. */
  staff_name?: Maybe<Scalars['String']['output']>;
};

export type WalletLedgerPage = {
  __typename?: 'WalletLedgerPage';
  entries: Array<WalletLedgerEntry>;
  page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type WalletTopUpInput = {
  /** More than 0, at most 100,000.00. */
  amount: Scalars['Money']['input'];
  /** The desk's branch, where the money was taken. */
  branch_id: Scalars['ID']['input'];
  member_id: Scalars['ID']['input'];
  method: TopUpMethod;
  /** Why, in the staff's words. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The card slip's or the transfer's reference; required unless cash. */
  reference?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  BookingEventEntry: ResolverTypeWrapper<BookingEventEntry>;
  BookingsRow: ResolverTypeWrapper<BookingsRow>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BranchFilter: ResolverTypeWrapper<BranchFilter>;
  BranchFilterInput: BranchFilterInput;
  BranchFiltersInput: BranchFiltersInput;
  BranchPlace: ResolverTypeWrapper<BranchPlace>;
  BranchPlaceInput: BranchPlaceInput;
  BranchSettings: ResolverTypeWrapper<BranchSettings>;
  BranchSettingsInput: BranchSettingsInput;
  BrandHost: ResolverTypeWrapper<BrandHost>;
  BrandSettings: ResolverTypeWrapper<BrandSettings>;
  BrandSettingsInput: BrandSettingsInput;
  BrandStaffRole: BrandStaffRole;
  CatalogProduct: ResolverTypeWrapper<CatalogProduct>;
  CatalogProductType: CatalogProductType;
  ClosedDate: ResolverTypeWrapper<ClosedDate>;
  CounterMethod: CounterMethod;
  CounterPaymentInput: CounterPaymentInput;
  CourseTemplate: ResolverTypeWrapper<CourseTemplate>;
  CourseTemplateInput: CourseTemplateInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DayBooking: ResolverTypeWrapper<DayBooking>;
  DayBucket: ResolverTypeWrapper<DayBucket>;
  DayGuest: ResolverTypeWrapper<DayGuest>;
  DaySheet: ResolverTypeWrapper<DaySheet>;
  FunnelRow: ResolverTypeWrapper<FunnelRow>;
  FunnelStepCount: ResolverTypeWrapper<FunnelStepCount>;
  GroupRequest: ResolverTypeWrapper<GroupRequest>;
  GroupRequestNote: ResolverTypeWrapper<GroupRequestNote>;
  GroupRequestOrder: GroupRequestOrder;
  GroupRequestPage: ResolverTypeWrapper<GroupRequestPage>;
  GroupRequestStatus: GroupRequestStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KioskAdInput: KioskAdInput;
  KioskAdSettings: ResolverTypeWrapper<KioskAdSettings>;
  KioskDevice: ResolverTypeWrapper<KioskDevice>;
  KioskDeviceState: KioskDeviceState;
  KioskIdleInput: KioskIdleInput;
  KioskIdleSeconds: ResolverTypeWrapper<KioskIdleSeconds>;
  KioskPairingCode: ResolverTypeWrapper<KioskPairingCode>;
  KioskSettings: ResolverTypeWrapper<KioskSettings>;
  KioskSettingsInput: KioskSettingsInput;
  MemberAdjustmentInput: MemberAdjustmentInput;
  MemberBooking: ResolverTypeWrapper<MemberBooking>;
  MemberBookingPage: ResolverTypeWrapper<MemberBookingPage>;
  MemberCourseLine: ResolverTypeWrapper<MemberCourseLine>;
  MemberPage: ResolverTypeWrapper<MemberPage>;
  MemberReport: ResolverTypeWrapper<MemberReport>;
  MemberRewards: ResolverTypeWrapper<MemberRewards>;
  MemberRewardsInput: MemberRewardsInput;
  MemberSort: MemberSort;
  MemberSummary: ResolverTypeWrapper<MemberSummary>;
  MemberTierChoice: ResolverTypeWrapper<MemberTierChoice>;
  MemberTierCount: ResolverTypeWrapper<MemberTierCount>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewProductInput: NewProductInput;
  NewProductType: NewProductType;
  OnlineBookingDefaults: ResolverTypeWrapper<OnlineBookingDefaults>;
  PaymentLinkChannel: PaymentLinkChannel;
  PointsRateInput: PointsRateInput;
  PointsRateSetting: ResolverTypeWrapper<PointsRateSetting>;
  ProductInput: ProductInput;
  PromotionInput: PromotionInput;
  PromotionKind: PromotionKind;
  PromotionUsageRow: ResolverTypeWrapper<PromotionUsageRow>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundChoice: RefundChoice;
  RefundQueueItem: ResolverTypeWrapper<RefundQueueItem>;
  RefundQueuePage: ResolverTypeWrapper<RefundQueuePage>;
  RefundQueueSort: RefundQueueSort;
  RefundResolution: RefundResolution;
  RevenueReport: ResolverTypeWrapper<RevenueReport>;
  RevenueRow: ResolverTypeWrapper<RevenueRow>;
  Staff: ResolverTypeWrapper<Staff>;
  StaffAccount: ResolverTypeWrapper<StaffAccount>;
  StaffAccountInput: StaffAccountInput;
  StaffBooking: ResolverTypeWrapper<StaffBooking>;
  StaffBookingInput: StaffBookingInput;
  StaffBookingState: StaffBookingState;
  StaffBranch: ResolverTypeWrapper<StaffBranch>;
  StaffGrant: ResolverTypeWrapper<StaffGrant>;
  StaffGuestInput: StaffGuestInput;
  StaffLegalText: ResolverTypeWrapper<StaffLegalText>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaffPayment: ResolverTypeWrapper<StaffPayment>;
  StaffProduct: ResolverTypeWrapper<StaffProduct>;
  StaffPromotion: ResolverTypeWrapper<StaffPromotion>;
  StaffRole: StaffRole;
  StaffRoleInput: StaffRoleInput;
  StaffTotpSetup: ResolverTypeWrapper<StaffTotpSetup>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxInvoice: ResolverTypeWrapper<TaxInvoice>;
  TaxInvoiceLine: ResolverTypeWrapper<TaxInvoiceLine>;
  TaxInvoiceRequest: ResolverTypeWrapper<TaxInvoiceRequest>;
  ThaiText: ResolverTypeWrapper<ThaiText>;
  TierDiscountInput: TierDiscountInput;
  TierDiscountSetting: ResolverTypeWrapper<TierDiscountSetting>;
  Time: ResolverTypeWrapper<Scalars['Time']['output']>;
  TopUpMethod: TopUpMethod;
  TranslatedText: ResolverTypeWrapper<TranslatedText>;
  TranslatedTextInput: TranslatedTextInput;
  UndeliveredMessage: ResolverTypeWrapper<UndeliveredMessage>;
  UtilisationCell: ResolverTypeWrapper<UtilisationCell>;
  WalletLedgerEntry: ResolverTypeWrapper<WalletLedgerEntry>;
  WalletLedgerPage: ResolverTypeWrapper<WalletLedgerPage>;
  WalletTopUpInput: WalletTopUpInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  BookingEventEntry: BookingEventEntry;
  BookingsRow: BookingsRow;
  Boolean: Scalars['Boolean']['output'];
  BranchFilter: BranchFilter;
  BranchFilterInput: BranchFilterInput;
  BranchFiltersInput: BranchFiltersInput;
  BranchPlace: BranchPlace;
  BranchPlaceInput: BranchPlaceInput;
  BranchSettings: BranchSettings;
  BranchSettingsInput: BranchSettingsInput;
  BrandHost: BrandHost;
  BrandSettings: BrandSettings;
  BrandSettingsInput: BrandSettingsInput;
  CatalogProduct: CatalogProduct;
  ClosedDate: ClosedDate;
  CounterPaymentInput: CounterPaymentInput;
  CourseTemplate: CourseTemplate;
  CourseTemplateInput: CourseTemplateInput;
  Date: Scalars['Date']['output'];
  DayBooking: DayBooking;
  DayBucket: DayBucket;
  DayGuest: DayGuest;
  DaySheet: DaySheet;
  FunnelRow: FunnelRow;
  FunnelStepCount: FunnelStepCount;
  GroupRequest: GroupRequest;
  GroupRequestNote: GroupRequestNote;
  GroupRequestPage: GroupRequestPage;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  KioskAdInput: KioskAdInput;
  KioskAdSettings: KioskAdSettings;
  KioskDevice: KioskDevice;
  KioskIdleInput: KioskIdleInput;
  KioskIdleSeconds: KioskIdleSeconds;
  KioskPairingCode: KioskPairingCode;
  KioskSettings: KioskSettings;
  KioskSettingsInput: KioskSettingsInput;
  MemberAdjustmentInput: MemberAdjustmentInput;
  MemberBooking: MemberBooking;
  MemberBookingPage: MemberBookingPage;
  MemberCourseLine: MemberCourseLine;
  MemberPage: MemberPage;
  MemberReport: MemberReport;
  MemberRewards: MemberRewards;
  MemberRewardsInput: MemberRewardsInput;
  MemberSummary: MemberSummary;
  MemberTierChoice: MemberTierChoice;
  MemberTierCount: MemberTierCount;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  NewProductInput: NewProductInput;
  OnlineBookingDefaults: OnlineBookingDefaults;
  PointsRateInput: PointsRateInput;
  PointsRateSetting: PointsRateSetting;
  ProductInput: ProductInput;
  PromotionInput: PromotionInput;
  PromotionUsageRow: PromotionUsageRow;
  Query: Record<PropertyKey, never>;
  RefundQueueItem: RefundQueueItem;
  RefundQueuePage: RefundQueuePage;
  RevenueReport: RevenueReport;
  RevenueRow: RevenueRow;
  Staff: Staff;
  StaffAccount: StaffAccount;
  StaffAccountInput: StaffAccountInput;
  StaffBooking: StaffBooking;
  StaffBookingInput: StaffBookingInput;
  StaffBranch: StaffBranch;
  StaffGrant: StaffGrant;
  StaffGuestInput: StaffGuestInput;
  StaffLegalText: StaffLegalText;
  StaffMember: StaffMember;
  StaffPayment: StaffPayment;
  StaffProduct: StaffProduct;
  StaffPromotion: StaffPromotion;
  StaffRoleInput: StaffRoleInput;
  StaffTotpSetup: StaffTotpSetup;
  String: Scalars['String']['output'];
  TaxInvoice: TaxInvoice;
  TaxInvoiceLine: TaxInvoiceLine;
  TaxInvoiceRequest: TaxInvoiceRequest;
  ThaiText: ThaiText;
  TierDiscountInput: TierDiscountInput;
  TierDiscountSetting: TierDiscountSetting;
  Time: Scalars['Time']['output'];
  TranslatedText: TranslatedText;
  TranslatedTextInput: TranslatedTextInput;
  UndeliveredMessage: UndeliveredMessage;
  UtilisationCell: UtilisationCell;
  WalletLedgerEntry: WalletLedgerEntry;
  WalletLedgerPage: WalletLedgerPage;
  WalletTopUpInput: WalletTopUpInput;
};

export type AuditEntryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  branch_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staff_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  staff_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingEventEntryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['BookingEventEntry'] = ResolversParentTypes['BookingEventEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookingsRowResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['BookingsRow'] = ResolversParentTypes['BookingsRow']> = {
  branch_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  branch_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lapsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  no_shows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BranchFilterResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['BranchFilter'] = ResolversParentTypes['BranchFilter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BranchPlaceResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['BranchPlace'] = ResolversParentTypes['BranchPlace']> = {
  address?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  branch_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  friendly_address?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  pool?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  province_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BranchSettingsResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['BranchSettings'] = ResolversParentTypes['BranchSettings']> = {
  branch_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  close_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  close_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onsen_places?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open_date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  open_days?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  open_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spa_beds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandHostResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['BrandHost'] = ResolversParentTypes['BrandHost']> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  in_use?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrandSettingsResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['BrandSettings'] = ResolversParentTypes['BrandSettings']> = {
  booking_horizon_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  color_primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color_secondary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deposit_percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  faq_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hold_seconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  legal_address_en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legal_address_th?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legal_branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legal_name_en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legal_name_th?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legal_tax_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  no_show_grace_min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  online_advance_min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  online_defaults?: Resolver<ResolversTypes['OnlineBookingDefaults'], ParentType, ContextType>;
  online_max_guests?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reminder_hours?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  self_cancel_hours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  self_cancel_refund?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  server_hold_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vat_registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CatalogProductResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['CatalogProduct'] = ResolversParentTypes['CatalogProduct']> = {
  branch_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  bundle_item_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  is_force_select?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_must_after_onsen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_onsen_fee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_use_oil_material?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CatalogProductType'], ParentType, ContextType>;
};

export type ClosedDateResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['ClosedDate'] = ResolversParentTypes['ClosedDate']> = {
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branch_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourseTemplateResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['CourseTemplate'] = ResolversParentTypes['CourseTemplate']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  owned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  treatments_per_set?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DayBookingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['DayBooking'] = ResolversParentTypes['DayBooking']> = {
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['DayGuest']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StaffBookingState'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type DayBucketResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['DayBucket'] = ResolversParentTypes['DayBucket']> = {
  onsen_capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onsen_used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spa_capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spa_used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type DayGuestResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['DayGuest'] = ResolversParentTypes['DayGuest']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DaySheetResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['DaySheet'] = ResolversParentTypes['DaySheet']> = {
  bookings?: Resolver<Array<ResolversTypes['DayBooking']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['StaffBranch'], ParentType, ContextType>;
  buckets?: Resolver<Array<ResolversTypes['DayBucket']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type FunnelRowResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['FunnelRow'] = ResolversParentTypes['FunnelRow']> = {
  abandoned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['FunnelStepCount']>, ParentType, ContextType>;
};

export type FunnelStepCountResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['FunnelStepCount'] = ResolversParentTypes['FunnelStepCount']> = {
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupRequestResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['GroupRequest'] = ResolversParentTypes['GroupRequest']> = {
  booking_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['StaffBranch'], ParentType, ContextType>;
  contact_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['GroupRequestNote']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupRequestStatus'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
};

export type GroupRequestNoteResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['GroupRequestNote'] = ResolversParentTypes['GroupRequestNote']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupRequestPageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['GroupRequestPage'] = ResolversParentTypes['GroupRequestPage']> = {
  items?: Resolver<Array<ResolversTypes['GroupRequest']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  avif?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KioskAdSettingsResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['KioskAdSettings'] = ResolversParentTypes['KioskAdSettings']> = {
  body?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  first_day?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  last_day?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
};

export type KioskDeviceResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['KioskDevice'] = ResolversParentTypes['KioskDevice']> = {
  branch_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_seen_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paired_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['KioskDeviceState'], ParentType, ContextType>;
};

export type KioskIdleSecondsResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['KioskIdleSeconds'] = ResolversParentTypes['KioskIdleSeconds']> = {
  confirm_sec?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  default_sec?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  payment_sec?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  show_ad_after_sec?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type KioskPairingCodeResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['KioskPairingCode'] = ResolversParentTypes['KioskPairingCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['KioskDevice'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskSettingsResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['KioskSettings'] = ResolversParentTypes['KioskSettings']> = {
  ads?: Resolver<Array<ResolversTypes['KioskAdSettings']>, ParentType, ContextType>;
  idle?: Resolver<ResolversTypes['KioskIdleSeconds'], ParentType, ContextType>;
  server_idle?: Resolver<ResolversTypes['KioskIdleSeconds'], ParentType, ContextType>;
};

export type MemberBookingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberBooking'] = ResolversParentTypes['MemberBooking']> = {
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StaffBookingState'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type MemberBookingPageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberBookingPage'] = ResolversParentTypes['MemberBookingPage']> = {
  bookings?: Resolver<Array<ResolversTypes['MemberBooking']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberCourseLineResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberCourseLine'] = ResolversParentTypes['MemberCourseLine']> = {
  expires_on?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  volume_left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberPageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberPage'] = ResolversParentTypes['MemberPage']> = {
  members?: Resolver<Array<ResolversTypes['MemberSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberReportResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberReport'] = ResolversParentTypes['MemberReport']> = {
  points_adjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points_balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points_earned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points_expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points_redeemed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['MemberTierCount']>, ParentType, ContextType>;
  wallet_adjustments?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  wallet_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  wallet_refunds?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  wallet_spent?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  wallet_top_ups?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MemberRewardsResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberRewards'] = ResolversParentTypes['MemberRewards']> = {
  points_rates?: Resolver<Array<ResolversTypes['PointsRateSetting']>, ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['TierDiscountSetting']>, ParentType, ContextType>;
};

export type MemberSummaryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberSummary'] = ResolversParentTypes['MemberSummary']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  member_since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberTierChoiceResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberTierChoice'] = ResolversParentTypes['MemberTierChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberTierCountResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['MemberTierCount'] = ResolversParentTypes['MemberTierCount']> = {
  joined?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tier_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addBranchClosedDate?: Resolver<ResolversTypes['ClosedDate'], ParentType, ContextType, RequireFields<MutationAddBranchClosedDateArgs, 'branch_id' | 'date'>>;
  addBrandHost?: Resolver<Array<ResolversTypes['BrandHost']>, ParentType, ContextType, RequireFields<MutationAddBrandHostArgs, 'host'>>;
  adjustMemberFunds?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationAdjustMemberFundsArgs, 'input'>>;
  cancelBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'id' | 'refund'>>;
  checkInBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, Partial<MutationCheckInBookingArgs>>;
  completeBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationCompleteBookingArgs, 'id'>>;
  createKioskPairingCode?: Resolver<ResolversTypes['KioskPairingCode'], ParentType, ContextType, RequireFields<MutationCreateKioskPairingCodeArgs, 'branch_id' | 'name'>>;
  createProduct?: Resolver<ResolversTypes['CatalogProduct'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createStaffAccount?: Resolver<ResolversTypes['StaffAccount'], ParentType, ContextType, RequireFields<MutationCreateStaffAccountArgs, 'input'>>;
  createStaffBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationCreateStaffBookingArgs, 'input'>>;
  eraseMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEraseMemberArgs, 'branch_id' | 'id' | 'reason'>>;
  markNoShow?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationMarkNoShowArgs, 'id'>>;
  publishLegalText?: Resolver<ResolversTypes['StaffLegalText'], ParentType, ContextType, RequireFields<MutationPublishLegalTextArgs, 'body' | 'rule'>>;
  recordCounterPayment?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationRecordCounterPaymentArgs, 'input'>>;
  removeBranchClosedDate?: Resolver<ResolversTypes['ClosedDate'], ParentType, ContextType, RequireFields<MutationRemoveBranchClosedDateArgs, 'branch_id' | 'date'>>;
  removeBrandHost?: Resolver<Array<ResolversTypes['BrandHost']>, ParentType, ContextType, RequireFields<MutationRemoveBrandHostArgs, 'id'>>;
  resendMessage?: Resolver<ResolversTypes['UndeliveredMessage'], ParentType, ContextType, RequireFields<MutationResendMessageArgs, 'id'>>;
  resetStaffTotp?: Resolver<ResolversTypes['StaffAccount'], ParentType, ContextType, RequireFields<MutationResetStaffTotpArgs, 'staff_id'>>;
  resolveRefund?: Resolver<ResolversTypes['RefundQueueItem'], ParentType, ContextType, RequireFields<MutationResolveRefundArgs, 'payment_id' | 'via'>>;
  revokeKioskDevice?: Resolver<ResolversTypes['KioskDevice'], ParentType, ContextType, RequireFields<MutationRevokeKioskDeviceArgs, 'id'>>;
  saveCourseTemplate?: Resolver<ResolversTypes['CourseTemplate'], ParentType, ContextType, RequireFields<MutationSaveCourseTemplateArgs, 'input'>>;
  savePromotion?: Resolver<ResolversTypes['StaffPromotion'], ParentType, ContextType, RequireFields<MutationSavePromotionArgs, 'input'>>;
  sendPaymentLink?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationSendPaymentLinkArgs, 'id' | 'via'>>;
  setMemberTier?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSetMemberTierArgs, 'branch_id' | 'id' | 'reason' | 'tier_id'>>;
  setStaffActive?: Resolver<ResolversTypes['StaffAccount'], ParentType, ContextType, RequireFields<MutationSetStaffActiveArgs, 'active' | 'staff_id'>>;
  setStaffRole?: Resolver<ResolversTypes['StaffAccount'], ParentType, ContextType, RequireFields<MutationSetStaffRoleArgs, 'input'>>;
  staffTotpBegin?: Resolver<ResolversTypes['StaffTotpSetup'], ParentType, ContextType>;
  staffTotpConfirm?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationStaffTotpConfirmArgs, 'code'>>;
  topUpWallet?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationTopUpWalletArgs, 'input'>>;
  unlockMember?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationUnlockMemberArgs, 'branch_id' | 'id'>>;
  updateBranchFilters?: Resolver<Array<ResolversTypes['BranchFilter']>, ParentType, ContextType, RequireFields<MutationUpdateBranchFiltersArgs, 'input'>>;
  updateBranchPlace?: Resolver<ResolversTypes['BranchPlace'], ParentType, ContextType, RequireFields<MutationUpdateBranchPlaceArgs, 'input'>>;
  updateBranchSettings?: Resolver<ResolversTypes['BranchSettings'], ParentType, ContextType, RequireFields<MutationUpdateBranchSettingsArgs, 'input'>>;
  updateBrandSettings?: Resolver<ResolversTypes['BrandSettings'], ParentType, ContextType, RequireFields<MutationUpdateBrandSettingsArgs, 'input'>>;
  updateGroupRequest?: Resolver<ResolversTypes['GroupRequest'], ParentType, ContextType, RequireFields<MutationUpdateGroupRequestArgs, 'id' | 'status'>>;
  updateKioskSettings?: Resolver<ResolversTypes['KioskSettings'], ParentType, ContextType, RequireFields<MutationUpdateKioskSettingsArgs, 'input'>>;
  updateMemberRewards?: Resolver<ResolversTypes['MemberRewards'], ParentType, ContextType, RequireFields<MutationUpdateMemberRewardsArgs, 'input'>>;
  updateProduct?: Resolver<ResolversTypes['CatalogProduct'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'input'>>;
};

export type OnlineBookingDefaultsResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['OnlineBookingDefaults'] = ResolversParentTypes['OnlineBookingDefaults']> = {
  advance_min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointsRateSettingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['PointsRateSetting'] = ResolversParentTypes['PointsRateSetting']> = {
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PromotionUsageRowResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['PromotionUsageRow'] = ResolversParentTypes['PromotionUsageRow']> = {
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page' | 'page_size'>>;
  bookingsReport?: Resolver<Array<ResolversTypes['BookingsRow']>, ParentType, ContextType, RequireFields<QueryBookingsReportArgs, 'from' | 'to'>>;
  branchClosedDates?: Resolver<Array<ResolversTypes['ClosedDate']>, ParentType, ContextType, RequireFields<QueryBranchClosedDatesArgs, 'branch_id'>>;
  branchFilters?: Resolver<Array<ResolversTypes['BranchFilter']>, ParentType, ContextType, RequireFields<QueryBranchFiltersArgs, 'branch_id'>>;
  branchPlace?: Resolver<ResolversTypes['BranchPlace'], ParentType, ContextType, RequireFields<QueryBranchPlaceArgs, 'branch_id'>>;
  branchProducts?: Resolver<Array<ResolversTypes['StaffProduct']>, ParentType, ContextType, RequireFields<QueryBranchProductsArgs, 'branch_id'>>;
  branchSettings?: Resolver<ResolversTypes['BranchSettings'], ParentType, ContextType, RequireFields<QueryBranchSettingsArgs, 'branch_id'>>;
  brandHosts?: Resolver<Array<ResolversTypes['BrandHost']>, ParentType, ContextType>;
  brandSettings?: Resolver<ResolversTypes['BrandSettings'], ParentType, ContextType>;
  catalogProducts?: Resolver<Array<ResolversTypes['CatalogProduct']>, ParentType, ContextType>;
  courseTemplates?: Resolver<Array<ResolversTypes['CourseTemplate']>, ParentType, ContextType>;
  daySheet?: Resolver<ResolversTypes['DaySheet'], ParentType, ContextType, RequireFields<QueryDaySheetArgs, 'branch_id' | 'date'>>;
  findMembers?: Resolver<ResolversTypes['MemberPage'], ParentType, ContextType, RequireFields<QueryFindMembersArgs, 'branch_id' | 'query'>>;
  funnelReport?: Resolver<Array<ResolversTypes['FunnelRow']>, ParentType, ContextType, RequireFields<QueryFunnelReportArgs, 'from' | 'to'>>;
  groupRequest?: Resolver<ResolversTypes['GroupRequest'], ParentType, ContextType, RequireFields<QueryGroupRequestArgs, 'id'>>;
  groupRequests?: Resolver<ResolversTypes['GroupRequestPage'], ParentType, ContextType, RequireFields<QueryGroupRequestsArgs, 'descending' | 'order' | 'page' | 'page_size'>>;
  kioskDevices?: Resolver<Array<ResolversTypes['KioskDevice']>, ParentType, ContextType, RequireFields<QueryKioskDevicesArgs, 'branch_id'>>;
  kioskSettings?: Resolver<ResolversTypes['KioskSettings'], ParentType, ContextType>;
  legalTexts?: Resolver<Array<ResolversTypes['StaffLegalText']>, ParentType, ContextType>;
  memberDataExport?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryMemberDataExportArgs, 'branch_id' | 'id'>>;
  memberReport?: Resolver<ResolversTypes['MemberReport'], ParentType, ContextType, RequireFields<QueryMemberReportArgs, 'from' | 'to'>>;
  memberRewards?: Resolver<ResolversTypes['MemberRewards'], ParentType, ContextType>;
  memberTiers?: Resolver<Array<ResolversTypes['MemberTierChoice']>, ParentType, ContextType, RequireFields<QueryMemberTiersArgs, 'branch_id'>>;
  promotionReport?: Resolver<Array<ResolversTypes['PromotionUsageRow']>, ParentType, ContextType, RequireFields<QueryPromotionReportArgs, 'from' | 'to'>>;
  promotions?: Resolver<Array<ResolversTypes['StaffPromotion']>, ParentType, ContextType>;
  refundQueue?: Resolver<ResolversTypes['RefundQueuePage'], ParentType, ContextType, RequireFields<QueryRefundQueueArgs, 'page' | 'page_size' | 'sort'>>;
  revenueReport?: Resolver<ResolversTypes['RevenueReport'], ParentType, ContextType, RequireFields<QueryRevenueReportArgs, 'from' | 'to'>>;
  staffAccounts?: Resolver<Array<ResolversTypes['StaffAccount']>, ParentType, ContextType>;
  staffBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<QueryStaffBookingArgs, 'id'>>;
  staffBranches?: Resolver<Array<ResolversTypes['StaffBranch']>, ParentType, ContextType>;
  staffMe?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
  staffMember?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<QueryStaffMemberArgs, 'branch_id' | 'id'>>;
  undeliveredMessages?: Resolver<Array<ResolversTypes['UndeliveredMessage']>, ParentType, ContextType>;
  utilisationReport?: Resolver<Array<ResolversTypes['UtilisationCell']>, ParentType, ContextType, RequireFields<QueryUtilisationReportArgs, 'from' | 'to'>>;
};

export type RefundQueueItemResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['RefundQueueItem'] = ResolversParentTypes['RefundQueueItem']> = {
  actions?: Resolver<Array<ResolversTypes['RefundResolution']>, ParentType, ContextType>;
  booking_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  booking_state?: Resolver<ResolversTypes['StaffBookingState'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['StaffBranch'], ParentType, ContextType>;
  contact_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  gateway_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  member_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points_value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  received_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolution?: Resolver<Maybe<ResolversTypes['RefundResolution']>, ParentType, ContextType>;
  resolved_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  wallet_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RefundQueuePageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['RefundQueuePage'] = ResolversParentTypes['RefundQueuePage']> = {
  items?: Resolver<Array<ResolversTypes['RefundQueueItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RevenueReportResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['RevenueReport'] = ResolversParentTypes['RevenueReport']> = {
  owed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RevenueRow']>, ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RevenueRowResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['RevenueRow'] = ResolversParentTypes['RevenueRow']> = {
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branch_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  branch_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type StaffResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grants?: Resolver<Array<ResolversTypes['StaffGrant']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totp_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffAccountResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffAccount'] = ResolversParentTypes['StaffAccount']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branch_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  totp_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffBookingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBooking'] = ResolversParentTypes['StaffBooking']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['StaffBranch'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['DayGuest']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['BookingEventEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issued_credit_note?: Resolver<Maybe<ResolversTypes['TaxInvoice']>, ParentType, ContextType>;
  issued_tax_invoice?: Resolver<Maybe<ResolversTypes['TaxInvoice']>, ParentType, ContextType>;
  member_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['StaffPayment']>, ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StaffBookingState'], ParentType, ContextType>;
  tax_invoice?: Resolver<Maybe<ResolversTypes['TaxInvoiceRequest']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type StaffBranchResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBranch'] = ResolversParentTypes['StaffBranch']> = {
  brand_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brand_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  close_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onsen_capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  spa_capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffGrantResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffGrant'] = ResolversParentTypes['StaffGrant']> = {
  branch_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  brand_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffLegalTextResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffLegalText'] = ResolversParentTypes['StaffLegalText']> = {
  body?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  courses?: Resolver<Array<ResolversTypes['MemberCourseLine']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ledger?: Resolver<ResolversTypes['WalletLedgerPage'], ParentType, ContextType>;
  member_since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  past?: Resolver<ResolversTypes['MemberBookingPage'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points_expire_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sign_in_locked_until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upcoming?: Resolver<Array<ResolversTypes['MemberBooking']>, ParentType, ContextType>;
  wallet_activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wallet_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type StaffPaymentResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffPayment'] = ResolversParentTypes['StaffPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffProductResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffProduct'] = ResolversParentTypes['StaffProduct']> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  force_select?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPromotionResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffPromotion'] = ResolversParentTypes['StaffPromotion']> = {
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromotionKind'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['TranslatedText'], ParentType, ContextType>;
  time_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usage_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usage_per_customer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid_from?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  valid_until?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type StaffTotpSetupResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffTotpSetup'] = ResolversParentTypes['StaffTotpSetup']> = {
  otpauth_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qr_data_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaxInvoiceResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['TaxInvoice'] = ResolversParentTypes['TaxInvoice']> = {
  amount_before_vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  booking_no?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyer_tax_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancels?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  issued_on?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TaxInvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller_address?: Resolver<ResolversTypes['ThaiText'], ParentType, ContextType>;
  seller_branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller_name?: Resolver<ResolversTypes['ThaiText'], ParentType, ContextType>;
  seller_tax_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sub_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type TaxInvoiceLineResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['TaxInvoiceLine'] = ResolversParentTypes['TaxInvoiceLine']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  guest_no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['ThaiText'], ParentType, ContextType>;
};

export type TaxInvoiceRequestResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['TaxInvoiceRequest'] = ResolversParentTypes['TaxInvoiceRequest']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThaiTextResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['ThaiText'] = ResolversParentTypes['ThaiText']> = {
  en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  th?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TierDiscountSettingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['TierDiscountSetting'] = ResolversParentTypes['TierDiscountSetting']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tier_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type TranslatedTextResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['TranslatedText'] = ResolversParentTypes['TranslatedText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  th?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UndeliveredMessageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['UndeliveredMessage'] = ResolversParentTypes['UndeliveredMessage']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  booking_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UtilisationCellResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['UtilisationCell'] = ResolversParentTypes['UtilisationCell']> = {
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WalletLedgerEntryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['WalletLedgerEntry'] = ResolversParentTypes['WalletLedgerEntry']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  booking_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['TopUpMethod']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staff_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WalletLedgerPageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['WalletLedgerPage'] = ResolversParentTypes['WalletLedgerPage']> = {
  entries?: Resolver<Array<ResolversTypes['WalletLedgerEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = StaffGraphQLContext> = {
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  BookingEventEntry?: BookingEventEntryResolvers<ContextType>;
  BookingsRow?: BookingsRowResolvers<ContextType>;
  BranchFilter?: BranchFilterResolvers<ContextType>;
  BranchPlace?: BranchPlaceResolvers<ContextType>;
  BranchSettings?: BranchSettingsResolvers<ContextType>;
  BrandHost?: BrandHostResolvers<ContextType>;
  BrandSettings?: BrandSettingsResolvers<ContextType>;
  CatalogProduct?: CatalogProductResolvers<ContextType>;
  ClosedDate?: ClosedDateResolvers<ContextType>;
  CourseTemplate?: CourseTemplateResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DayBooking?: DayBookingResolvers<ContextType>;
  DayBucket?: DayBucketResolvers<ContextType>;
  DayGuest?: DayGuestResolvers<ContextType>;
  DaySheet?: DaySheetResolvers<ContextType>;
  FunnelRow?: FunnelRowResolvers<ContextType>;
  FunnelStepCount?: FunnelStepCountResolvers<ContextType>;
  GroupRequest?: GroupRequestResolvers<ContextType>;
  GroupRequestNote?: GroupRequestNoteResolvers<ContextType>;
  GroupRequestPage?: GroupRequestPageResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  KioskAdSettings?: KioskAdSettingsResolvers<ContextType>;
  KioskDevice?: KioskDeviceResolvers<ContextType>;
  KioskIdleSeconds?: KioskIdleSecondsResolvers<ContextType>;
  KioskPairingCode?: KioskPairingCodeResolvers<ContextType>;
  KioskSettings?: KioskSettingsResolvers<ContextType>;
  MemberBooking?: MemberBookingResolvers<ContextType>;
  MemberBookingPage?: MemberBookingPageResolvers<ContextType>;
  MemberCourseLine?: MemberCourseLineResolvers<ContextType>;
  MemberPage?: MemberPageResolvers<ContextType>;
  MemberReport?: MemberReportResolvers<ContextType>;
  MemberRewards?: MemberRewardsResolvers<ContextType>;
  MemberSummary?: MemberSummaryResolvers<ContextType>;
  MemberTierChoice?: MemberTierChoiceResolvers<ContextType>;
  MemberTierCount?: MemberTierCountResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  OnlineBookingDefaults?: OnlineBookingDefaultsResolvers<ContextType>;
  PointsRateSetting?: PointsRateSettingResolvers<ContextType>;
  PromotionUsageRow?: PromotionUsageRowResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefundQueueItem?: RefundQueueItemResolvers<ContextType>;
  RefundQueuePage?: RefundQueuePageResolvers<ContextType>;
  RevenueReport?: RevenueReportResolvers<ContextType>;
  RevenueRow?: RevenueRowResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffAccount?: StaffAccountResolvers<ContextType>;
  StaffBooking?: StaffBookingResolvers<ContextType>;
  StaffBranch?: StaffBranchResolvers<ContextType>;
  StaffGrant?: StaffGrantResolvers<ContextType>;
  StaffLegalText?: StaffLegalTextResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffPayment?: StaffPaymentResolvers<ContextType>;
  StaffProduct?: StaffProductResolvers<ContextType>;
  StaffPromotion?: StaffPromotionResolvers<ContextType>;
  StaffTotpSetup?: StaffTotpSetupResolvers<ContextType>;
  TaxInvoice?: TaxInvoiceResolvers<ContextType>;
  TaxInvoiceLine?: TaxInvoiceLineResolvers<ContextType>;
  TaxInvoiceRequest?: TaxInvoiceRequestResolvers<ContextType>;
  ThaiText?: ThaiTextResolvers<ContextType>;
  TierDiscountSetting?: TierDiscountSettingResolvers<ContextType>;
  Time?: GraphQLScalarType;
  TranslatedText?: TranslatedTextResolvers<ContextType>;
  UndeliveredMessage?: UndeliveredMessageResolvers<ContextType>;
  UtilisationCell?: UtilisationCellResolvers<ContextType>;
  WalletLedgerEntry?: WalletLedgerEntryResolvers<ContextType>;
  WalletLedgerPage?: WalletLedgerPageResolvers<ContextType>;
};

