// Members: tiers, accounts, sessions and codes, wallet and points ledgers, prepaid courses.
import type { ColumnType, Generated } from 'kysely';
import type { Json, Translated } from './json';

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

/**
 * Password attempts in a row under one key, `name:<normalised username>` or `account:<user id>`, counted
 * before each check; at the fifth the key is locked until `locked_until` (docs/product-rules.md, Members).
 */
export interface LoginAttemptTable {
  key: string;
  attempts: number;
  locked_until: Date | null;
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
  /** A top-up at the counter (migration 0027): how the money was taken, its reference, the staff's note. */
  method: Generated<WalletTopUpMethod | null>;
  reference: Generated<string | null>;
  note: Generated<string | null>;
  /** Who took the money and at which branch; null for rows the member's own payments write. */
  staff_id: Generated<string | null>;
  branch_id: Generated<string | null>;
  created_at: Generated<Date>;
}

export type WalletTopUpMethod = 'cash' | 'card' | 'transfer';

export type PointsReason = 'earned' | 'redeemed' | 'expired' | 'adjustment';

/** One points movement; credits carry their expiry. */
export interface PointsLedgerTable {
  id: string;
  user_id: string;
  points: number;
  reason: PointsReason;
  booking_id: string | null;
  expires_at: Date | null;
  /** On an `expired` row written by the expiry job: the credit whose unused remainder it cancels. */
  expired_lot_id: Generated<string | null>;
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
  /** Sets a member course of it holds when sold (migration 0041). */
  volume: Generated<number>;
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
