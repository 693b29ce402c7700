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
import type { Kysely, Selectable, Transaction } from 'kysely';
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

/** Who holds a use of the promotion besides the booking asking: its customer and, when opening an order, when. */
export interface PromotionUseClaim {
  code: string;
  bookingId: string;
  customerKey: string | null;
  /**
   * When opening a payment order: the moment (the clock's) after which another booking's open order with
   * the code still holds a use, as long as its hold lasts. Absent when a payment is being confirmed: then
   * only paid uses count, since money that arrived first is honoured before an order merely opened.
   */
  openOrdersHeldAfter?: Date;
}

/**
 * Whether the promotion's limits (all uses, and this customer's) are taken by other bookings, decided under
 * a lock on the promotion's row, so concurrent checkouts and confirmations of one code are counted one after
 * the other (docs/decisions.md, "Promotion limits hold under concurrent checkouts"). An unknown code limits
 * nothing here.
 */
export async function promotionLimitReached(
  trx: Transaction<Database>,
  claim: PromotionUseClaim,
): Promise<boolean> {
  const code = normalizeCode(claim.code);
  const row = await trx
    .selectFrom('promotions')
    .select(['usage_limit', 'usage_per_customer'])
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return false;
  const usesBy = async (customerKey: string | null) => {
    let paid = trx
      .selectFrom('promotion_redemptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('code', '=', code)
      .where('booking_id', '<>', claim.bookingId);
    if (customerKey !== null) paid = paid.where('customer_key', '=', customerKey);
    let uses = Number((await paid.executeTakeFirstOrThrow()).n);
    if (claim.openOrdersHeldAfter) {
      let open = trx
        .selectFrom('payment_orders as o')
        .innerJoin('bookings as b', 'b.id', 'o.booking_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('o.promo_code', '=', code)
        .where('o.status', 'in', ['creating', 'pending'])
        .where('o.booking_id', '<>', claim.bookingId)
        .where('b.state', '=', 'pending')
        .where('b.hold_expires_at', '>', claim.openOrdersHeldAfter);
      if (customerKey !== null)
        open = open.where((eb) => eb(eb.fn.coalesce('b.contact_email', 'b.contact_phone'), '=', customerKey));
      uses += Number((await open.executeTakeFirstOrThrow()).n);
    }
    return uses;
  };
  if (row.usage_limit !== null && (await usesBy(null)) >= row.usage_limit) return true;
  return (
    row.usage_per_customer !== null &&
    claim.customerKey !== null &&
    (await usesBy(claim.customerKey)) >= row.usage_per_customer
  );
}
