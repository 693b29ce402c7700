// prebooking(id, token): a booking as its holder may see it, with amounts recomputed from today's prices.
import { holdLapsed, shownState as rulesShownState, type OrderSummary } from '@sabai/booking-rules';
import type { Clock } from '../core/clock';
import type { Scope } from '../core/scope';
import { findHeldBooking, type BookingRow } from './booking.repository';
import { priceBooking, zeroOrderSummary, type BookingToPrice } from './booking-summary.service';
import { taxInvoiceOf, type IssuedTaxInvoice } from '../tax-invoice/tax-invoice.repository';

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

/** A booking as its holder sees it: the row, what it is (or would be) charged, the wallet money it took. */
export interface FoundPrebooking {
  row: BookingRow;
  summary: OrderSummary;
  walletPaidSatang: number | null;
  /** Issued when it was paid, if its customer asked for one. */
  taxInvoice: IssuedTaxInvoice | null;
}

export async function findPrebooking(
  scope: Scope,
  id: string,
  token: string,
): Promise<FoundPrebooking | null> {
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
  const taxInvoice = row.tax_id && row.booking_no ? await taxInvoiceOf(scope.db, row.id) : null;
  return { row, summary, walletPaidSatang: paid?.use_wallet_satang ?? null, taxInvoice };
}
