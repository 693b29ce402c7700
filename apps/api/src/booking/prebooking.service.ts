// prebooking(id, token): a booking as its owner may see it, with amounts recomputed from today's prices.
import { formatDateTime } from '@sabai/booking-rules';
import { timingSafeEqual } from 'node:crypto';
import type { Scope } from '../core/scope';
import type { Prebooking } from '../graphql/generated/resolvers';
import { priceBooking, zeroOrderSummary, type BookingToPrice } from './booking-summary.service';

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function findOwnBooking(scope: Scope, id: string, token: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await scope.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  return row && row.brand_id === scope.brand.id && sameSecret(row.token, token) ? row : undefined;
}

type BookingRow = NonNullable<Awaited<ReturnType<typeof findOwnBooking>>>;

/**
 * The state as the customer should read it: a pending hold that has lapsed is expired at once, though the
 * sweeper writes 'expired' only later (the hold already stopped counting).
 */
export function shownState(row: Pick<BookingRow, 'state' | 'hold_expires_at'>): BookingRow['state'] {
  const lapsed =
    row.state === 'pending' && row.hold_expires_at !== null && row.hold_expires_at.getTime() <= Date.now();
  return lapsed ? 'expired' : row.state;
}

/** A stored booking as priceBooking takes it. */
export function toPrice(row: BookingRow): BookingToPrice {
  return {
    branchId: row.branch_id,
    date: row.date,
    time: row.time_min,
    guests: row.guests.map((g) => ({ no: g.no, start: g.start, treatments: g.treatments })),
    promoCode: row.promo_code,
    customerKey: row.contact_email ?? row.contact_phone,
    bookingId: row.id,
  };
}

export async function prebooking(scope: Scope, id: string, token: string): Promise<Prebooking | null> {
  const row = await findOwnBooking(scope, id, token);
  if (!row) return null;
  // A paid booking shows what was paid. An unpaid one shows what it would be charged now: a promotion that
  // lapsed since shows no discount rather than failing.
  const summary =
    row.state !== 'pending' && row.state !== 'expired' && row.priced_summary
      ? row.priced_summary
      : await priceBooking(scope, toPrice(row)).catch(() =>
          priceBooking(scope, { ...toPrice(row), promoCode: null }).catch(() => zeroOrderSummary),
        );
  // The wallet money a paid booking took, from its paid order (pricing alone does not know it).
  const paid =
    row.state === 'paid'
      ? await scope.db
          .selectFrom('payment_orders')
          .select('use_wallet_satang')
          .where('booking_id', '=', row.id)
          .where('status', '=', 'paid')
          .executeTakeFirst()
      : undefined;
  return {
    id: row.id,
    channel: row.channel,
    booking_no: row.booking_no,
    guests: row.guests.map((g) => ({ no: g.no, name: g.name ?? null, treatments: g.treatments })),
    guest_count: row.guest_count,
    branch_id: row.branch_id,
    brand_id: row.brand_id,
    domain_id: row.domain_id === null ? null : String(row.domain_id),
    date_time: formatDateTime({ date: row.date, time: row.time_min }),
    promo_code: row.promo_code,
    request: row.request,
    state: shownState(row),
    hold_expires_at: row.hold_expires_at?.toISOString() ?? null,
    contact: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email },
    payment: {
      sub_total: summary.subTotalSatang / 100,
      discount: summary.discountSatang / 100,
      use_wallet: (paid?.use_wallet_satang ?? summary.useWalletSatang) / 100,
      deposit: summary.depositSatang / 100,
      remain: summary.remainSatang / 100,
      currency: summary.currency,
      method: row.payment_method,
    },
  };
}
