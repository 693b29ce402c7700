// The occupancy strip: the day's 15-minute buckets folded into hours. An hour shows its fullest bucket,
// since that is the one a new booking in that hour would meet.
import type { DaySheetQuery } from '@sabai/graphql/staff';

export type DayBucket = DaySheetQuery['daySheet']['buckets'][number];

export interface HourOccupancy {
  /** 'HH:00' */
  hour: string;
  spaUsed: number;
  spaCapacity: number;
  onsenUsed: number;
  onsenCapacity: number;
}

export function hourlyOccupancy(buckets: DayBucket[]): HourOccupancy[] {
  const hours = new Map<string, HourOccupancy>();
  for (const bucket of buckets) {
    const hour = `${bucket.time.slice(0, 2)}:00`;
    const seen = hours.get(hour);
    hours.set(hour, {
      hour,
      spaUsed: Math.max(seen?.spaUsed ?? 0, bucket.spa_used),
      spaCapacity: Math.max(seen?.spaCapacity ?? 0, bucket.spa_capacity),
      onsenUsed: Math.max(seen?.onsenUsed ?? 0, bucket.onsen_used),
      onsenCapacity: Math.max(seen?.onsenCapacity ?? 0, bucket.onsen_capacity),
    });
  }
  return [...hours.values()];
}
