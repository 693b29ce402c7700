// revenueReport (docs/product-rules.md, Reports): money by day, branch, channel and method, summed from the payment
// orders and bookings themselves. A confirmed payment counts on the day its booking was paid, a refund (a
// cancellation's, or what a cheaper move gave back) on the day it was given, each on the branch's calendar; what
// paid bookings still owe at the branch counts by their date.
import { sql } from 'kysely';
import type { Scope } from '../core/scope';
import { reportScope, type ReportScope } from './report-scope';

export interface RevenueRowData {
  date: string;
  branchId: string;
  channel: string;
  method: string;
  paidSatang: number;
  walletSatang: number;
  refundedSatang: number;
  bookings: number;
}

export interface RevenueReportData {
  rows: RevenueRowData[];
  owedSatang: number;
}

type Period = Pick<ReportScope, 'from' | 'to' | 'inBranches'>;

/** Money in and out by day, branch, channel and method. */
function moneyRows(scope: Scope, { from, to, inBranches }: Period) {
  return sql<{
    day: string;
    branch_id: string;
    channel: string;
    method: string;
    paid: string;
    wallet: string;
    refunded: string;
    bookings: string;
  }>`
    with moves as (
      select to_char((b.paid_at at time zone br.time_zone)::date, 'YYYY-MM-DD') as day, b.branch_id, b.channel,
        po.method, po.amount_satang as paid, po.use_wallet_satang as wallet, 0 as refunded, 1 as bookings
      from payment_orders po
      join bookings b on b.id = po.booking_id
      join branches br on br.id = b.branch_id
      where po.status = 'paid' and b.paid_at is not null and b.branch_id in (${inBranches})
      union all
      select to_char((po.refunded_at at time zone br.time_zone)::date, 'YYYY-MM-DD'), b.branch_id, b.channel,
        po.method, 0, 0, po.refunded_satang, 0
      from payment_orders po
      join bookings b on b.id = po.booking_id
      join branches br on br.id = b.branch_id
      where po.status = 'paid' and po.refunded_at is not null and b.branch_id in (${inBranches})
      union all
      select to_char((mr.done_at at time zone br.time_zone)::date, 'YYYY-MM-DD'), b.branch_id, b.channel,
        po.method, 0, 0, mr.satang, 0
      from move_refunds mr
      join payment_orders po on po.id = mr.order_id
      join bookings b on b.id = mr.booking_id
      join branches br on br.id = b.branch_id
      where mr.state = 'done' and b.branch_id in (${inBranches})
    )
    select day, branch_id, channel, method, sum(paid) as paid, sum(wallet) as wallet, sum(refunded) as refunded,
      sum(bookings) as bookings
    from moves
    where day between ${from} and ${to}
    group by day, branch_id, channel, method
    order by day, branch_id, channel, method`.execute(scope.db);
}

export async function revenueReport(scope: Scope, rawInput: unknown): Promise<RevenueReportData> {
  const reported = await reportScope(scope, rawInput);
  const { from, to, branches } = reported;
  const rows = await moneyRows(scope, reported);
  const owed = await scope.db
    .selectFrom('bookings')
    .select(sql<string | null>`sum(remain_satang)`.as('owed'))
    .where(
      'branch_id',
      'in',
      branches.map((b) => b.id),
    )
    .where('state', 'in', ['paid', 'checked_in'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .executeTakeFirst();
  return {
    rows: rows.rows.map((r) => ({
      date: r.day,
      branchId: r.branch_id,
      channel: r.channel,
      method: r.method,
      paidSatang: Number(r.paid),
      walletSatang: Number(r.wallet),
      refundedSatang: Number(r.refunded),
      bookings: Number(r.bookings),
    })),
    owedSatang: Number(owed?.owed ?? 0),
  };
}
