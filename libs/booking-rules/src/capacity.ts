import type { MinuteOfDay } from './calendar.js';
import { partStarts, type GuestDerived, type GuestStart } from './guest.js';

/** The two things a branch can run out of (docs/product-rules.md, Capacity). */
export type Resource = 'spa' | 'onsen';

/** Capacity is counted in buckets of this many minutes. */
export const capacityBucketMin = 15;

/** A guest's use of one resource, from the bucket of its start up to the bucket of its end. */
export interface CapacityNeed {
  readonly resource: Resource;
  /** First bucket's start, minutes since midnight. */
  readonly fromMin: MinuteOfDay;
  /** End of the last bucket (exclusive). */
  readonly toMin: MinuteOfDay;
}

/** Places per resource at a branch. */
export type Capacity = Readonly<Record<Resource, number>>;

/** Places already taken, by resource and bucket start; build keys with {@link usageKey}. */
export type Usage = ReadonlyMap<string, number>;

export function usageKey(resource: Resource, bucketMin: MinuteOfDay): string {
  return `${resource}:${bucketMin}`;
}

const floorTo = (minute: number, step: number) => Math.floor(minute / step) * step;
const ceilTo = (minute: number, step: number) => Math.ceil(minute / step) * step;

/**
 * What a guest occupies: an onsen place from the onsen start for the time in the onsen, and a spa bed
 * from the spa start for the time of the other treatments. Force-selected items (a locker set, a
 * prescreening) take no bed. Missing start times follow the booking: the onsen starts at the booking
 * time and the spa after it; without onsen the spa starts at the booking time. For a booking that passed
 * validateBookingTime every need ends by closing time, so never past 1440.
 */
export function guestCapacityNeeds(
  derived: GuestDerived,
  start: GuestStart,
  bookingTime: MinuteOfDay,
  bucketMin: number = capacityBucketMin,
): CapacityNeed[] {
  const onsenMin = derived.onsenDurationMin;
  const bedMin = derived.items
    .filter((item) => !item.isForceSelect)
    .reduce((total, item) => total + item.durationMin - item.onsenDurationMin, 0);
  const { onsen: onsenStart, spa: spaStart } = partStarts(start, onsenMin, bookingTime);
  const needs: CapacityNeed[] = [];
  if (onsenMin > 0) {
    needs.push({
      resource: 'onsen',
      fromMin: floorTo(onsenStart, bucketMin),
      toMin: ceilTo(onsenStart + onsenMin, bucketMin),
    });
  }
  if (bedMin > 0) {
    needs.push({
      resource: 'spa',
      fromMin: floorTo(spaStart, bucketMin),
      toMin: ceilTo(spaStart + bedMin, bucketMin),
    });
  }
  return needs;
}

/** The bucket starts a need covers. */
export function needBuckets(need: CapacityNeed, bucketMin: number = capacityBucketMin): MinuteOfDay[] {
  const buckets: MinuteOfDay[] = [];
  for (let minute = need.fromMin; minute < need.toMin; minute += bucketMin) buckets.push(minute);
  return buckets;
}

/**
 * Seats guests one after another on top of what is already used: each guest fits when every bucket of
 * every need still has a place; a guest who fits takes the places, one who does not takes none.
 * Returns, per guest in order, whether they fit.
 */
export function allocateGuests(
  guests: readonly (readonly CapacityNeed[])[],
  used: Usage,
  capacity: Capacity,
  bucketMin: number = capacityBucketMin,
): boolean[] {
  const taken = new Map(used);
  return guests.map((needs) => {
    const keys = needs.flatMap((need) => needBuckets(need, bucketMin).map((m) => usageKey(need.resource, m)));
    const fits = needs.every((need) =>
      needBuckets(need, bucketMin).every(
        (m) => (taken.get(usageKey(need.resource, m)) ?? 0) < capacity[need.resource],
      ),
    );
    if (fits) for (const key of keys) taken.set(key, (taken.get(key) ?? 0) + 1);
    return fits;
  });
}
