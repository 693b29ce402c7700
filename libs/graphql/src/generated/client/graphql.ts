/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcceptLegalInput = {
  /** The booking the rule was accepted with, when there is one; only its holder may name it (booking_token). */
  booking_id?: string | number | null | undefined;
  /** The booking's secret token from prebook (or the session of the member who owns it). */
  booking_token?: string | null | undefined;
  contact_email?: string | null | undefined;
  contact_phone?: string | null | undefined;
  /** terms, privacy or cookies. */
  rule: string;
  /** The version of the rule's text the visitor saw, at most 20 characters. */
  version: string;
};

export type AvailabilityInput = {
  /**
   * A paid booking its customer moves (docs/product-rules.md, Changes by the customer), with its token (or asked by
   * its owning member): its own guests, treatments and start times are counted, its own places count as free,
   * and guest_count, treatments and time are taken from it. booking.notFound for another branch's or a stranger's.
   */
  booking_id?: string | number | null | undefined;
  branch_id: string | number;
  /** 'YYYY-MM-DD', branch local time. */
  date: string;
  guest_count: number;
  /** 'HH:mm[:ss]': the booking time the guests' start times were chosen for; they move with each time asked. */
  time?: string | null | undefined;
  token?: string | null | undefined;
  /** The guests as JSON, as in PrebookInput; when given, their treatments and start times are counted. */
  treatments?: string | null | undefined;
};

export type AvailabilityMonthInput = {
  branch_id: string | number;
  guest_count: number;
  /** 'YYYY-MM'. */
  month: string;
};

export type DirectRequestInput = {
  /** A branch of the request's brand. */
  branch_id: string | number;
  contact_email: string;
  contact_name: string;
  /** A Thai mobile number, e.g. 081-234-5678 or +66 81 234 5678. */
  contact_phone: string;
  /** 'YYYY-MM-DD', branch local time; today or later. */
  date: string;
  /** 7 to 200 guests; up to 6 book online. */
  guest_count: number;
  /** Anything the staff should know, at most 2000 characters. */
  message?: string | null | undefined;
  /** 'HH:mm', branch local time, when the customer has one in mind. */
  time?: string | null | undefined;
};

export type KPaymentOrderInput = {
  branch_id?: string | number | null | undefined;
  brand_id?: string | number | null | undefined;
  contact_email?: string | null | undefined;
  contact_name?: string | null | undefined;
  contact_phone?: string | null | undefined;
  currency?: string | null | undefined;
  date_time?: string | null | undefined;
  deposit?: number | null | undefined;
  discount: number;
  domain_id?: string | number | null | undefined;
  grand_total: number;
  guest_count?: number | null | undefined;
  /** The booking id from prebook. */
  id: string | number;
  no?: string | null | undefined;
  /** card, qr (PromptPay), alipay, wechat or unionpay. */
  payment_method: string;
  /** What use_points are worth by the server's rate; must match it. */
  points_value?: number | null | undefined;
  promo_code?: string | null | undefined;
  remain?: number | null | undefined;
  request?: string | null | undefined;
  sub_total: number;
  tax_address?: string | null | undefined;
  /** Tax invoice details, sent only when the customer asks for a tax invoice. */
  tax_id?: string | null | undefined;
  tax_name?: string | null | undefined;
  tax_phone?: string | null | undefined;
  tier_discount: number;
  /** The booking's secret token from prebook. Without it, only the member who owns the booking may pay it: an id alone opens nothing. */
  token?: string | null | undefined;
  treatments?: string | null | undefined;
  /** Points to pay with (logged-in member only): exactly one of the member's conversion rates. */
  use_points?: number | null | undefined;
  /** Wallet money to pay with (logged-in member only): more than 0, at most the balance and the amount to pay. */
  use_wallet?: number | null | undefined;
};

export type OrderSummaryInput = {
  branch_id?: string | number | null | undefined;
  brand_id?: string | number | null | undefined;
  /** 'YYYY-MM-DD HH:mm:ss', branch local time. */
  datetime?: string | null | undefined;
  promo_code?: string | null | undefined;
  /** The guests as JSON, as in PrebookInput. */
  treatments: string;
  /** Points to pay with (logged-in member only): exactly one of the member's conversion rates. */
  use_points?: number | null | undefined;
  /** Wallet money to pay with (logged-in member only): more than 0, at most the balance and the amount to pay. */
  use_wallet?: number | null | undefined;
};

export type PrebookInput = {
  branch_id?: string | number | null | undefined;
  brand_id?: string | number | null | undefined;
  /** isbs (web, the default), kiosk, staff or ext. */
  channel?: string | null | undefined;
  contact_email?: string | null | undefined;
  contact_name?: string | null | undefined;
  contact_phone?: string | null | undefined;
  /** 'YYYY-MM-DD HH:mm:ss', branch local time. */
  date_time: string;
  domain_id?: string | number | null | undefined;
  guest_count: number;
  /** A pending booking to move; omit to create one. */
  id?: string | number | null | undefined;
  payment_method?: string | null | undefined;
  promo_code?: string | null | undefined;
  request?: string | null | undefined;
  /** The booking's secret, given by the first prebook. */
  token?: string | null | undefined;
  /** The guests as JSON: [{ no, name, start: { onsen, spa }, treatments: [ids] }] or keyed by guest number. */
  treatments: string;
};

export type ProductType =
  | 'course_treatment'
  | 'onsen_fee'
  | 'package'
  | 'treatment';

export type RegisterInput = {
  /** 'YYYY-MM-DD' in the common era, in the past. */
  birthdate: string;
  code: string;
  email: string;
  first_name: string;
  /** Opt-in to marketing messages (PDPA: separate from the terms). */
  is_subscribe?: boolean | null | undefined;
  last_name: string;
  /** At least 8 characters. */
  password: string;
  password_confirmation: string;
  /** A Thai mobile number; the code was sent to it. */
  phone: string;
  /** Mr., Mrs., Miss or Other. */
  prefix: string;
  /** The reference and the 6-digit code of the SMS. */
  ref_code: string;
};

export type ResetPasswordInput = {
  code: string;
  password: string;
  password_confirmation: string;
  ref_code: string;
  /** The member's Thai mobile number, where the code was sent. */
  username: string;
};

export type VoucherInput = {
  branch_id?: string | number | null | undefined;
  brand_id?: string | number | null | undefined;
  /** E-mail or phone of the customer, for per-customer limits. */
  customer?: string | null | undefined;
  /** 'YYYY-MM-DD HH:mm:ss', branch local time. */
  datetime: string;
  /** The guests as JSON, as in PrebookInput. */
  guests: string;
};

export type WaitlistInput = {
  branch_id: string | number;
  /** An e-mail address or a phone number is needed for the offer to reach the customer. */
  contact_email?: string | null | undefined;
  contact_name?: string | null | undefined;
  contact_phone?: string | null | undefined;
  /** 'YYYY-MM-DD HH:mm[:ss]', branch local time: the earliest start the party takes. */
  date_time: string;
  guest_count: number;
  /** The guests as JSON, as in PrebookInput. */
  treatments: string;
  /** 'HH:mm': the latest start the party also takes, on the same day; the same time when absent. */
  until?: string | null | undefined;
};

export type AvailabilityQueryVariables = Exact<{
  input: AvailabilityInput;
}>;


export type AvailabilityQuery = { availability: { date: string, times: Array<{ time: string, is_free: boolean, next_free: Array<string> }> } };

export type AvailabilityMonthQueryVariables = Exact<{
  input: AvailabilityMonthInput;
}>;


export type AvailabilityMonthQuery = { availabilityMonth: Array<{ date: string, has_free: boolean }> };

export type OrderSummaryQueryVariables = Exact<{
  input: OrderSummaryInput;
}>;


export type OrderSummaryQuery = { orderSummary: { sub_total: number, discount: number, tier_discount: number, grand_total: number, deposit: number, use_wallet: number, use_points: number, points_value: number, amount: number, remain: number, currency: string, free_atk: boolean } };

export type VoucherQueryVariables = Exact<{
  code: string;
  input: VoucherInput;
}>;


export type VoucherQuery = { voucher: { code: string, campaign: string | null, status: string, short_description: string | null, expires_at: string | null, terms: string | null, ineligible_reasons: Array<string> } };

export type PrebookMutationVariables = Exact<{
  input: PrebookInput;
}>;


export type PrebookMutation = { prebook: { booking_id: string | null, token: string | null, hold_expires_at: string | null, is_bookable: boolean, message: string | null, is_swappable_branch: boolean, guests: Array<{ no: number, is_bookable: boolean, message: string | null }>, suggest_branches: { pool: Array<{ id: string, name: string, province: string }>, province: Array<{ id: string, name: string, province: string }> } } };

export type ReleaseHoldMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type ReleaseHoldMutation = { releaseHold: { booking_id: string, state: string } };

export type PrebookingQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type PrebookingQuery = { prebooking: { id: string, channel: string, booking_no: string | null, guest_count: number, branch_id: string, brand_id: string, date_time: string, promo_code: string | null, request: string | null, state: string, hold_expires_at: string | null, guests: Array<{ no: number, name: string | null, treatments: Array<string> }>, self_cancel: { until: string, refund: string } | null, contact: { name: string | null, phone: string | null, email: string | null }, payment: { sub_total: number, discount: number, tier_discount: number, grand_total: number, deposit: number, use_points: number, points_value: number, use_wallet: number, amount: number, remain: number, currency: string, method: string | null, vat: number } } | null };

export type TaxInvoiceQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type TaxInvoiceQuery = { prebooking: { id: string, tax_invoice: { number: string, issued_on: string, booking_no: string, seller_tax_id: string, seller_branch: string, buyer_name: string, buyer_address: string, buyer_tax_id: string, buyer_phone: string | null, sub_total: number, discount: number, amount_before_vat: number, vat: number, total: number, seller_name: { th: string, en: string | null }, seller_address: { th: string, en: string | null }, lines: Array<{ guest_no: number, amount: number, name: { th: string, en: string | null } }> } | null } | null };

export type PaymentAmountsFragment = { sub_total: number, discount: number, tier_discount: number, grand_total: number, deposit: number, use_points: number, points_value: number, use_wallet: number, amount: number, remain: number, currency: string, method: string | null, vat: number };

export type KPaymentOrderMutationVariables = Exact<{
  input: KPaymentOrderInput;
}>;


export type KPaymentOrderMutation = { kpaymentOrder: { id: string, method: string, amount: number, currency: string, reference: string | null, redirect_url: string, booking_id: string, booking_no: string | null, token: string, qr_text: string | null } };

export type KPaymentResultQueryVariables = Exact<{
  booking_id: string | number;
  token: string;
}>;


export type KPaymentResultQuery = { kpaymentResult: { status: string, booking_id: string, booking_no: string | null, state: string, message: string | null } };

export type TrackMutationVariables = Exact<{
  event: string;
  data?: string | null | undefined;
}>;


export type TrackMutation = { track: { status: boolean } };

export type MoveMyBookingMutationVariables = Exact<{
  id: string | number;
  token?: string | null | undefined;
  dateTime: string;
  difference?: number | null | undefined;
  paymentMethod?: string | null | undefined;
}>;


export type MoveMyBookingMutation = { moveMyBooking: { id: string, date_time: string, payment_url: string | null } };

export type MyBookingMoveQuoteQueryVariables = Exact<{
  id: string | number;
  token?: string | null | undefined;
  dateTime: string;
}>;


export type MyBookingMoveQuoteQuery = { myBookingMoveQuote: { difference: number, promotion_kept: boolean, remain_off: number, refund_via: string, refund_amount: number } };

export type CancelMyBookingMutationVariables = Exact<{
  id: string | number;
  token?: string | null | undefined;
}>;


export type CancelMyBookingMutation = { cancelMyBooking: { id: string, state: string, refund_via: string, refund_amount: number } };

export type JoinWaitlistMutationVariables = Exact<{
  input: WaitlistInput;
}>;


export type JoinWaitlistMutation = { joinWaitlist: { id: string, token: string | null, state: string, date: string, time_from: string, time_until: string } };

export type LeaveWaitlistMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type LeaveWaitlistMutation = { leaveWaitlist: { id: string, state: string } };

export type CurrentBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentBrandQuery = { brand: { id: string, code: string, name: string, logo: string, url: { app: string, faq: string, customer: string }, colors: { primary: string, secondary: string }, ads: Array<{ image: string, title: string, body: string, first_day: string | null, last_day: string | null }>, legal_versions: { terms: string, privacy: string, cookies: string }, online_booking: { max_guests: number, advance_min: number } } };

export type BranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchesQuery = { branches: Array<{ id: string, brand_id: string, name: string, branch: string, address: string, friendly_address: string, province: string, province_code: string, pool: string, time_zone: string, open_time: string, close_time: string, open_date: string, close_date: string | null, open_days: Array<number>, closed_dates: Array<string>, product_filter: Array<{ id: string, name: string, tags: Array<string> }>, image: { width: number, height: number, avif: string, webp: string, src: string } | null }> };

export type BranchProductsQueryVariables = Exact<{
  branch: string | number;
}>;


export type BranchProductsQuery = { products: Array<{ id: string, name: string, description: string, duration: number, price: number, tags: Array<string>, type: ProductType, code: string, is_force_select: boolean, is_onsen_fee: boolean, is_use_oil_material: boolean, is_must_after_onsen: boolean, image: { id: string, width: number, height: number, avif: string, webp: string, src: string } | null, bundle: Array<{ id: string, name: string, duration: number, type: ProductType, is_onsen_fee: boolean, is_use_oil_material: boolean, is_must_after_onsen: boolean }> }> };

export type DirectRequestMutationVariables = Exact<{
  input: DirectRequestInput;
}>;


export type DirectRequestMutation = { directRequest: { id: string, status: boolean } };

export type KioskCheckInMutationVariables = Exact<{
  qr: string;
}>;


export type KioskCheckInMutation = { kioskCheckIn: { booking_no: string, time: string, guest_count: number } };

export type AcceptLegalMutationVariables = Exact<{
  input: AcceptLegalInput;
}>;


export type AcceptLegalMutation = { acceptLegal: { status: boolean } };

export type LegalTextQueryVariables = Exact<{
  rule: string;
}>;


export type LegalTextQuery = { legalText: { rule: string, version: string, paragraphs: Array<string> } | null };

export type MemberUserFragment = { id: string, prefix: string, first_name: string, last_name: string, gender: string | null, birthdate: string | null, member_since: string, email: string, phone: string, is_subscribe: boolean, verified: boolean, tier: { id: string, slug: string, title: string, description: string, colour: string | null, discounts: Array<{ brand_id: string, discount: number }> }, wallet: { balance: number, is_activated: boolean }, points: { active_points: number, expires_at: string | null, conversion_rates: Array<{ points: number, value: number }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, prefix: string, first_name: string, last_name: string, gender: string | null, birthdate: string | null, member_since: string, email: string, phone: string, is_subscribe: boolean, verified: boolean, tier: { id: string, slug: string, title: string, description: string, colour: string | null, discounts: Array<{ brand_id: string, discount: number }> }, wallet: { balance: number, is_activated: boolean }, points: { active_points: number, expires_at: string | null, conversion_rates: Array<{ points: number, value: number }> } } | null };

export type VerifyPasswordMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type VerifyPasswordMutation = { verifyPassword: { verified: boolean, user: { id: string, prefix: string, first_name: string, last_name: string, gender: string | null, birthdate: string | null, member_since: string, email: string, phone: string, is_subscribe: boolean, verified: boolean, tier: { id: string, slug: string, title: string, description: string, colour: string | null, discounts: Array<{ brand_id: string, discount: number }> }, wallet: { balance: number, is_activated: boolean }, points: { active_points: number, expires_at: string | null, conversion_rates: Array<{ points: number, value: number }> } } | null } };

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { refreshToken: { access_token: string, expires_in: number, token_type: string, session_expires_in: number | null } };

export type WellnessProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type WellnessProviderQuery = { wellnessProvider: { name: string, start_url: string } | null };

export type UpdateProfileMutationVariables = Exact<{
  first_name: string;
  last_name: string;
  birthdate: string;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, prefix: string, first_name: string, last_name: string, gender: string | null, birthdate: string | null, member_since: string, email: string, phone: string, is_subscribe: boolean, verified: boolean, tier: { id: string, slug: string, title: string, description: string, colour: string | null, discounts: Array<{ brand_id: string, discount: number }> }, wallet: { balance: number, is_activated: boolean }, points: { active_points: number, expires_at: string | null, conversion_rates: Array<{ points: number, value: number }> } } };

export type UpdatePasswordMutationVariables = Exact<{
  current_password: string;
  password: string;
  password_confirmation: string;
}>;


export type UpdatePasswordMutation = { updatePassword: { status: boolean, message: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { status: boolean, message: string | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { access_token: string, expires_in: number, token_type: string, user: { id: string, prefix: string, first_name: string, last_name: string, gender: string | null, birthdate: string | null, member_since: string, email: string, phone: string, is_subscribe: boolean, verified: boolean, tier: { id: string, slug: string, title: string, description: string, colour: string | null, discounts: Array<{ brand_id: string, discount: number }> }, wallet: { balance: number, is_activated: boolean }, points: { active_points: number, expires_at: string | null, conversion_rates: Array<{ points: number, value: number }> } } } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { status: boolean, message: string | null } };

export type MemberBookingsQueryVariables = Exact<{
  scope: string;
}>;


export type MemberBookingsQuery = { memberBookings: Array<{ id: string, booking_no: string | null, token: string, state: string, branch_id: string, branch_name: string, date_time: string, guest_count: number, grand_total: number, remain: number, self_cancel: { until: string, refund: string } | null, payment: { sub_total: number, discount: number, tier_discount: number, grand_total: number, deposit: number, use_points: number, points_value: number, use_wallet: number, amount: number, remain: number, currency: string, method: string | null, vat: number }, guests: Array<{ no: number, name: string | null, treatments: Array<string> }> }> };

export type MemberQrQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberQrQuery = { memberQr: { token: string, expires_in: number } };

export type CoursesQueryVariables = Exact<{
  branch: string | number;
}>;


export type CoursesQuery = { courses: Array<{ id: string, name: string, type: string, code: string, volume_total: number, volume_used: number, volume_available: number, treatments_per_set: number, expired_at: string, bundle: Array<{ id: string, code: string, name: string, description: string, duration: number, type: ProductType, price: number, tags: Array<string> }> }> };
