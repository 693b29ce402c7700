// funnelReport (docs/product-rules.md, Booking funnel): how many visits reached each step of the booking, per
// channel, from the funnel events the apps send with the visitor's consent; and how many reached the checkout
// without paying. Days are the brand's first branch's calendar.
import { FUNNEL_STEPS, funnelEvent, type FunnelStep } from '@sabai/validation';
import { sql } from 'kysely';
import type { Scope } from '../core/scope';
import { rangeInstants, reportScope } from './report-scope';

export interface FunnelRowData {
  channel: string;
  steps: { step: FunnelStep; visits: number }[];
  abandoned: number;
}

export async function funnelReport(scope: Scope, rawInput: unknown): Promise<FunnelRowData[]> {
  const { start, end } = rangeInstants(await reportScope(scope, rawInput));
  const { rows } = await sql<{ channel: string; event: string; visits: string }>`
    select channel, event, count(distinct visit_id) as visits
    from track_events
    where brand_id = ${scope.brand.id} and visit_id is not null and created_at >= ${start} and created_at < ${end}
    group by channel, event`.execute(scope.db);
  const { rows: abandoned } = await sql<{ channel: string; visits: string }>`
    select channel, count(*) as visits from (
      select channel, visit_id, bool_or(event = ${funnelEvent('checkout')}) as checked_out,
        bool_or(event = ${funnelEvent('paid')}) as paid
      from track_events
      where brand_id = ${scope.brand.id} and visit_id is not null and created_at >= ${start} and created_at < ${end}
      group by channel, visit_id
    ) visits
    where checked_out and not paid
    group by channel`.execute(scope.db);
  const channels = [...new Set(rows.map((r) => r.channel))].sort();
  return channels.map((channel) => ({
    channel,
    steps: FUNNEL_STEPS.map((step) => ({
      step,
      visits: Number(rows.find((r) => r.channel === channel && r.event === funnelEvent(step))?.visits ?? 0),
    })),
    abandoned: Number(abandoned.find((r) => r.channel === channel)?.visits ?? 0),
  }));
}
