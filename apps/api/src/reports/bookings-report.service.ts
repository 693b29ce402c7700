// bookingsReport (docs/product-rules.md, Reports): what became of the bookings dated in a range, by day, branch and
// channel, counted from the bookings themselves: those paid, their guests, the visits, the no-shows, the
// cancellations and the holds that lapsed unpaid.
import { sql } from 'kysely';
import type { Scope } from '../core/scope';
import { reportScope } from './report-scope';

export interface BookingsRowData {
  date: string;
  branchId: string;
  channel: string;
  paid: number;
  guests: number;
  visited: number;
  noShows: number;
  cancelled: number;
  lapsed: number;
}

export async function bookingsReport(scope: Scope, rawInput: unknown): Promise<BookingsRowData[]> {
  const { from, to, inBranches } = await reportScope(scope, rawInput);
  const rows = await sql<{
    day: string;
    branch_id: string;
    channel: string;
    paid: string;
    guests: string;
    visited: string;
    no_shows: string;
    cancelled: string;
    lapsed: string;
  }>`
    select to_char(date, 'YYYY-MM-DD') as day, branch_id, channel,
      count(*) filter (where paid_at is not null) as paid,
      coalesce(sum(guest_count) filter (where paid_at is not null), 0) as guests,
      count(*) filter (where state in ('checked_in', 'completed')) as visited,
      count(*) filter (where state = 'no_show') as no_shows,
      count(*) filter (where state = 'cancelled') as cancelled,
      count(*) filter (where state = 'expired') as lapsed
    from bookings
    where branch_id in (${inBranches}) and date between ${from} and ${to}
    group by date, branch_id, channel
    having count(*) filter (where paid_at is not null or state in ('cancelled', 'expired', 'no_show')) > 0
    order by date, branch_id, channel`.execute(scope.db);
  return rows.rows.map((r) => ({
    date: r.day,
    branchId: r.branch_id,
    channel: r.channel,
    paid: Number(r.paid),
    guests: Number(r.guests),
    visited: Number(r.visited),
    noShows: Number(r.no_shows),
    cancelled: Number(r.cancelled),
    lapsed: Number(r.lapsed),
  }));
}
