// utilisationReport (docs/product-rules.md, Reports): how full the beds and onsen places were, by weekday and
// hour. Held: the places sold (bookings paid, checked in, completed or not shown) per 15-minute bucket, from their
// capacity holds. Offered: the branch's places in every bucket of its open hours on the days it was open (the
// booking rules' own open-day test, holidays included), at the capacity it has now.
import { capacityBucketMin, dateProblems, weekdayOf, type Resource } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { rulesBranch } from '../booking/rules-adapters';
import type { Scope } from '../core/scope';
import { reportScope, type ReportScope } from './report-scope';

export interface UtilisationCellData {
  resource: Resource;
  /** 0 is Sunday. */
  weekday: number;
  hour: number;
  /** Place-buckets (one place for 15 minutes) sold and offered. */
  held: number;
  offered: number;
}

const key = (resource: string, weekday: number, hour: number) => `${resource}|${weekday}|${hour}`;

/** Every date from `from` to `to`, both included. */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

/** Place-buckets offered per resource, weekday and hour over the range. */
async function offeredPlaces(scope: Scope, report: ReportScope): Promise<Map<string, number>> {
  const { rows: closed } = await sql<{ branch_id: string; date: string }>`
    select branch_id, to_char(date, 'YYYY-MM-DD') as date from branch_closed_dates
    where branch_id in (${report.inBranches}) and date between ${report.from} and ${report.to}`.execute(
    scope.db,
  );
  const offered = new Map<string, number>();
  const dates = datesOf(report.from, report.to);
  for (const row of report.branches) {
    const closedDates = closed.filter((c) => c.branch_id === row.id).map((c) => c.date);
    const branch = rulesBranch({ ...row, closed_dates: closedDates });
    const places: [Resource, number][] = [
      ['spa', row.spa_beds],
      ['onsen', row.onsen_places],
    ];
    const firstBucket = branch.openTime - (branch.openTime % capacityBucketMin);
    for (const date of dates) {
      if (dateProblems(branch, date).length > 0) continue;
      const weekday = weekdayOf(date);
      for (let minute = firstBucket; minute < branch.closeTime; minute += capacityBucketMin)
        for (const [resource, count] of places) {
          if (count <= 0) continue;
          const at = key(resource, weekday, Math.floor(minute / 60));
          offered.set(at, (offered.get(at) ?? 0) + count);
        }
    }
  }
  return offered;
}

export async function utilisationReport(scope: Scope, rawInput: unknown): Promise<UtilisationCellData[]> {
  const report = await reportScope(scope, rawInput);
  const held = await sql<{ resource: Resource; weekday: number; hour: number; places: string }>`
    select h.resource, extract(dow from h.day)::int as weekday, (h.minute / 60)::int as hour,
      sum(h.places) as places
    from capacity_holds h
    join bookings b on b.id = h.booking_id
    where h.branch_id in (${report.inBranches}) and h.day between ${report.from} and ${report.to}
      and b.state in ('paid', 'checked_in', 'completed', 'no_show')
    group by 1, 2, 3`.execute(scope.db);
  const offered = await offeredPlaces(scope, report);
  const cells = new Map<string, UtilisationCellData>();
  for (const [at, places] of offered) {
    const [resource, weekday, hour] = at.split('|');
    cells.set(at, {
      resource: resource as Resource,
      weekday: Number(weekday),
      hour: Number(hour),
      held: 0,
      offered: places,
    });
  }
  for (const row of held.rows) {
    const at = key(row.resource, row.weekday, row.hour);
    const cell = cells.get(at) ?? {
      resource: row.resource,
      weekday: row.weekday,
      hour: row.hour,
      offered: 0,
    };
    cells.set(at, { ...cell, held: Number(row.places) });
  }
  return [...cells.values()].sort(
    (a, b) => a.resource.localeCompare(b.resource) || a.weekday - b.weekday || a.hour - b.hour,
  );
}
