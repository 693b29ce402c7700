import type { MinuteOfDay } from './calendar.js';
import type { Catalog } from './catalog.js';
import type { Problem, Result } from './problems.js';
import { resolveItem, type ResolveCode, type ResolvedItem } from './resolve-item.js';

/** When a guest starts in the onsen and at the spa; null until chosen. */
export interface GuestStart {
  readonly onsen: MinuteOfDay | null;
  readonly spa: MinuteOfDay | null;
}

/** One guest of a booking: the guest number, start times and the ordered list of product or course item ids. */
export interface Guest {
  readonly no: number;
  readonly name?: string | undefined;
  readonly start: GuestStart;
  readonly treatments: readonly string[];
}

/** What follows from a guest's list (docs/product-rules.md, Guests). */
export interface GuestDerived {
  readonly no: number;
  readonly items: readonly ResolvedItem[];
  /** Items in the list. */
  readonly count: number;
  /** Items the guest chose: the list without force-selected items. */
  readonly chosenCount: number;
  readonly totalDurationMin: number;
  readonly onsenDurationMin: number;
  /** Time on a spa bed: the total less the time in the onsen. */
  readonly spaDurationMin: number;
  readonly totalPriceSatang: number;
  readonly hasOnsenFee: boolean;
  readonly usesOilMaterial: boolean;
  readonly hasMustAfterOnsen: boolean;
  /** A must-after-onsen treatment without oil is in the list, so onsen fee items cannot be chosen. */
  readonly onsenFeeDisabled: boolean;
  readonly hasCourseItems: boolean;
}

/**
 * When a guest's onsen and spa parts start: as chosen, else following the booking: the onsen at the
 * booking time and the spa when the onsen ends (without onsen, the spa at the booking time).
 */
export function partStarts(
  start: GuestStart,
  onsenDurationMin: number,
  bookingTime: MinuteOfDay,
): { readonly onsen: MinuteOfDay; readonly spa: MinuteOfDay } {
  const onsen = start.onsen ?? bookingTime;
  return { onsen, spa: start.spa ?? (onsenDurationMin > 0 ? onsen + onsenDurationMin : bookingTime) };
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The derived values of a list of already resolved items. */
export function deriveGuest(no: number, items: readonly ResolvedItem[]): GuestDerived {
  const totalDurationMin = sum(items.map((item) => item.durationMin));
  const onsenDurationMin = sum(items.map((item) => item.onsenDurationMin));
  return {
    no,
    items,
    count: items.length,
    chosenCount: items.filter((item) => !item.isForceSelect).length,
    totalDurationMin,
    onsenDurationMin,
    spaDurationMin: totalDurationMin - onsenDurationMin,
    totalPriceSatang: sum(items.map((item) => item.priceSatang)),
    hasOnsenFee: items.some((item) => item.hasOnsenFee),
    usesOilMaterial: items.some((item) => item.usesOil),
    hasMustAfterOnsen: items.some((item) => item.mustAfterOnsen),
    onsenFeeDisabled: items.some((item) => item.disablesOnsenFee),
    hasCourseItems: items.some((item) => item.courseId !== null),
  };
}

/**
 * Resolves a guest's ids against the catalog and derives products, duration, price, count and the
 * onsen flags. Fails with one problem per id that cannot be found.
 */
export function guestDerived(guest: Guest, catalog: Catalog): Result<{ derived: GuestDerived }, ResolveCode> {
  const items: ResolvedItem[] = [];
  const problems: Problem<ResolveCode>[] = [];
  for (const id of guest.treatments) {
    const resolved = resolveItem(id, catalog, guest.no);
    if (resolved.ok) items.push(resolved.item);
    else problems.push(...resolved.problems);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, derived: deriveGuest(guest.no, items) };
}
