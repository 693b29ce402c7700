// prebooking(id, token): a booking as its owner may see it, with amounts recomputed from today's prices.
import { formatDateTime, holdLapsed, shownState as rulesShownState } from '@sabai/booking-rules';
import type { Clock } from '../core/clock';
import type { Scope } from '../core/scope';
import { findHeldBooking, type BookingRow } from './booking.repository';
import type { Prebooking } from '../graphql/generated/resolvers';
import { priceBooking, zeroOrderSummary, type BookingToPrice } from './booking-summary.service';

/** The state as the customer should read it (booking-rules' lifecycle), by the scope's clock. */
export function shownState(
  row: Pick<BookingRow, 'state' | 'hold_expires_at'>,
  clock: Clock,
): BookingRow['state'] {
  const lapsed = holdLapsed(row.hold_expires_at?.getTime() ?? null, clock.now());
  return rulesShownState(row.state, { holdLapsed: lapsed }) as BookingRow['state'];
}

/** What a booking's price depends on; two reads with the same key are priced alike. */
export const pricingKey = (row: BookingRow): string => JSON.stringify(toPrice(row));

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
  const row = await findHeldBooking(scope, id, token);
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
    state: shownState(row, scope.clock),
    hold_expires_at: row.hold_expires_at?.toISOString() ?? null,
    contact: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email },
    payment: {
      sub_total: summary.subTotalSatang,
      discount: summary.discountSatang,
      grand_total: summary.grandTotalSatang,
      use_wallet: paid?.use_wallet_satang ?? summary.useWalletSatang,
      deposit: summary.depositSatang,
      // A paid booking owes what its confirmation recorded (docs/product-rules.md, Deposit).
      remain: row.remain_satang ?? summary.remainSatang,
      currency: summary.currency,
      method: row.payment_method,
    },
    // As kpaymentOrder stored it, only when the customer asked for a tax invoice (docs/product-rules.md,
    // Policies).
    tax: {
      enable: row.tax_id !== null,
      id: row.tax_id,
      name: row.tax_name,
      address: row.tax_address,
      phone: row.tax_phone,
    },
  };
}
