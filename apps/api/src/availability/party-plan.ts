// What a party needs of a branch at a start time (docs/product-rules.md, Availability): with treatments, each
// guest's needs as prebook derives them (guestCapacityNeeds), their chosen start times moving with the time
// asked; without, a bed per guest for the branch's shortest treatment.
import {
  guestCapacityNeeds,
  guestDerived,
  type Catalog,
  type CapacityNeed,
  type Guest,
  type GuestDerived,
  type MinuteOfDay,
  type Problem,
  type TimedGuest,
} from '@sabai/booking-rules';
import { rulesRefused } from '../core/app-error';

export interface PartyPlan {
  /** Each guest's needs when the booking starts at `time`. */
  needsAt(time: MinuteOfDay): CapacityNeed[][];
  /** The guests as the time rules see them at `time`, empty without treatments. */
  timedAt(time: MinuteOfDay): TimedGuest[];
  /** The longest guest's duration, so no time is offered that would end after closing. */
  durationMin: number;
}

const noStart = { onsen: null, spa: null };

/** The bed time of the shortest treatment the branch sells (force-selected items and onsen fees aside). */
export function shortestBedMin(catalog: Catalog): number | null {
  let shortest: number | null = null;
  for (const product of catalog.products) {
    if (product.isForceSelect || product.type === 'onsen_fee') continue;
    const derived = guestDerived({ no: 1, start: noStart, treatments: [product.id] }, catalog);
    if (!derived.ok || derived.derived.spaDurationMin <= 0) continue;
    shortest = Math.min(shortest ?? Infinity, derived.derived.spaDurationMin);
  }
  return shortest;
}

const bedNeed = (time: MinuteOfDay, minutes: number): CapacityNeed[] => [
  { resource: 'spa', fromMin: time, toMin: time + Math.ceil(minutes / 15) * 15 },
];

/** Without treatments: every guest on a bed for the shortest treatment. */
export function countPlan(guestCount: number, catalog: Catalog): PartyPlan {
  const minutes = shortestBedMin(catalog) ?? 0;
  return {
    needsAt: (time) => (minutes > 0 ? Array.from({ length: guestCount }, () => bedNeed(time, minutes)) : []),
    timedAt: () => [],
    durationMin: minutes,
  };
}

const shift = (minute: number | null, by: number) => (minute === null ? null : minute + by);

/**
 * With treatments: start times chosen for `chosenTime` move with the time asked (the visit keeps its shape).
 * A guest with nothing chosen yet counts as the shortest treatment. Unknown treatments are refused.
 */
export function guestsPlan(
  guests: readonly Guest[],
  chosenTime: MinuteOfDay | null,
  catalog: Catalog,
): PartyPlan {
  const problems: Problem[] = [];
  const derived: GuestDerived[] = [];
  for (const guest of guests) {
    const result = guestDerived(guest, catalog);
    if (result.ok) derived.push(result.derived);
    else problems.push(...result.problems);
  }
  if (problems.length > 0) throw rulesRefused(problems);
  const shortest = shortestBedMin(catalog) ?? 0;
  const startAt = (guest: Guest, time: MinuteOfDay) => {
    const by = chosenTime === null ? 0 : time - chosenTime;
    return chosenTime === null
      ? noStart
      : { onsen: shift(guest.start.onsen, by), spa: shift(guest.start.spa, by) };
  };
  const chose = (d: GuestDerived) => d.onsenDurationMin + d.spaDurationMin > 0;
  return {
    needsAt: (time) =>
      derived.map((d, i) =>
        chose(d) ? guestCapacityNeeds(d, startAt(guests[i] as Guest, time), time) : bedNeed(time, shortest),
      ),
    timedAt: (time) =>
      derived.filter(chose).map((d) => ({
        no: d.no,
        hasOnsenFee: d.hasOnsenFee,
        onsenDurationMin: d.onsenDurationMin,
        spaDurationMin: d.spaDurationMin,
        start: startAt(guests[derived.indexOf(d)] as Guest, time),
      })),
    durationMin: Math.max(0, ...derived.map((d) => d.totalDurationMin)),
  };
}
