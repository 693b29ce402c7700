// Promotion codes: looked up in the promotions table, turned into the booking rules' Voucher (with its
// usage counted), checked with voucherEligibility, and applied as the summary's promo discount.
import {
  parseDateTime,
  toBranchLocal,
  voucherEligibility,
  type Discount,
  type LocalDateTime,
  type Voucher,
  type VoucherBooking,
  type VoucherIneligibleReason,
  type Weekday,
} from '@sabai/booking-rules';
import type { LocaleCode } from '@sabai/i18n';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PromotionTable } from '../db/schema';
import { pick } from '../i18n/translated-text';

export type PromotionRow = Selectable<PromotionTable>;

/** A stored 'YYYY-MM-DD HH:mm' branch-local moment; a malformed one is a data error. */
function local(text: string | null): LocalDateTime | null {
  if (text === null) return null;
  const parsed = parseDateTime(text);
  if (!parsed.ok) throw new Error(`Malformed promotion date-time: ${text}`);
  return { date: parsed.date, time: parsed.time };
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findPromotion(db: Kysely<Database>, code: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('code', '=', normalizeCode(code)).executeTakeFirst();
}

/** The promotion as the rules see it; `used` once its limit, or this customer's, is reached. */
export async function promotionVoucher(
  db: Kysely<Database>,
  row: PromotionRow,
  locale: LocaleCode,
  customerKey?: string | null,
): Promise<Voucher> {
  let used = false;
  if (row.usage_limit !== null) {
    const all = await db
      .selectFrom('promotion_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('code', '=', row.code)
      .executeTakeFirstOrThrow();
    used ||= Number(all.n) >= row.usage_limit;
  }
  if (row.usage_per_customer !== null && customerKey) {
    const mine = await db
      .selectFrom('promotion_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('code', '=', row.code)
      .where('customer_key', '=', customerKey)
      .executeTakeFirstOrThrow();
    used ||= Number(mine.n) >= row.usage_per_customer;
  }
  return {
    code: row.code,
    campaign: row.campaign,
    status: used ? 'used' : 'usable',
    shortDescription: pick(row.short_description, locale),
    terms: pick(row.terms, locale),
    expiresAt: local(row.expires_at),
    conditions: { brands: row.brand_ids, treatments: row.treatment_ids, packages: row.package_ids },
    ineligibleReasons: [],
    validity: {
      from: local(row.valid_from),
      until: local(row.valid_until),
      days: row.days as Weekday[] | null,
      timeFrom: row.time_from,
      timeUntil: row.time_until,
    },
  };
}

export function promotionDiscount(row: PromotionRow): Discount {
  return row.kind === 'percent'
    ? { source: 'promo', kind: 'percent', percent: row.value }
    : { source: 'promo', kind: 'amount', amountSatang: row.value };
}

export interface PromotionCheck {
  voucher: Voucher;
  reasons: VoucherIneligibleReason[];
  discount: Discount;
}

/** A promotion checked against a booking, at the current wall-clock time of the branch's zone. */
export async function checkPromotion(
  db: Kysely<Database>,
  row: PromotionRow,
  booking: VoucherBooking,
  locale: LocaleCode,
  at: { nowMs: number; timeZone: string | undefined },
  customerKey?: string | null,
): Promise<PromotionCheck> {
  const voucher = await promotionVoucher(db, row, locale, customerKey);
  const result = voucherEligibility(voucher, booking, toBranchLocal(at.nowMs, at.timeZone ?? 'Asia/Bangkok'));
  const reasons = result.ok ? [] : result.problems.map((p) => p.params.reason);
  return { voucher: { ...voucher, ineligibleReasons: reasons }, reasons, discount: promotionDiscount(row) };
}
