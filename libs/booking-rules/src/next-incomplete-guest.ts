import type { Catalog } from './catalog.js';
import { courseSetProblems } from './course-rules.js';
import { forcedProductIds } from './forced-items.js';
import { deriveGuest, type Guest } from './guest.js';
import { resolveItem, type ResolvedItem } from './resolve-item.js';

/** Why a guest is not complete yet. */
export type IncompleteReason = 'no_treatment' | 'start_time_missing' | 'course_set_invalid';

/** The guest to complete next, and every reason it is incomplete. */
export interface IncompleteGuest {
  readonly no: number;
  readonly reasons: readonly IncompleteReason[];
}

/** Why `guest` is incomplete; empty when it is complete. Ids that cannot be looked up count as chosen. */
export function incompleteReasons(guest: Guest, catalog: Catalog): IncompleteReason[] {
  const forced = forcedProductIds(catalog);
  const items = guest.treatments
    .map((id) => resolveItem(id, catalog, guest.no))
    .flatMap((resolved): ResolvedItem[] => (resolved.ok ? [resolved.item] : []));
  const derived = deriveGuest(guest.no, items);
  const reasons: IncompleteReason[] = [];
  if (guest.treatments.every((id) => forced.includes(id))) reasons.push('no_treatment');
  const needsSpa = derived.spaDurationMin > 0;
  if (derived.hasOnsenFee && (guest.start.onsen === null || (needsSpa && guest.start.spa === null))) {
    reasons.push('start_time_missing');
  }
  if (courseSetProblems(guest, catalog).length > 0) reasons.push('course_set_invalid');
  return reasons;
}

/**
 * docs/product-rules.md, Guests: the first guest (by guest number) who lacks products beyond the
 * force-selected ones, or lacks the onsen and spa start times when the onsen is included, or has a course set
 * that is not whole. Null when every guest is complete. An onsen-only guest (no spa part) needs only the
 * onsen start.
 */
export function nextIncompleteGuest(guests: readonly Guest[], catalog: Catalog): IncompleteGuest | null {
  const byNumber = [...guests].sort((a, b) => a.no - b.no);
  for (const guest of byNumber) {
    const reasons = incompleteReasons(guest, catalog);
    if (reasons.length > 0) return { no: guest.no, reasons };
  }
  return null;
}
