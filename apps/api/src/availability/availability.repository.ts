// Places taken at a branch over a range of days, in one query: the calendar's month (docs/product-rules.md,
// Availability). The holds counted are prebook's own (placeTakingHolds).
import { usageKey, type Resource, type Usage } from '@sabai/booking-rules';
import { sql, type Kysely } from 'kysely';
import { placeTakingHolds } from '../booking/capacity.repository';
import type { Database } from '../db/schema';

/** Places held per day, resource and bucket, from `fromDay` to `toDay` inclusive. */
export async function usedPlacesByDay(
  db: Kysely<Database>,
  branchId: string,
  fromDay: string,
  toDay: string,
): Promise<Map<string, Usage>> {
  const rows = await placeTakingHolds(db)
    .select([
      // Text, not a driver's Date: a date column would come back as local midnight.
      sql<string>`to_char(h.day, 'YYYY-MM-DD')`.as('day'),
      'h.resource',
      'h.minute',
      sql<string>`sum(h.places)`.as('places'),
    ])
    .where('h.branch_id', '=', branchId)
    .where('h.day', '>=', fromDay)
    .where('h.day', '<=', toDay)
    .groupBy(['h.day', 'h.resource', 'h.minute'])
    .execute();
  const byDay = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const day = row.day;
    const usage = byDay.get(day) ?? new Map<string, number>();
    usage.set(usageKey(row.resource as Resource, row.minute), Number(row.places));
    byDay.set(day, usage);
  }
  return byDay;
}
