import {
  minutesBetween,
  weekdayOf,
  type IsoDate,
  type LocalDateTime,
  type MinuteOfDay,
  type Weekday,
} from './calendar.js';
import type { Guest } from './guest.js';
import type { VoucherIneligibleReason } from './problem-vocabulary.js';
import { problem, type Result } from './problems.js';

/** A voucher's status; only `usable` may be used (docs/product-rules.md, Promotions and vouchers). */
export type VoucherStatus = 'usable' | 'used' | 'expired' | 'ineligible';

/** Where a voucher applies; an empty list means "any". */
export interface VoucherConditions {
  readonly brands: readonly string[];
  readonly treatments: readonly string[];
  readonly packages: readonly string[];
}

/** When the booked service may take place; each absent field means "any". */
export interface VoucherValidity {
  readonly from?: LocalDateTime | null | undefined;
  readonly until?: LocalDateTime | null | undefined;
  readonly days?: readonly Weekday[] | null | undefined;
  /** Booking times from this minute of the day (inclusive) ... */
  readonly timeFrom?: MinuteOfDay | null | undefined;
  /** ... up to this one (exclusive). */
  readonly timeUntil?: MinuteOfDay | null | undefined;
}

/**
 * A member's voucher (docs/product-rules.md, Promotions and vouchers), with the validity window the server
 * keeps for its campaign.
 */
export interface Voucher {
  readonly code: string;
  readonly campaign?: string | undefined;
  readonly status: VoucherStatus;
  readonly shortDescription?: string | undefined;
  readonly terms?: string | undefined;
  /** The last moment it can be used, branch-local; null when it does not expire. */
  readonly expiresAt: LocalDateTime | null;
  readonly conditions: VoucherConditions;
  readonly ineligibleReasons: readonly VoucherIneligibleReason[];
  readonly validity?: VoucherValidity | undefined;
}

/** The booking a voucher is checked against. */
export interface VoucherBooking {
  readonly brandId: string;
  readonly date: IsoDate;
  readonly time: MinuteOfDay;
  readonly guests: readonly Guest[];
}

const statusReason: Readonly<Record<Exclude<VoucherStatus, 'usable'>, VoucherIneligibleReason>> = {
  used: 'used',
  expired: 'expired',
  ineligible: 'not_usable',
};

function windowReasons(validity: VoucherValidity, at: LocalDateTime): VoucherIneligibleReason[] {
  const reasons: VoucherIneligibleReason[] = [];
  const { from, until, days, timeFrom, timeUntil } = validity;
  if ((from != null && minutesBetween(from, at) < 0) || (until != null && minutesBetween(at, until) < 0)) {
    reasons.push('datetime_not_allowed');
  }
  if (days != null && !days.includes(weekdayOf(at.date))) reasons.push('day_not_allowed');
  if ((timeFrom != null && at.time < timeFrom) || (timeUntil != null && at.time >= timeUntil)) {
    reasons.push('time_not_allowed');
  }
  return reasons;
}

function reasonsFor(
  voucher: Voucher,
  booking: VoucherBooking,
  now: LocalDateTime,
): VoucherIneligibleReason[] {
  if (voucher.status !== 'usable') {
    return voucher.ineligibleReasons.length > 0
      ? [...voucher.ineligibleReasons]
      : [statusReason[voucher.status]];
  }
  const reasons: VoucherIneligibleReason[] = [];
  if (voucher.expiresAt !== null && minutesBetween(voucher.expiresAt, now) > 0) reasons.push('expired');
  reasons.push(...windowReasons(voucher.validity ?? {}, { date: booking.date, time: booking.time }));
  const { brands, treatments, packages } = voucher.conditions;
  if (brands.length > 0 && !brands.includes(booking.brandId)) reasons.push('brand_mismatch');
  const eligible = [...treatments, ...packages];
  const booked = booking.guests.flatMap((guest) => guest.treatments);
  if (eligible.length > 0 && !booked.some((id) => eligible.includes(id))) reasons.push('treatment_mismatch');
  return reasons;
}

/**
 * Whether a voucher can be used for this booking. A voucher whose status is not `usable` fails with the
 * server's reasons. A usable one is checked here too: not expired at `now`; the booking's date and time
 * inside its validity window and days; the brand in its brands; at least one booked treatment or
 * package in its lists (when it has any).
 */
export function voucherEligibility(
  voucher: Voucher,
  booking: VoucherBooking,
  now: LocalDateTime,
): Result<{ voucher: Voucher }, 'voucher_ineligible'> {
  const reasons = reasonsFor(voucher, booking, now);
  if (reasons.length === 0) return { ok: true, voucher };
  return {
    ok: false,
    problems: reasons.map((reason) => problem('voucher_ineligible', { voucherCode: voucher.code, reason })),
  };
}

/**
 * Only usable vouchers are sent with the order (docs/product-rules.md, Promotions and vouchers): those that
 * pass {@link voucherEligibility}.
 */
export function usableVouchers(
  vouchers: readonly Voucher[],
  booking: VoucherBooking,
  now: LocalDateTime,
): Voucher[] {
  return vouchers.filter((voucher) => voucherEligibility(voucher, booking, now).ok);
}
