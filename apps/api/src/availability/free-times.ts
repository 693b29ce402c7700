// Which start times fit the whole party, and for a full one the nearest free ones (docs/product-rules.md,
// Availability). Pure: the places taken come in, counted as prebook counts them.
import {
  allocateGuests,
  type Capacity,
  type CapacityNeed,
  type MinuteOfDay,
  type Usage,
} from '@sabai/booking-rules';

export interface TimeAnswer {
  time: MinuteOfDay;
  isFree: boolean;
  /** Empty for a free time. */
  nextFree: MinuteOfDay[];
}

/** How many other times a full one offers. */
export const nextFreeCount = 3;

/**
 * Every slot with whether all guests fit on top of `used`, seated as prebook seats them (allocateGuests).
 * A full time offers the free times after it first, then the nearest before it.
 */
export function freeTimes(
  slots: readonly MinuteOfDay[],
  needsAt: (time: MinuteOfDay) => CapacityNeed[][],
  used: Usage,
  capacity: Capacity,
): TimeAnswer[] {
  const free = slots.map((time) => allocateGuests(needsAt(time), used, capacity).every(Boolean));
  return slots.map((time, i) => {
    if (free[i]) return { time, isFree: true, nextFree: [] };
    const later = slots.filter((t, j) => j > i && free[j]);
    const earlier = slots.filter((t, j) => j < i && free[j]).reverse();
    return { time, isFree: false, nextFree: [...later, ...earlier].slice(0, nextFreeCount) };
  });
}
