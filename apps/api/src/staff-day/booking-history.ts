// A booking's history for the desk (docs/product-rules.md, The day at the branch): the customer's own steps
// from the booking (made, paid) and every staff move from the audit log, oldest first.
import { formatThb, formatTimeOfDay } from '@sabai/booking-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BookingRow } from '../booking/booking.repository';

export interface HistoryEntry {
  at: Date;
  action: string;
  /** A staff name, 'customer' or 'system'. */
  by: string;
  detail: string | null;
}

/** What the desk's moves write in the audit row's `after` (see desk-move.ts). */
export interface DeskAuditAfter {
  state: string;
  refund?: { via: 'wallet' | 'gateway'; satang: number } | null;
  reason?: string | null;
  /** Money taken at the counter (staff-booking/counter-payment.service.ts): how, and the slip's number. */
  method?: string;
  reference?: string | null;
  /** The credit note that cancelled the booking's tax invoice (docs/product-rules.md, VAT). */
  credit_note?: string;
  /** Where a customer moved the booking to (booking/self-move.service.ts). */
  date?: string;
  time?: number;
}

function detailOf(after: unknown): string | null {
  if (!after || typeof after !== 'object') return null;
  const { refund, reason, method, reference, credit_note, date, time } = after as DeskAuditAfter;
  const parts = [
    date && time !== undefined ? `${date} ${formatTimeOfDay(time).slice(0, 5)}` : null,
    refund ? `refund ${refund.via} ${formatThb(refund.satang)}` : null,
    reason || null,
    method ?? null,
    reference || null,
    credit_note ?? null,
  ];
  const text = parts.filter((part): part is string => part !== null).join(' · ');
  return text === '' ? null : text;
}

export async function bookingHistory(db: Kysely<Database>, row: BookingRow): Promise<HistoryEntry[]> {
  const audited = await db
    .selectFrom('audit_log as a')
    .leftJoin('staff_accounts as s', 's.id', 'a.staff_id')
    .select(['a.at', 'a.action', 'a.after', 's.name'])
    .where('a.subject_type', '=', 'booking')
    .where('a.subject_id', '=', row.id)
    .orderBy('a.at')
    .orderBy('a.id')
    .execute();
  // A booking made or paid at the desk has its audit rows, which name the staff (staff-booking/).
  const byDesk = row.channel === 'staff';
  const paidAtCounter = row.payment_method?.startsWith('counter_') ?? false;
  const own: HistoryEntry[] = [
    ...(byDesk ? [] : [{ at: row.created_at, action: 'hold', by: 'customer', detail: row.channel }]),
    ...(row.paid_at && !paidAtCounter
      ? [{ at: row.paid_at, action: 'pay', by: 'customer', detail: row.payment_method }]
      : []),
  ];
  const staff = audited.map((a) => ({
    at: a.at,
    action: a.action,
    // A customer's own change (cancelMyBooking, moveMyBooking) has no staff: it is the customer's.
    by: a.name ?? (a.action.startsWith('customer_') ? 'customer' : 'system'),
    detail: detailOf(a.after),
  }));
  return [...own, ...staff].sort((x, y) => x.at.getTime() - y.at.getTime());
}
