/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuditFilter = {
  /** An action as written by the operation, e.g. check_in, cancel, request_contacted. */
  action?: string | null | undefined;
  /** One branch; login.notAuthorized for a branch out of reach. */
  branch_id?: string | number | null | undefined;
  /** From this day on, a day in Thailand (Asia/Bangkok). */
  from?: string | null | undefined;
  /** Oldest first instead of newest first. */
  oldest_first?: boolean | null | undefined;
  /** Part of the staff member's name, any case. */
  staff?: string | null | undefined;
  /** One staff account. */
  staff_id?: string | number | null | undefined;
  /** A subject's id, or a booking's number. */
  subject_id?: string | null | undefined;
  /** booking or group_request. */
  subject_type?: string | null | undefined;
  /** Up to and with this day, a day in Thailand (Asia/Bangkok). */
  to?: string | null | undefined;
};

export type BranchFilterInput = {
  /** Null for a new filter; a kept filter keeps its id. */
  id?: string | number | null | undefined;
  name: TranslatedTextInput;
  /** Lower-case product tags, e.g. massage. */
  tags: Array<string>;
};

export type BranchFiltersInput = {
  branch_id: string | number;
  filters: Array<BranchFilterInput>;
};

export type BranchPlaceInput = {
  address: TranslatedTextInput;
  branch: TranslatedTextInput;
  branch_id: string | number;
  friendly_address: TranslatedTextInput;
  /** An uploaded photo of the brand's (POST /api/admin/images); null takes the photo away, left out keeps it. */
  image_id?: string | number | null | undefined;
  name: TranslatedTextInput;
  pool: string;
  province: TranslatedTextInput;
  province_code: string;
  time_zone: string;
};

export type BranchSettingsInput = {
  branch_id: string | number;
  close_date?: string | null | undefined;
  close_time: string;
  onsen_places: number;
  open_date: string;
  open_days: Array<number>;
  open_time: string;
  spa_beds: number;
};

export type BrandSettingsInput = {
  booking_horizon_days: number;
  color_primary: string;
  color_secondary: string;
  customer_url: string;
  deposit_percent: number;
  faq_url: string;
  /** 60 to 3600; null (or left out) follows the server's. */
  hold_seconds?: number | null | undefined;
  legal_address_en: string;
  legal_address_th: string;
  legal_branch: string;
  legal_name_en: string;
  legal_name_th: string;
  legal_tax_id?: string | null | undefined;
  /** An uploaded photo of the brand's (POST /api/admin/images) that becomes the logo; null (or left out) keeps the logo. */
  logo_image_id?: string | number | null | undefined;
  name: TranslatedTextInput;
  no_show_grace_min: number;
  /** 0 to 2880; null (or left out) follows the built-in time. */
  online_advance_min?: number | null | undefined;
  /** 1 to 20; null (or left out) follows the built-in limit. */
  online_max_guests?: number | null | undefined;
  /** Up to three, each 1 to 168 and once; an empty list sends none; null (or left out) keeps them. */
  reminder_hours?: Array<number> | null | undefined;
  /** 0 to 720 hours; null: only the branch cancels; left out keeps it. */
  self_cancel_hours?: number | null | undefined;
  /** none, wallet or gateway; left out keeps it. */
  self_cancel_refund?: string | null | undefined;
  vat_registered: boolean;
};

export type BrandStaffRole =
  | 'branch_staff'
  | 'brand_admin';

export type CatalogProductType =
  | 'course_treatment'
  | 'onsen_fee'
  | 'package'
  | 'treatment';

export type CounterMethod =
  | 'card'
  | 'cash';

export type CounterPaymentInput = {
  /** What the desk collected; must be what the booking owes. */
  amount: number;
  /** Whether the terminal approved the payment (cash is always approved). */
  approved: boolean;
  /** The booking. */
  id: string | number;
  method: CounterMethod;
  /** The card terminal's slip number (required for card), or the cash receipt's. */
  reference?: string | null | undefined;
};

export type CourseTemplateInput = {
  code: string;
  /** Null makes a new template. */
  id?: string | number | null | undefined;
  items: Array<string | number>;
  name: TranslatedTextInput;
  treatments_per_set: number;
  valid_days: number;
  volume: number;
};

export type GroupRequestOrder =
  /** When the customer asked. */
  | 'asked'
  | 'contact'
  | 'guests'
  /** The party's date and time. */
  | 'party_date'
  | 'status';

export type GroupRequestStatus =
  | 'booked'
  | 'contacted'
  | 'declined'
  | 'new';

export type KioskAdInput = {
  body: TranslatedTextInput;
  first_day?: string | null | undefined;
  image?: string | null | undefined;
  /** An uploaded photo of the brand; or null with `image`, the picture an ad already shows, to keep it. */
  image_id?: string | number | null | undefined;
  last_day?: string | null | undefined;
  title: TranslatedTextInput;
};

export type KioskDeviceState =
  | 'paired'
  | 'revoked'
  /** Made, its code not entered yet (or lapsed). */
  | 'waiting';

/** The brand's own durations; null keeps the server's. */
export type KioskIdleInput = {
  /** 10 to 300. */
  confirm_sec?: number | null | undefined;
  /** 30 to 600. */
  default_sec?: number | null | undefined;
  /** 60 to 900. */
  payment_sec?: number | null | undefined;
  /** 15 to 600. */
  show_ad_after_sec?: number | null | undefined;
};

export type KioskSettingsInput = {
  /** In the order they rotate; at most 10. */
  ads: Array<KioskAdInput>;
  idle: KioskIdleInput;
};

export type MemberAdjustmentInput = {
  /** The desk's branch. */
  branch_id: string | number;
  member_id: string | number;
  /** Points given (or, below 0, taken). */
  points?: number | null | undefined;
  /** Why, in the staff's words: required. */
  reason: string;
  /** Added to (or, below 0, taken from) the wallet; at most 100,000.00 either way. */
  wallet_amount?: number | null | undefined;
};

export type MemberRewardsInput = {
  points_rates: Array<PointsRateInput>;
  tiers: Array<TierDiscountInput>;
};

export type MemberSort =
  | 'member_since'
  | 'name'
  | 'phone';

export type NewProductInput = {
  branch_ids: Array<string | number>;
  /** A package's items in order, at least two of the brand's treatments and onsen fees. */
  bundle_item_ids?: Array<string | number> | null | undefined;
  /** Upper-case letters, digits and dashes, unique in the brand (product.codeTaken). */
  code: string;
  description: TranslatedTextInput;
  duration: number;
  /** A photo the brand uploaded. */
  image_id?: string | number | null | undefined;
  is_force_select: boolean;
  is_must_after_onsen: boolean;
  is_use_oil_material: boolean;
  name: TranslatedTextInput;
  price: number;
  tags: Array<string>;
  type: NewProductType;
};

/** What admin makes; a course's items are made with their course. */
export type NewProductType =
  | 'onsen_fee'
  | 'package'
  | 'treatment';

export type PaymentLinkChannel =
  | 'email'
  | 'sms';

export type PointsRateInput = {
  points: number;
  value: number;
};

/** What may be changed of a product; its code, type and onsen fee stay as made. */
export type ProductInput = {
  branch_ids: Array<string | number>;
  /** A package's items in order, replacing those it has; absent keeps them. Only a package has items. An item's change that would break a package containing it is product.bundleInvalid. */
  bundle_item_ids?: Array<string | number> | null | undefined;
  description: TranslatedTextInput;
  duration: number;
  id: string | number;
  /** A photo the brand uploaded (image.notFound otherwise); null takes the photo away, absent keeps it. */
  image_id?: string | number | null | undefined;
  is_force_select: boolean;
  is_must_after_onsen: boolean;
  is_use_oil_material: boolean;
  name: TranslatedTextInput;
  price: number;
  tags: Array<string>;
};

export type PromotionInput = {
  amount?: number | null | undefined;
  campaign: string;
  code: string;
  days?: Array<number> | null | undefined;
  kind: PromotionKind;
  percent?: number | null | undefined;
  product_ids: Array<string | number>;
  short_description: TranslatedTextInput;
  terms: TranslatedTextInput;
  time_from?: string | null | undefined;
  time_until?: string | null | undefined;
  usage_limit?: number | null | undefined;
  usage_per_customer?: number | null | undefined;
  valid_from?: string | null | undefined;
  valid_until?: string | null | undefined;
};

export type PromotionKind =
  | 'amount'
  | 'percent';

/** Where the money of a cancelled booking goes. */
export type RefundChoice =
  /** Back through the payment gateway. */
  | 'gateway'
  /** No refund (the brand's policy, e.g. a late cancellation). */
  | 'none'
  /** Credited to the member's wallet (members only). */
  | 'wallet';

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

export type StaffAccountInput = {
  /** Required for branch staff, none for a brand admin. */
  branch_id?: string | number | null | undefined;
  email: string;
  name: string;
  /** At least 8 characters; the person changes it after signing in. */
  password: string;
  role: BrandStaffRole;
};

export type StaffBookingInput = {
  branch_id: string | number;
  contact_email?: string | null | undefined;
  contact_name: string;
  /** A Thai mobile number; a phone or an e-mail is needed. */
  contact_phone?: string | null | undefined;
  date: string;
  /** The group request this booking answers; it becomes booked with it. */
  group_request_id?: string | number | null | undefined;
  guests: Array<StaffGuestInput>;
  /** The member the booking belongs to, if any. */
  member_id?: string | number | null | undefined;
  promo_code?: string | null | undefined;
  /** The customer's request (a note for the branch). */
  request?: string | null | undefined;
  /** HH:mm or HH:mm:ss, on the 15-minute grid. */
  time: string;
};

export type StaffBookingState =
  | 'cancelled'
  | 'checked_in'
  | 'completed'
  | 'expired'
  | 'no_show'
  | 'paid'
  | 'pending';

export type StaffGuestInput = {
  name?: string | null | undefined;
  /** Onsen and spa starts, HH:mm; missing ones follow the booking time. */
  onsen_start?: string | null | undefined;
  spa_start?: string | null | undefined;
  /** Product ids in the order of the visit (the branch's force-selected items included). */
  treatments: Array<string | number>;
};

/** docs/access.md, Callers. */
export type StaffRole =
  | 'branch_staff'
  | 'brand_admin'
  | 'owner';

export type StaffRoleInput = {
  branch_id?: string | number | null | undefined;
  role: BrandStaffRole;
  staff_id: string | number;
};

export type TierDiscountInput = {
  percent: number;
  tier_id: string | number;
};

/** How the money of a counter top-up was taken. */
export type TopUpMethod =
  /** The card terminal at the counter. */
  | 'card'
  | 'cash'
  /** A bank transfer. */
  | 'transfer';

export type TranslatedTextInput = {
  en: string;
  th: string;
  zh: string;
};

export type WalletTopUpInput = {
  /** More than 0, at most 100,000.00. */
  amount: number;
  /** The desk's branch, where the money was taken. */
  branch_id: string | number;
  member_id: string | number;
  method: TopUpMethod;
  /** Why, in the staff's words. */
  reason?: string | null | undefined;
  /** The card slip's or the transfer's reference; required unless cash. */
  reference?: string | null | undefined;
};

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, items: Array<{ id: string, at: string, staff_id: string | null, staff_name: string | null, ip: string | null, action: string, subject_type: string, subject_id: string, booking_no: string | null, branch_id: string | null, branch_name: string | null, before: string | null, after: string | null }> } };

export type CatalogProductFieldsFragment = { id: string, code: string, type: CatalogProductType, duration: number, price: number, tags: Array<string>, is_force_select: boolean, is_onsen_fee: boolean, is_use_oil_material: boolean, is_must_after_onsen: boolean, branch_ids: Array<string>, bundle_item_ids: Array<string>, name: { en: string, th: string, zh: string }, description: { en: string, th: string, zh: string }, image: { id: string, width: number, height: number, src: string } | null };

export type CatalogProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogProductsQuery = { catalogProducts: Array<{ id: string, code: string, type: CatalogProductType, duration: number, price: number, tags: Array<string>, is_force_select: boolean, is_onsen_fee: boolean, is_use_oil_material: boolean, is_must_after_onsen: boolean, branch_ids: Array<string>, bundle_item_ids: Array<string>, name: { en: string, th: string, zh: string }, description: { en: string, th: string, zh: string }, image: { id: string, width: number, height: number, src: string } | null }> };

export type UpdateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, code: string, type: CatalogProductType, duration: number, price: number, tags: Array<string>, is_force_select: boolean, is_onsen_fee: boolean, is_use_oil_material: boolean, is_must_after_onsen: boolean, branch_ids: Array<string>, bundle_item_ids: Array<string>, name: { en: string, th: string, zh: string }, description: { en: string, th: string, zh: string }, image: { id: string, width: number, height: number, src: string } | null } };

export type BranchClosedDatesQueryVariables = Exact<{
  branch_id: string | number;
}>;


export type BranchClosedDatesQuery = { branchClosedDates: Array<{ branch_id: string, date: string, note: string, bookings: number }> };

export type AddBranchClosedDateMutationVariables = Exact<{
  branch_id: string | number;
  date: string;
  note?: string | null | undefined;
}>;


export type AddBranchClosedDateMutation = { addBranchClosedDate: { branch_id: string, date: string, note: string, bookings: number } };

export type RemoveBranchClosedDateMutationVariables = Exact<{
  branch_id: string | number;
  date: string;
}>;


export type RemoveBranchClosedDateMutation = { removeBranchClosedDate: { branch_id: string, date: string } };

export type CreateProductMutationVariables = Exact<{
  input: NewProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, code: string, type: CatalogProductType, duration: number, price: number, tags: Array<string>, is_force_select: boolean, is_onsen_fee: boolean, is_use_oil_material: boolean, is_must_after_onsen: boolean, branch_ids: Array<string>, bundle_item_ids: Array<string>, name: { en: string, th: string, zh: string }, description: { en: string, th: string, zh: string }, image: { id: string, width: number, height: number, src: string } | null } };

export type CourseTemplateFieldsFragment = { id: string, code: string, volume: number, treatments_per_set: number, valid_days: number, items: Array<string>, owned: number, name: { en: string, th: string, zh: string } };

export type CourseTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseTemplatesQuery = { courseTemplates: Array<{ id: string, code: string, volume: number, treatments_per_set: number, valid_days: number, items: Array<string>, owned: number, name: { en: string, th: string, zh: string } }> };

export type SaveCourseTemplateMutationVariables = Exact<{
  input: CourseTemplateInput;
}>;


export type SaveCourseTemplateMutation = { saveCourseTemplate: { id: string, code: string, volume: number, treatments_per_set: number, valid_days: number, items: Array<string>, owned: number, name: { en: string, th: string, zh: string } } };

export type StaffBookingFieldsFragment = { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> };

export type DaySheetQueryVariables = Exact<{
  branch_id: string | number;
  date: string;
}>;


export type DaySheetQuery = { daySheet: { date: string, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, bookings: Array<{ id: string, booking_no: string | null, state: StaffBookingState, channel: string, time: string, end_time: string, guest_count: number, contact_name: string | null, paid: number, owed: number, guests: Array<{ no: number, name: string | null, treatments: Array<string> }> }>, buckets: Array<{ time: string, spa_used: number, spa_capacity: number, onsen_used: number, onsen_capacity: number }> } };

export type StaffBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffBookingQuery = { staffBooking: { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> } };

export type CheckInBookingMutationVariables = Exact<{
  id?: string | number | null | undefined;
  qr?: string | null | undefined;
}>;


export type CheckInBookingMutation = { checkInBooking: { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> } };

export type CompleteBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type CompleteBookingMutation = { completeBooking: { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> } };

export type MarkNoShowMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNoShowMutation = { markNoShow: { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> } };

export type CancelBookingMutationVariables = Exact<{
  id: string | number;
  refund: RefundChoice;
  reason?: string | null | undefined;
}>;


export type CancelBookingMutation = { cancelBooking: { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> } };

export type TaxDocumentFieldsFragment = { number: string, issued_on: string, booking_no: string, seller_tax_id: string, seller_branch: string, buyer_name: string, buyer_address: string, buyer_tax_id: string, buyer_phone: string | null, sub_total: number, discount: number, amount_before_vat: number, vat: number, total: number, cancels: string | null, seller_name: { th: string, en: string | null }, seller_address: { th: string, en: string | null }, lines: Array<{ guest_no: number, amount: number, name: { th: string, en: string | null } }> };

export type StaffTaxInvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffTaxInvoiceQuery = { staffBooking: { id: string, issued_tax_invoice: { number: string, issued_on: string, booking_no: string, seller_tax_id: string, seller_branch: string, buyer_name: string, buyer_address: string, buyer_tax_id: string, buyer_phone: string | null, sub_total: number, discount: number, amount_before_vat: number, vat: number, total: number, cancels: string | null, seller_name: { th: string, en: string | null }, seller_address: { th: string, en: string | null }, lines: Array<{ guest_no: number, amount: number, name: { th: string, en: string | null } }> } | null, issued_credit_note: { number: string, issued_on: string, booking_no: string, seller_tax_id: string, seller_branch: string, buyer_name: string, buyer_address: string, buyer_tax_id: string, buyer_phone: string | null, sub_total: number, discount: number, amount_before_vat: number, vat: number, total: number, cancels: string | null, seller_name: { th: string, en: string | null }, seller_address: { th: string, en: string | null }, lines: Array<{ guest_no: number, amount: number, name: { th: string, en: string | null } }> } | null } };

export type BranchProductsQueryVariables = Exact<{
  branch_id: string | number;
}>;


export type BranchProductsQuery = { branchProducts: Array<{ id: string, name: string, type: string, duration: number, price: number, force_select: boolean }> };

export type GroupRequestForBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupRequestForBookingQuery = { groupRequest: { id: string, date: string, time: string | null, guest_count: number, contact_name: string, contact_phone: string, contact_email: string, status: GroupRequestStatus, branch: { id: string } } };

export type CreateStaffBookingMutationVariables = Exact<{
  input: StaffBookingInput;
}>;


export type CreateStaffBookingMutation = { createStaffBooking: { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> } };

export type RecordCounterPaymentMutationVariables = Exact<{
  input: CounterPaymentInput;
}>;


export type RecordCounterPaymentMutation = { recordCounterPayment: { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> } };

export type SendPaymentLinkMutationVariables = Exact<{
  id: string | number;
  via: PaymentLinkChannel;
}>;


export type SendPaymentLinkMutation = { sendPaymentLink: { id: string, booking_no: string | null, state: StaffBookingState, channel: string, date: string, time: string, guest_count: number, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, request: string | null, paid: number, owed: number, actions: Array<string>, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, tax_invoice: { tax_id: string, name: string, address: string, phone: string | null } | null, issued_tax_invoice: { number: string } | null, payments: Array<{ id: string, status: string, method: string | null, amount: number, reason: string | null, created_at: string }>, history: Array<{ at: string, action: string, by: string, detail: string | null }> } };

export type KioskDeviceFieldsFragment = { id: string, name: string, branch_id: string, state: KioskDeviceState, created_at: string, paired_at: string | null, last_seen_at: string | null };

export type KioskDevicesQueryVariables = Exact<{
  branch_id: string | number;
}>;


export type KioskDevicesQuery = { kioskDevices: Array<{ id: string, name: string, branch_id: string, state: KioskDeviceState, created_at: string, paired_at: string | null, last_seen_at: string | null }> };

export type CreateKioskPairingCodeMutationVariables = Exact<{
  branch_id: string | number;
  name: string;
}>;


export type CreateKioskPairingCodeMutation = { createKioskPairingCode: { code: string, expires_at: string, device: { id: string, name: string, branch_id: string, state: KioskDeviceState, created_at: string, paired_at: string | null, last_seen_at: string | null } } };

export type RevokeKioskDeviceMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeKioskDeviceMutation = { revokeKioskDevice: { id: string, name: string, branch_id: string, state: KioskDeviceState, created_at: string, paired_at: string | null, last_seen_at: string | null } };

export type LegalTextsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalTextsQuery = { legalTexts: Array<{ rule: string, version: string, published_at: string, body: { en: string, th: string, zh: string } }> };

export type PublishLegalTextMutationVariables = Exact<{
  rule: string;
  body: TranslatedTextInput;
}>;


export type PublishLegalTextMutation = { publishLegalText: { rule: string, version: string, published_at: string, body: { en: string, th: string, zh: string } } };

export type StaffMemberFieldsFragment = { id: string, tier_id: string, sign_in_locked_until: string | null, prefix: string, first_name: string, last_name: string, phone: string, email: string, tier: string, member_since: string, wallet_balance: number, wallet_activated: boolean, points: number, points_expire_at: string | null, ledger: { total: number, page: number, page_size: number, entries: Array<{ id: string, at: string, amount: number, reason: string, method: TopUpMethod | null, reference: string | null, note: string | null, booking_id: string | null, booking_no: string | null, staff_name: string | null, branch_name: string | null }> }, upcoming: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }>, past: { total: number, page: number, page_size: number, bookings: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }> }, courses: Array<{ id: string, name: string, volume_left: number, volume_total: number, expires_on: string }> };

export type FindMembersQueryVariables = Exact<{
  query: string;
  branch_id: string | number;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: MemberSort | null | undefined;
  descending?: boolean | null | undefined;
}>;


export type FindMembersQuery = { findMembers: { total: number, page: number, page_size: number, members: Array<{ id: string, first_name: string, last_name: string, phone: string, email: string, tier: string, member_since: string }> } };

export type StaffMemberQueryVariables = Exact<{
  id: string | number;
  branch_id: string | number;
  ledger_page?: number | null | undefined;
  past_page?: number | null | undefined;
}>;


export type StaffMemberQuery = { staffMember: { id: string, tier_id: string, sign_in_locked_until: string | null, prefix: string, first_name: string, last_name: string, phone: string, email: string, tier: string, member_since: string, wallet_balance: number, wallet_activated: boolean, points: number, points_expire_at: string | null, ledger: { total: number, page: number, page_size: number, entries: Array<{ id: string, at: string, amount: number, reason: string, method: TopUpMethod | null, reference: string | null, note: string | null, booking_id: string | null, booking_no: string | null, staff_name: string | null, branch_name: string | null }> }, upcoming: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }>, past: { total: number, page: number, page_size: number, bookings: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }> }, courses: Array<{ id: string, name: string, volume_left: number, volume_total: number, expires_on: string }> } };

export type TopUpWalletMutationVariables = Exact<{
  input: WalletTopUpInput;
}>;


export type TopUpWalletMutation = { topUpWallet: { id: string, tier_id: string, sign_in_locked_until: string | null, prefix: string, first_name: string, last_name: string, phone: string, email: string, tier: string, member_since: string, wallet_balance: number, wallet_activated: boolean, points: number, points_expire_at: string | null, ledger: { total: number, page: number, page_size: number, entries: Array<{ id: string, at: string, amount: number, reason: string, method: TopUpMethod | null, reference: string | null, note: string | null, booking_id: string | null, booking_no: string | null, staff_name: string | null, branch_name: string | null }> }, upcoming: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }>, past: { total: number, page: number, page_size: number, bookings: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }> }, courses: Array<{ id: string, name: string, volume_left: number, volume_total: number, expires_on: string }> } };

export type AdjustMemberFundsMutationVariables = Exact<{
  input: MemberAdjustmentInput;
}>;


export type AdjustMemberFundsMutation = { adjustMemberFunds: { id: string, tier_id: string, sign_in_locked_until: string | null, prefix: string, first_name: string, last_name: string, phone: string, email: string, tier: string, member_since: string, wallet_balance: number, wallet_activated: boolean, points: number, points_expire_at: string | null, ledger: { total: number, page: number, page_size: number, entries: Array<{ id: string, at: string, amount: number, reason: string, method: TopUpMethod | null, reference: string | null, note: string | null, booking_id: string | null, booking_no: string | null, staff_name: string | null, branch_name: string | null }> }, upcoming: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }>, past: { total: number, page: number, page_size: number, bookings: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }> }, courses: Array<{ id: string, name: string, volume_left: number, volume_total: number, expires_on: string }> } };

export type MemberDataExportQueryVariables = Exact<{
  id: string | number;
  branch_id: string | number;
}>;


export type MemberDataExportQuery = { memberDataExport: string };

export type EraseMemberMutationVariables = Exact<{
  id: string | number;
  branch_id: string | number;
  reason: string;
}>;


export type EraseMemberMutation = { eraseMember: boolean };

export type MemberTiersQueryVariables = Exact<{
  branch_id: string | number;
}>;


export type MemberTiersQuery = { memberTiers: Array<{ id: string, name: string }> };

export type SetMemberTierMutationVariables = Exact<{
  id: string | number;
  branch_id: string | number;
  tier_id: string | number;
  reason: string;
}>;


export type SetMemberTierMutation = { setMemberTier: { id: string, tier_id: string, sign_in_locked_until: string | null, prefix: string, first_name: string, last_name: string, phone: string, email: string, tier: string, member_since: string, wallet_balance: number, wallet_activated: boolean, points: number, points_expire_at: string | null, ledger: { total: number, page: number, page_size: number, entries: Array<{ id: string, at: string, amount: number, reason: string, method: TopUpMethod | null, reference: string | null, note: string | null, booking_id: string | null, booking_no: string | null, staff_name: string | null, branch_name: string | null }> }, upcoming: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }>, past: { total: number, page: number, page_size: number, bookings: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }> }, courses: Array<{ id: string, name: string, volume_left: number, volume_total: number, expires_on: string }> } };

export type UnlockMemberMutationVariables = Exact<{
  id: string | number;
  branch_id: string | number;
}>;


export type UnlockMemberMutation = { unlockMember: { id: string, tier_id: string, sign_in_locked_until: string | null, prefix: string, first_name: string, last_name: string, phone: string, email: string, tier: string, member_since: string, wallet_balance: number, wallet_activated: boolean, points: number, points_expire_at: string | null, ledger: { total: number, page: number, page_size: number, entries: Array<{ id: string, at: string, amount: number, reason: string, method: TopUpMethod | null, reference: string | null, note: string | null, booking_id: string | null, booking_no: string | null, staff_name: string | null, branch_name: string | null }> }, upcoming: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }>, past: { total: number, page: number, page_size: number, bookings: Array<{ id: string, booking_no: string | null, state: StaffBookingState, branch_name: string, date: string, time: string, guest_count: number }> }, courses: Array<{ id: string, name: string, volume_left: number, volume_total: number, expires_on: string }> } };

export type UndeliveredMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type UndeliveredMessagesQuery = { undeliveredMessages: Array<{ id: string, channel: string, kind: string | null, recipient: string, subject: string, state: string, attempts: number, last_error: string | null, created_at: string, booking_id: string | null, booking_no: string | null }> };

export type ResendMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendMessageMutation = { resendMessage: { id: string, state: string } };

export type StaffPromotionFieldsFragment = { code: string, campaign: string, kind: PromotionKind, percent: number | null, amount: number | null, valid_from: string | null, valid_until: string | null, days: Array<number> | null, time_from: string | null, time_until: string | null, usage_limit: number | null, usage_per_customer: number | null, product_ids: Array<string>, uses: number, short_description: { en: string, th: string, zh: string }, terms: { en: string, th: string, zh: string } };

export type PromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotionsQuery = { promotions: Array<{ code: string, campaign: string, kind: PromotionKind, percent: number | null, amount: number | null, valid_from: string | null, valid_until: string | null, days: Array<number> | null, time_from: string | null, time_until: string | null, usage_limit: number | null, usage_per_customer: number | null, product_ids: Array<string>, uses: number, short_description: { en: string, th: string, zh: string }, terms: { en: string, th: string, zh: string } }> };

export type SavePromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type SavePromotionMutation = { savePromotion: { code: string, campaign: string, kind: PromotionKind, percent: number | null, amount: number | null, valid_from: string | null, valid_until: string | null, days: Array<number> | null, time_from: string | null, time_until: string | null, usage_limit: number | null, usage_per_customer: number | null, product_ids: Array<string>, uses: number, short_description: { en: string, th: string, zh: string }, terms: { en: string, th: string, zh: string } } };

export type RefundQueueItemFieldsFragment = { payment_id: string, booking_id: string, booking_no: string | null, booking_state: StaffBookingState, date: string, time: string, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, method: string, gateway_amount: number, wallet_amount: number, points_value: number, reason: string, received_at: string, actions: Array<RefundResolution>, resolution: RefundResolution | null, resolved_at: string | null, branch: { id: string, name: string, time_zone: string } };

export type RefundQueueQueryVariables = Exact<{
  branch_id?: string | number | null | undefined;
  sort?: RefundQueueSort | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;


export type RefundQueueQuery = { refundQueue: { total: number, items: Array<{ payment_id: string, booking_id: string, booking_no: string | null, booking_state: StaffBookingState, date: string, time: string, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, method: string, gateway_amount: number, wallet_amount: number, points_value: number, reason: string, received_at: string, actions: Array<RefundResolution>, resolution: RefundResolution | null, resolved_at: string | null, branch: { id: string, name: string, time_zone: string } }> } };

export type ResolveRefundMutationVariables = Exact<{
  payment_id: string | number;
  via: RefundResolution;
}>;


export type ResolveRefundMutation = { resolveRefund: { payment_id: string, booking_id: string, booking_no: string | null, booking_state: StaffBookingState, date: string, time: string, contact_name: string | null, contact_phone: string | null, contact_email: string | null, member_id: string | null, method: string, gateway_amount: number, wallet_amount: number, points_value: number, reason: string, received_at: string, actions: Array<RefundResolution>, resolution: RefundResolution | null, resolved_at: string | null, branch: { id: string, name: string, time_zone: string } } };

export type RevenueReportQueryVariables = Exact<{
  from: string;
  to: string;
  branch_id?: string | number | null | undefined;
}>;


export type RevenueReportQuery = { revenueReport: { paid: number, wallet: number, refunded: number, owed: number, rows: Array<{ date: string, branch_id: string, branch_name: string, channel: string, method: string, paid: number, wallet: number, refunded: number, bookings: number }> } };

export type BookingsReportQueryVariables = Exact<{
  from: string;
  to: string;
  branch_id?: string | number | null | undefined;
}>;


export type BookingsReportQuery = { bookingsReport: Array<{ date: string, branch_id: string, branch_name: string, channel: string, paid: number, guests: number, visited: number, no_shows: number, cancelled: number, lapsed: number }> };

export type UtilisationReportQueryVariables = Exact<{
  from: string;
  to: string;
  branch_id?: string | number | null | undefined;
}>;


export type UtilisationReportQuery = { utilisationReport: Array<{ resource: string, weekday: number, hour: number, held: number, offered: number }> };

export type PromotionReportQueryVariables = Exact<{
  from: string;
  to: string;
  branch_id?: string | number | null | undefined;
}>;


export type PromotionReportQuery = { promotionReport: Array<{ code: string, campaign: string | null, bookings: number, discount: number, grand_total: number }> };

export type MemberReportQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type MemberReportQuery = { memberReport: { wallet_balance: number, wallet_top_ups: number, wallet_spent: number, wallet_refunds: number, wallet_adjustments: number, points_balance: number, points_earned: number, points_redeemed: number, points_expired: number, points_adjusted: number, tiers: Array<{ tier_id: string, tier_name: string, members: number, joined: number }> } };

export type FunnelReportQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type FunnelReportQuery = { funnelReport: Array<{ channel: string, abandoned: number, steps: Array<{ step: string, visits: number }> }> };

export type GroupRequestFieldsFragment = { id: string, date: string, time: string | null, guest_count: number, contact_name: string, contact_phone: string, contact_email: string, message: string | null, locale: string, status: GroupRequestStatus, booking_id: string | null, booking_no: string | null, created_at: string, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, notes: Array<{ at: string, by: string, text: string }> };

export type GroupRequestsQueryVariables = Exact<{
  status?: GroupRequestStatus | null | undefined;
  branch_id?: string | number | null | undefined;
  order?: GroupRequestOrder | null | undefined;
  descending?: boolean | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;


export type GroupRequestsQuery = { groupRequests: { total: number, items: Array<{ id: string, date: string, time: string | null, guest_count: number, contact_name: string, contact_phone: string, contact_email: string, status: GroupRequestStatus, created_at: string, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number } }> } };

export type GroupRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupRequestQuery = { groupRequest: { id: string, date: string, time: string | null, guest_count: number, contact_name: string, contact_phone: string, contact_email: string, message: string | null, locale: string, status: GroupRequestStatus, booking_id: string | null, booking_no: string | null, created_at: string, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, notes: Array<{ at: string, by: string, text: string }> } };

export type UpdateGroupRequestMutationVariables = Exact<{
  id: string | number;
  status: GroupRequestStatus;
  note?: string | null | undefined;
}>;


export type UpdateGroupRequestMutation = { updateGroupRequest: { id: string, date: string, time: string | null, guest_count: number, contact_name: string, contact_phone: string, contact_email: string, message: string | null, locale: string, status: GroupRequestStatus, booking_id: string | null, booking_no: string | null, created_at: string, branch: { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }, notes: Array<{ at: string, by: string, text: string }> } };

export type BrandSettingsFieldsFragment = { faq_url: string, customer_url: string | null, color_primary: string, color_secondary: string, deposit_percent: number, booking_horizon_days: number, no_show_grace_min: number, hold_seconds: number | null, server_hold_seconds: number, online_max_guests: number | null, online_advance_min: number | null, reminder_hours: Array<number>, self_cancel_hours: number | null, self_cancel_refund: string, logo: string, vat_registered: boolean, legal_name_th: string | null, legal_name_en: string | null, legal_address_th: string | null, legal_address_en: string | null, legal_tax_id: string | null, legal_branch: string, name: { en: string, th: string, zh: string }, online_defaults: { max_guests: number, advance_min: number } };

export type BranchSettingsFieldsFragment = { branch_id: string, open_time: string, close_time: string, open_days: Array<number>, open_date: string, close_date: string | null, spa_beds: number, onsen_places: number };

export type BrandSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandSettingsQuery = { brandSettings: { faq_url: string, customer_url: string | null, color_primary: string, color_secondary: string, deposit_percent: number, booking_horizon_days: number, no_show_grace_min: number, hold_seconds: number | null, server_hold_seconds: number, online_max_guests: number | null, online_advance_min: number | null, reminder_hours: Array<number>, self_cancel_hours: number | null, self_cancel_refund: string, logo: string, vat_registered: boolean, legal_name_th: string | null, legal_name_en: string | null, legal_address_th: string | null, legal_address_en: string | null, legal_tax_id: string | null, legal_branch: string, name: { en: string, th: string, zh: string }, online_defaults: { max_guests: number, advance_min: number } } };

export type UpdateBrandSettingsMutationVariables = Exact<{
  input: BrandSettingsInput;
}>;


export type UpdateBrandSettingsMutation = { updateBrandSettings: { faq_url: string, customer_url: string | null, color_primary: string, color_secondary: string, deposit_percent: number, booking_horizon_days: number, no_show_grace_min: number, hold_seconds: number | null, server_hold_seconds: number, online_max_guests: number | null, online_advance_min: number | null, reminder_hours: Array<number>, self_cancel_hours: number | null, self_cancel_refund: string, logo: string, vat_registered: boolean, legal_name_th: string | null, legal_name_en: string | null, legal_address_th: string | null, legal_address_en: string | null, legal_tax_id: string | null, legal_branch: string, name: { en: string, th: string, zh: string }, online_defaults: { max_guests: number, advance_min: number } } };

export type BranchSettingsQueryVariables = Exact<{
  branch_id: string | number;
}>;


export type BranchSettingsQuery = { branchSettings: { branch_id: string, open_time: string, close_time: string, open_days: Array<number>, open_date: string, close_date: string | null, spa_beds: number, onsen_places: number } };

export type UpdateBranchSettingsMutationVariables = Exact<{
  input: BranchSettingsInput;
}>;


export type UpdateBranchSettingsMutation = { updateBranchSettings: { branch_id: string, open_time: string, close_time: string, open_days: Array<number>, open_date: string, close_date: string | null, spa_beds: number, onsen_places: number } };

export type KioskSettingsFieldsFragment = { idle: { default_sec: number | null, payment_sec: number | null, confirm_sec: number | null, show_ad_after_sec: number | null }, server_idle: { default_sec: number | null, payment_sec: number | null, confirm_sec: number | null, show_ad_after_sec: number | null }, ads: Array<{ image_id: string | null, image: string, first_day: string | null, last_day: string | null, title: { en: string, th: string, zh: string }, body: { en: string, th: string, zh: string } }> };

export type KioskSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskSettingsQuery = { kioskSettings: { idle: { default_sec: number | null, payment_sec: number | null, confirm_sec: number | null, show_ad_after_sec: number | null }, server_idle: { default_sec: number | null, payment_sec: number | null, confirm_sec: number | null, show_ad_after_sec: number | null }, ads: Array<{ image_id: string | null, image: string, first_day: string | null, last_day: string | null, title: { en: string, th: string, zh: string }, body: { en: string, th: string, zh: string } }> } };

export type UpdateKioskSettingsMutationVariables = Exact<{
  input: KioskSettingsInput;
}>;


export type UpdateKioskSettingsMutation = { updateKioskSettings: { idle: { default_sec: number | null, payment_sec: number | null, confirm_sec: number | null, show_ad_after_sec: number | null }, server_idle: { default_sec: number | null, payment_sec: number | null, confirm_sec: number | null, show_ad_after_sec: number | null }, ads: Array<{ image_id: string | null, image: string, first_day: string | null, last_day: string | null, title: { en: string, th: string, zh: string }, body: { en: string, th: string, zh: string } }> } };

export type BrandHostsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandHostsQuery = { brandHosts: Array<{ id: string, host: string, in_use: boolean }> };

export type AddBrandHostMutationVariables = Exact<{
  host: string;
}>;


export type AddBrandHostMutation = { addBrandHost: Array<{ id: string, host: string, in_use: boolean }> };

export type RemoveBrandHostMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveBrandHostMutation = { removeBrandHost: Array<{ id: string, host: string, in_use: boolean }> };

export type MemberRewardsFieldsFragment = { tiers: Array<{ tier_id: string, name: string, percent: number }>, points_rates: Array<{ points: number, value: number }> };

export type MemberRewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberRewardsQuery = { memberRewards: { tiers: Array<{ tier_id: string, name: string, percent: number }>, points_rates: Array<{ points: number, value: number }> } };

export type UpdateMemberRewardsMutationVariables = Exact<{
  input: MemberRewardsInput;
}>;


export type UpdateMemberRewardsMutation = { updateMemberRewards: { tiers: Array<{ tier_id: string, name: string, percent: number }>, points_rates: Array<{ points: number, value: number }> } };

export type BranchPlaceFieldsFragment = { branch_id: string, province_code: string, pool: string, time_zone: string, name: { en: string, th: string, zh: string }, branch: { en: string, th: string, zh: string }, address: { en: string, th: string, zh: string }, friendly_address: { en: string, th: string, zh: string }, province: { en: string, th: string, zh: string }, image: { id: string, src: string } | null };

export type BranchPlaceQueryVariables = Exact<{
  branch_id: string | number;
}>;


export type BranchPlaceQuery = { branchPlace: { branch_id: string, province_code: string, pool: string, time_zone: string, name: { en: string, th: string, zh: string }, branch: { en: string, th: string, zh: string }, address: { en: string, th: string, zh: string }, friendly_address: { en: string, th: string, zh: string }, province: { en: string, th: string, zh: string }, image: { id: string, src: string } | null } };

export type UpdateBranchPlaceMutationVariables = Exact<{
  input: BranchPlaceInput;
}>;


export type UpdateBranchPlaceMutation = { updateBranchPlace: { branch_id: string, province_code: string, pool: string, time_zone: string, name: { en: string, th: string, zh: string }, branch: { en: string, th: string, zh: string }, address: { en: string, th: string, zh: string }, friendly_address: { en: string, th: string, zh: string }, province: { en: string, th: string, zh: string }, image: { id: string, src: string } | null } };

export type BranchFilterFieldsFragment = { id: string, tags: Array<string>, name: { en: string, th: string, zh: string } };

export type BranchFiltersQueryVariables = Exact<{
  branch_id: string | number;
}>;


export type BranchFiltersQuery = { branchFilters: Array<{ id: string, tags: Array<string>, name: { en: string, th: string, zh: string } }> };

export type UpdateBranchFiltersMutationVariables = Exact<{
  input: BranchFiltersInput;
}>;


export type UpdateBranchFiltersMutation = { updateBranchFilters: Array<{ id: string, tags: Array<string>, name: { en: string, th: string, zh: string } }> };

export type StaffAccountFieldsFragment = { id: string, name: string, email: string, active: boolean, totp_enabled: boolean, role: StaffRole, branch_id: string | null };

export type StaffAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffAccountsQuery = { staffAccounts: Array<{ id: string, name: string, email: string, active: boolean, totp_enabled: boolean, role: StaffRole, branch_id: string | null }> };

export type CreateStaffAccountMutationVariables = Exact<{
  input: StaffAccountInput;
}>;


export type CreateStaffAccountMutation = { createStaffAccount: { id: string, name: string, email: string, active: boolean, totp_enabled: boolean, role: StaffRole, branch_id: string | null } };

export type SetStaffRoleMutationVariables = Exact<{
  input: StaffRoleInput;
}>;


export type SetStaffRoleMutation = { setStaffRole: { id: string, name: string, email: string, active: boolean, totp_enabled: boolean, role: StaffRole, branch_id: string | null } };

export type ResetStaffTotpMutationVariables = Exact<{
  staff_id: string | number;
}>;


export type ResetStaffTotpMutation = { resetStaffTotp: { id: string, name: string, email: string, active: boolean, totp_enabled: boolean, role: StaffRole, branch_id: string | null } };

export type SetStaffActiveMutationVariables = Exact<{
  staff_id: string | number;
  active: boolean;
}>;


export type SetStaffActiveMutation = { setStaffActive: { id: string, name: string, email: string, active: boolean, totp_enabled: boolean, role: StaffRole, branch_id: string | null } };

export type StaffBranchFieldsFragment = { id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { id: string, name: string, email: string, totp_enabled: boolean, grants: Array<{ role: StaffRole, brand_ids: Array<string>, branch_ids: Array<string> }> } | null };

export type StaffBranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffBranchesQuery = { staffBranches: Array<{ id: string, name: string, brand_id: string, brand_name: string, time_zone: string, open_time: string, close_time: string, spa_capacity: number, onsen_capacity: number }> };

export type StaffTotpBeginMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffTotpBeginMutation = { staffTotpBegin: { otpauth_url: string, qr_data_url: string } };

export type StaffTotpConfirmMutationVariables = Exact<{
  code: string;
}>;


export type StaffTotpConfirmMutation = { staffTotpConfirm: Array<string> };
