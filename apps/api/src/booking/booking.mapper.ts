// The booking feature's answers in the contract's shape (snake_case, Money in satang for the scalar):
// services find and price, this file only shapes, so the services serve REST and jobs as well.
import { formatDateTime, vatIncludedSatang, type OrderSummary } from '@sabai/booking-rules';
import type { Clock } from '../core/clock';
import type { MemberBooking, Prebooking, PrebookingPayment, Voucher } from '../graphql/generated/resolvers';
import type { BookingRow } from './booking.repository';
import type { FoundMemberBooking } from './member-bookings.service';
import { shownState, type FoundPrebooking } from './prebooking.service';
import type { CheckedVoucher } from './voucher.service';
import { toTaxInvoice } from '../tax-invoice/tax-invoice.mapper';

/** What the mappers need of the booking's brand. */
export interface BrandTerms {
  vatRegistered: boolean;
}

export function toPrebooking(
  { row, summary, walletPaidSatang, taxInvoice }: FoundPrebooking,
  clock: Clock,
  brand: BrandTerms,
): Prebooking {
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
    state: shownState(row, clock),
    hold_expires_at: row.hold_expires_at?.toISOString() ?? null,
    contact: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email },
    payment: toPayment(row, summary, walletPaidSatang, brand),
    // As kpaymentOrder stored it, only when the customer asked for a tax invoice (docs/product-rules.md,
    // Policies).
    tax: {
      enable: row.tax_id !== null,
      id: row.tax_id,
      name: row.tax_name,
      address: row.tax_address,
      phone: row.tax_phone,
    },
    tax_invoice: taxInvoice && toTaxInvoice(taxInvoice),
  };
}

/**
 * Every amount of a booking's payment: for a paid booking the summary its paid order was priced with
 * (docs/decisions.md, "The paid order decides what a booking shows and owes"), so the confirmation, the
 * print page, the e-mail and the member area show the lines checkout showed.
 */
function toPayment(
  row: Pick<BookingRow, 'remain_satang' | 'payment_method'>,
  summary: OrderSummary,
  walletPaidSatang: number | null,
  brand: BrandTerms,
): PrebookingPayment {
  return {
    sub_total: summary.subTotalSatang,
    discount: summary.discountSatang,
    tier_discount: summary.tierDiscountSatang,
    grand_total: summary.grandTotalSatang,
    use_wallet: walletPaidSatang ?? summary.useWalletSatang,
    use_points: summary.usePoints,
    points_value: summary.pointsValueSatang,
    amount: summary.amountDueSatang,
    deposit: summary.depositSatang,
    // A paid booking owes what its confirmation recorded (docs/product-rules.md, Deposit).
    remain: row.remain_satang ?? summary.remainSatang,
    currency: summary.currency,
    method: row.payment_method,
    vat: brand.vatRegistered ? vatIncludedSatang(summary.grandTotalSatang) : 0,
  };
}

export function toMemberBooking(
  { row, branchName, grandTotalSatang, summary }: FoundMemberBooking,
  brand: BrandTerms,
): MemberBooking {
  return {
    id: row.id,
    booking_no: row.booking_no,
    token: row.token,
    state: row.state,
    branch_id: row.branch_id,
    branch_name: branchName,
    date_time: formatDateTime({ date: row.date, time: row.time_min }),
    guest_count: row.guest_count,
    grand_total: grandTotalSatang,
    // Recorded when the payment was confirmed (docs/product-rules.md, Deposit); none before deposits.
    remain: row.remain_satang ?? 0,
    payment: toPayment(row, summary, null, brand),
    guests: row.guests.map((g) => ({ no: g.no, name: g.name ?? null, treatments: g.treatments })),
  };
}

export function toVoucher({ voucher, status, reasons }: CheckedVoucher): Voucher {
  return {
    code: voucher.code,
    campaign: voucher.campaign ?? null,
    status,
    short_description: voucher.shortDescription ?? null,
    expires_at: voucher.expiresAt ? formatDateTime(voucher.expiresAt) : null,
    terms: voucher.terms ?? null,
    conditions: {
      brands: [...voucher.conditions.brands],
      treatments: [...voucher.conditions.treatments],
      packages: [...voucher.conditions.packages],
    },
    ineligible_reasons: voucher.status === 'used' ? ['used'] : reasons,
  };
}
