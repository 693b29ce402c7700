// Start times proposed to a guest whose visit includes the onsen (they can be changed on the page), and the
// visit as a timetable, so the page can say in plain words what each onsen placement means.
import {
  formatTimeOfDay,
  parseTimeOfDay,
  type Catalog,
  type GuestDerived,
  type MinuteOfDay,
  type ResolvedItem,
} from '@sabai/booking-rules';
import type { GuestDraft } from '@sabai/state';
import { deriveGuest } from './guest-rules';

/** Start times are offered every 15 minutes from the booking time, so proposals fall on that grid. */
const GRID_MIN = 15;
const ceilTo = (minutes: number, step: number) => Math.ceil(minutes / step) * step;

export const toMinutes = (time: string) => {
  const parsed = parseTimeOfDay(time);
  return parsed.ok ? parsed.time : 0;
};

type PlanItem = ResolvedItem;

/** One step of a guest's visit: an item of the list, its part (onsen or spa) and when it runs. */
export interface VisitStep {
  readonly item: PlanItem;
  readonly part: 'onsen' | 'spa';
  readonly startMin: MinuteOfDay;
  readonly endMin: MinuteOfDay;
}

/**
 * The guest's visit in list order, one item after the other from the booking time. Force-selected items
 * (a locker set) take no time slot of their own (docs/product-rules.md, Capacity), so they neither start
 * anything nor push the treatments later. A package with the onsen inside is its onsen part, then the rest.
 */
export function visitPlan(items: readonly PlanItem[], bookingMin: MinuteOfDay): VisitStep[] {
  const steps: VisitStep[] = [];
  let at = bookingMin;
  for (const item of items) {
    if (item.isForceSelect || item.durationMin <= 0) continue;
    const onsenMin = item.hasOnsenFee ? item.onsenDurationMin : 0;
    const spaMin = item.durationMin - onsenMin;
    if (onsenMin > 0) {
      steps.push({ item, part: 'onsen', startMin: at, endMin: at + onsenMin });
      at = ceilTo(at + onsenMin - bookingMin, GRID_MIN) + bookingMin;
    }
    if (spaMin > 0) {
      steps.push({ item, part: 'spa', startMin: at, endMin: at + spaMin });
      at = ceilTo(at + spaMin - bookingMin, GRID_MIN) + bookingMin;
    }
  }
  return steps;
}

/**
 * The onsen and spa starts that follow the visit order without overlapping: the onsen starts when the items
 * before it end, the spa part with its first treatment (docs/product-rules.md, Advance time and start times).
 */
export function defaultStarts(
  derived: GuestDerived,
  bookingMin: MinuteOfDay,
): { onsen: MinuteOfDay | null; spa: MinuteOfDay | null } {
  if (!derived.hasOnsenFee) return { onsen: null, spa: null };
  const plan = visitPlan(derived.items, bookingMin);
  const onsen = plan.find((step) => step.part === 'onsen')?.startMin ?? bookingMin;
  if (derived.spaDurationMin <= 0) return { onsen, spa: null };
  // Only force-selected items outside the onsen (a locker set): the spa part is asked for all the same,
  // and is put after the rest of the visit.
  const lastEnd = Math.max(bookingMin, ...plan.map((step) => step.endMin));
  const spa =
    plan.find((step) => step.part === 'spa')?.startMin ?? ceilTo(lastEnd - bookingMin, GRID_MIN) + bookingMin;
  return { onsen, spa };
}

/**
 * A guest whose list just changed gets start times proposed again for the new list and order: times chosen
 * for another list would no longer follow the visit. Without the onsen there are none to choose.
 */
export function withDefaultStarts(guest: GuestDraft, catalog: Catalog, bookingTime: string): GuestDraft {
  const derived = deriveGuest(guest, catalog);
  if (!derived?.hasOnsenFee) return { ...guest, start: { onsen: null, spa: null } };
  const starts = defaultStarts(derived, toMinutes(bookingTime));
  return {
    ...guest,
    start: {
      onsen: starts.onsen === null ? null : formatTimeOfDay(starts.onsen),
      spa: starts.spa === null ? null : formatTimeOfDay(starts.spa),
    },
  };
}
