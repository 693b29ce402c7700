// Bookings, the places they hold, promotions and what customers send besides (group requests, consent).
import type { ColumnType, Generated } from 'kysely';
import type { BookingState as LifecycleState, OrderSummary } from '@sabai/booking-rules';
import type { Json, Translated } from './json';

/** The lifecycle's states (libs/booking-rules) as stored: `check` is the client's draft, never a row. */
export type BookingState = Exclude<LifecycleState, 'check'>;

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
  /** The order summary the customer paid, written with the payment order; null until then. */
  priced_summary: ColumnType<OrderSummary | null, string | undefined, string | null>;
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
  /** What is still to pay at the branch after the deposit, written when the payment is confirmed. */
  remain_satang: Generated<number | null>;
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
  /** Worked at the desk (docs/product-rules.md, Group requests); booked names its booking. */
  status: Generated<'new' | 'contacted' | 'booked' | 'declined'>;
  booking_id: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A staff note on a group request; notes are only added. */
export interface DirectRequestNoteTable {
  id: Generated<string>;
  request_id: string;
  staff_id: string | null;
  text: string;
  at: Generated<Date>;
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

export type WaitlistState = 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left';

/** A customer waiting for a full time, and the offer they got (docs/product-rules.md, Waitlist). */
export interface WaitlistEntryTable {
  id: string;
  brand_id: string;
  branch_id: string;
  date: ColumnType<string, string, string>;
  time_from: number;
  time_until: number;
  guest_count: number;
  guests: Json<StoredGuest[]>;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  locale: string;
  user_id: string | null;
  site_url: string | null;
  state: Generated<WaitlistState>;
  booking_id: string | null;
  offered_at: Date | null;
  /** Lets who joined leave (migration 0049); null for entries made before it. */
  token: Generated<string | null>;
  created_at: Generated<Date>;
}
