// promotionReport (docs/product-rules.md, Reports): how each code was used in a range: the bookings paid with it
// on the branch's calendar days, the discount they got and what they paid, from the redemptions that the
// confirming payment writes and the priced summaries the customers paid.
import { sql } from 'kysely';
import type { Scope } from '../core/scope';
import { reportScope } from './report-scope';

export interface PromotionUsageRowData {
  code: string;
  campaign: string | null;
  bookings: number;
  discountSatang: number;
  grandTotalSatang: number;
}

export async function promotionReport(scope: Scope, rawInput: unknown): Promise<PromotionUsageRowData[]> {
  const { from, to, inBranches } = await reportScope(scope, rawInput);
  const rows = await sql<{
    code: string;
    campaign: string | null;
    bookings: string;
    discount: string;
    grand_total: string;
  }>`
    select r.code, p.campaign, count(*) as bookings,
      coalesce(sum((b.priced_summary->>'discountSatang')::bigint), 0) as discount,
      coalesce(sum((b.priced_summary->>'grandTotalSatang')::bigint), 0) as grand_total
    from promotion_redemptions r
    join bookings b on b.id = r.booking_id
    join branches br on br.id = b.branch_id
    left join promotions p on p.code = r.code
    where b.branch_id in (${inBranches}) and b.paid_at is not null
      and (b.paid_at at time zone br.time_zone)::date between ${from} and ${to}
    group by r.code, p.campaign
    order by count(*) desc, r.code`.execute(scope.db);
  return rows.rows.map((r) => ({
    code: r.code,
    campaign: r.campaign,
    bookings: Number(r.bookings),
    discountSatang: Number(r.discount),
    grandTotalSatang: Number(r.grand_total),
  }));
}
