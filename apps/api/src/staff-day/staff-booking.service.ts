// staffBooking (docs/product-rules.md, The day at the branch): one booking as the desk sees it, with its
// payment orders, its history and the moves the staff account may make now.
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { BookingRow } from '../booking/booking.repository';
import { bookingHistory, type HistoryEntry } from './booking-history';
import { refundUnderWay } from './booking-refund';
import { deskActions, paymentActions, type DeskEvent, type PaymentAction } from './desk-actions';
import { deskGuests, type DeskGuests } from './desk-guests';
import {
  deskMoney,
  moveRefundsOf,
  ordersOf,
  type DeskMoney,
  type MoveRefundRow,
  type PaymentOrderRow,
} from './desk-money';
import { deskBooking, deskStaff } from './desk-scope';
import { noShowFrom, noShowGraceOf } from './no-show-time';
import { taxInvoiceOf, type IssuedTaxInvoice } from '../tax-invoice/tax-invoice.repository';

type BranchRow = NonNullable<Awaited<ReturnType<Scope['catalog']['branch']>>>;

export interface StaffBookingData extends DeskGuests, DeskMoney {
  row: BookingRow;
  branch: BranchRow;
  payments: PaymentOrderRow[];
  /** Money the customer's cheaper moves gave back, with the state of each refund. */
  moveRefunds: MoveRefundRow[];
  history: HistoryEntry[];
  /** The full tax invoice issued with its payment, if any. */
  taxInvoice: IssuedTaxInvoice | null;
  /** The credit note that cancelled it, if the paid booking was cancelled. */
  creditNote: IssuedTaxInvoice | null;
  actions: (DeskEvent | PaymentAction)[];
  /** From when a no-show may be recorded, 'YYYY-MM-DD' and minute, in the branch's time. */
  noShowFrom: { date: string; time: number };
}

export async function staffBooking(scope: Scope, id: string): Promise<StaffBookingData> {
  const principal = await deskStaff(scope);
  const row = await deskBooking(scope, id);
  const branch = await scope.catalog.branch(row.brand_id, row.branch_id);
  if (!branch) throw new AppError('booking.notFound');
  const invoiced = Boolean(row.tax_id && row.booking_no);
  const [guests, payments, moveRefunds, history, grace, refunding, taxInvoice, creditNote] =
    await Promise.all([
      deskGuests(scope, row.branch_id, [row]),
      ordersOf(scope.db, row.id),
      moveRefundsOf(scope.db, row.id),
      bookingHistory(scope.db, row),
      noShowGraceOf(scope.db, row.brand_id),
      refundUnderWay(scope.db, row.id),
      invoiced ? taxInvoiceOf(scope.db, row.id) : null,
      invoiced && row.state === 'cancelled' ? taxInvoiceOf(scope.db, row.id, 'credit_note') : null,
    ]);
  const from = noShowFrom(row, grace);
  const clock = { nowMs: scope.clock.now(), timeZone: branch.time_zone, noShowFrom: from };
  return {
    row,
    branch,
    ...(guests.get(row.id) as DeskGuests),
    ...deskMoney(
      row,
      payments.find((order) => order.status === 'paid'),
    ),
    payments,
    moveRefunds,
    history,
    taxInvoice,
    creditNote,
    // While another desk's refund is at the gateway, no move is open (desk-move.ts refuses them).
    actions: refunding
      ? []
      : [...deskActions(principal, row, clock), ...paymentActions(principal, row, clock.nowMs)],
    noShowFrom: from,
  };
}
