import type { OnsenPlacement, PlacementBlock } from './problem-vocabulary.js';
import { problem, type Result } from './problems.js';
import type { ResolvedItem } from './resolve-item.js';

/** The part of an item the ordering looks at; a {@link ResolvedItem} is one. */
export type OrderItem = Pick<ResolvedItem, 'hasOnsenFee' | 'usesOil' | 'disablesOnsenFee'>;

/** A placement and whether it can be applied to the list now. */
export type PlacementOption =
  | { readonly placement: OnsenPlacement; readonly allowed: true }
  | { readonly placement: OnsenPlacement; readonly allowed: false; readonly reason: PlacementBlock };

/** The placements in the order a menu shows them. */
export const onsenPlacementOrder: readonly OnsenPlacement[] = [
  'first',
  'second',
  'before_last',
  'swap_first_last',
];

const minimumItems: Readonly<Record<OnsenPlacement, number>> = {
  first: 2,
  second: 2,
  before_last: 3,
  swap_first_last: 2,
};

/**
 * The first item using oil that stands before the onsen item (the first item with an onsen fee), if any.
 * Oil left on the skin is not allowed in the bath, so the onsen must come before any oil treatment.
 */
export function oilBeforeOnsen<T extends OrderItem>(items: readonly T[]): T | undefined {
  const onsenAt = items.findIndex((item) => item.hasOnsenFee);
  return onsenAt < 0 ? undefined : items.slice(0, onsenAt).find((item) => item.usesOil);
}

/** The new order as indexes into `items`, or the reason the placement cannot be made. */
function arrange(items: readonly OrderItem[], placement: OnsenPlacement): number[] | PlacementBlock {
  const count = items.length;
  const onsenAt = items.findIndex((item) => item.hasOnsenFee);
  if (onsenAt < 0) return 'no_onsen_item';
  if (items.some((item) => item.disablesOnsenFee)) return 'onsen_fee_disabled';
  if (items.filter((item) => item.hasOnsenFee).length > 1) return 'onsen_fee_repeated';
  if (count < minimumItems[placement]) return 'too_few_items';
  const order = items.map((_, index) => index);
  if (placement === 'swap_first_last') {
    if (onsenAt !== 0 && onsenAt !== count - 1) return 'onsen_not_at_end';
    order[0] = count - 1;
    order[count - 1] = 0;
  } else {
    const target = { first: 0, second: 1, before_last: count - 2 }[placement];
    order.splice(onsenAt, 1);
    order.splice(target, 0, onsenAt);
  }
  if (order.every((from, index) => from === index)) return 'already_placed';
  const moved = order.map((from) => items[from] as OrderItem);
  return oilBeforeOnsen(moved) === undefined ? order : 'oil_before_onsen';
}

/** Every placement with whether it is allowed for this list, and why not. */
export function onsenPlacements(items: readonly OrderItem[]): PlacementOption[] {
  return onsenPlacementOrder.map((placement) => {
    const arranged = arrange(items, placement);
    return typeof arranged === 'string'
      ? { placement, allowed: false, reason: arranged }
      : { placement, allowed: true };
  });
}

/**
 * Moves the onsen item (the one item with an onsen fee) and returns the reordered list, which always
 * holds exactly the same items:
 * - `first`: to index 0; `second`: to index 1; `before_last`: to index length - 2 (other items keep their order);
 * - `swap_first_last`: when the onsen item is first or last, it trades places with the item at the other end.
 */
export function placeOnsen<T extends OrderItem>(
  items: readonly T[],
  placement: OnsenPlacement,
): Result<{ items: T[] }, 'onsen_placement_not_allowed'> {
  const arranged = arrange(items, placement);
  if (typeof arranged === 'string') {
    return { ok: false, problems: [problem('onsen_placement_not_allowed', { placement, reason: arranged })] };
  }
  return { ok: true, items: arranged.map((from) => items[from] as T) };
}
