// The day's answers in the staff contract's shape (libs/graphql/staff-schema/day.graphql): services find and
// decide, this file only shapes (Money in satang for the scalar, times 'HH:mm:ss' in the branch's zone).
import { formatTimeOfDay, minutesPerDay } from '@sabai/booking-rules';
import type { LocaleCode } from '@sabai/i18n';
import type { BrandRecord } from '../brand/brand.repository';
import type { Clock } from '../core/clock';
import type {
  DayBooking,
  DaySheet,
  StaffBooking,
  StaffBranch,
  StaffPayment,
} from '../graphql/generated/staff-resolvers';
import { shownState } from '../booking/prebooking.service';
import { toStaffBranch } from '../staff/staff.mapper';
import type { DayBookingData, DaySheetData } from './day-sheet.service';
import { orderTotal, type MoveRefundRow, type PaymentOrderRow } from './desk-money';
import type { StaffBookingData } from './staff-booking.service';
import { toTaxInvoice } from '../tax-invoice/tax-invoice.mapper';

export interface MapContext {
  brand: BrandRecord;
  locale: LocaleCode;
  clock: Clock;
}

// An end at midnight reads 00:00:00, as a closing time does (docs/product-rules.md, The day at the branch).
const time = (minute: number) => formatTimeOfDay(minute % minutesPerDay);

function toBranch(branch: DaySheetData['branch'], m: MapContext): StaffBranch {
  return toStaffBranch({ ...branch, brand_name: m.brand.name }, m.locale);
}

function toDayBooking(b: DayBookingData, m: MapContext): Omit<DayBooking, '__typename'> {
  return {
    id: b.row.id,
    booking_no: b.row.booking_no,
    state: shownState(b.row, m.clock),
    channel: b.row.channel,
    time: time(b.row.time_min),
    end_time: time(b.endMin),
    guest_count: b.row.guest_count,
    contact_name: b.row.contact_name,
    guests: b.guests,
    paid: b.paidSatang,
    owed: b.owedSatang,
  };
}

export function toDaySheet(sheet: DaySheetData, m: MapContext): DaySheet {
  const { spa_beds: spa, onsen_places: onsen } = sheet.branch;
  return {
    branch: toBranch(sheet.branch, m),
    date: sheet.date,
    bookings: sheet.bookings.map((b) => toDayBooking(b, m)),
    buckets: sheet.buckets.map((b) => ({
      time: time(b.minute),
      spa_used: b.spaUsed,
      spa_capacity: spa,
      onsen_used: b.onsenUsed,
      onsen_capacity: onsen,
    })),
  };
}

function toPayment(order: PaymentOrderRow): StaffPayment {
  return {
    id: order.id,
    status: order.refunded_at ? 'refunded' : order.status,
    method: order.method,
    amount: orderTotal(order),
    reason: order.refund_via ?? order.failure,
    created_at: order.created_at.toISOString(),
  };
}

/** A cheaper move's money back, as a line of the booking's payments: its state, and why the gateway refused. */
function toMoveRefund(refund: MoveRefundRow): StaffPayment {
  return {
    id: refund.id,
    status: `move_refund_${refund.state}`,
    method: refund.via,
    amount: refund.satang,
    reason: refund.last_error,
    created_at: refund.created_at.toISOString(),
  };
}

export function toStaffBooking(b: StaffBookingData, m: MapContext): StaffBooking {
  const { row } = b;
  return {
    ...toDayBooking(b, m),
    branch: toBranch(b.branch, m),
    date: row.date,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    member_id: row.user_id,
    request: row.request,
    tax_invoice:
      row.tax_id && row.tax_name && row.tax_address
        ? { tax_id: row.tax_id, name: row.tax_name, address: row.tax_address, phone: row.tax_phone }
        : null,
    issued_tax_invoice: b.taxInvoice && toTaxInvoice(b.taxInvoice),
    issued_credit_note: b.creditNote && {
      ...toTaxInvoice(b.creditNote),
      cancels: b.creditNote.document.cancels ?? null,
    },
    payments: [...b.payments.map(toPayment), ...b.moveRefunds.map(toMoveRefund)],
    history: b.history.map((h) => ({ at: h.at.toISOString(), action: h.action, by: h.by, detail: h.detail })),
    actions: b.actions,
  };
}
