import { visitPlan, type VisitStep } from '@sabai/booking-journey';
import {
  formatTimeOfDay,
  onsenPlacements,
  placeOnsen,
  type GuestDerived,
  type MinuteOfDay,
  type PlacementBlock,
} from '@sabai/booking-rules';
import { formatTime } from '@sabai/i18n';

/**
 * The guest's visit as it will run: the proposed plan, moved to the onsen and spa starts the guest chose
 * (docs/product-rules.md, Advance time and start times).
 */
export function timedVisit(
  items: GuestDerived['items'],
  bookingMin: MinuteOfDay,
  chosen: { onsen: MinuteOfDay | null; spa: MinuteOfDay | null },
): VisitStep[] {
  const plan = visitPlan(items, bookingMin);
  const firstOf = (part: VisitStep['part']) => plan.find((step) => step.part === part)?.startMin;
  const shift = {
    onsen: chosen.onsen === null ? 0 : chosen.onsen - (firstOf('onsen') ?? chosen.onsen),
    spa: chosen.spa === null ? 0 : chosen.spa - (firstOf('spa') ?? chosen.spa),
  };
  return plan.map((step) => ({
    ...step,
    startMin: step.startMin + shift[step.part],
    endMin: step.endMin + shift[step.part],
  }));
}

/** '14:00' for minute 840. */
export const clockOf = (minute: MinuteOfDay) => formatTime(formatTimeOfDay(minute));

/** The same items in the same order take the same key: placements that give one order are offered once. */
export const orderKey = (steps: readonly VisitStep[]) => steps.map((step) => step.item.id).join('|');

/** Another order of the visit the rules allow: the list to keep and the visit it gives, at proposed times. */
export interface OrderChoice {
  readonly key: string;
  readonly treatments: string[];
  readonly steps: VisitStep[];
}

// Reasons worth telling: the others only say a placement would change nothing.
const TOLD: ReadonlySet<PlacementBlock> = new Set([
  'oil_before_onsen',
  'onsen_fee_disabled',
  'onsen_fee_repeated',
]);

/**
 * The orders the onsen placements give (docs/product-rules.md, Treatments and the onsen), each once and
 * without the current one, and why the refused ones are refused.
 */
export function otherOrders(
  derived: GuestDerived,
  bookingMin: MinuteOfDay,
  current: readonly VisitStep[],
): { choices: OrderChoice[]; refused: PlacementBlock[] } {
  const seen = new Set([orderKey(current)]);
  const choices: OrderChoice[] = [];
  const refused = new Set<PlacementBlock>();
  // Force-selected items (a locker set) are no step of the visit: they stay in front and the placements
  // move the treatments, so "onsen last" means after the massage, not after the locker set.
  const forced = derived.items.filter((item) => item.isForceSelect).map((item) => item.id);
  const treatments = derived.items.filter((item) => !item.isForceSelect);
  for (const option of onsenPlacements(treatments)) {
    if (!option.allowed) {
      if (TOLD.has(option.reason)) refused.add(option.reason);
      continue;
    }
    const placed = placeOnsen(treatments, option.placement);
    if (!placed.ok) continue;
    const steps = timedVisit(placed.items, bookingMin, { onsen: null, spa: null });
    const key = orderKey(steps);
    if (seen.has(key)) continue;
    seen.add(key);
    choices.push({ key, treatments: [...forced, ...placed.items.map((item) => item.id)], steps });
  }
  return { choices, refused: [...refused] };
}
