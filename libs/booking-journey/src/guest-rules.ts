// A guest of the draft as the rules see it, and what the rules say about adding one more product.
import {
  guestDerived,
  parseTimeOfDay,
  validateGuest,
  type Catalog,
  type Guest,
  type GuestDerived,
  type Problem,
} from '@sabai/booking-rules';
import type { GuestDraft } from '@sabai/state';

const minutesOrNull = (time: string | null) => {
  if (!time) return null;
  const parsed = parseTimeOfDay(time);
  return parsed.ok ? parsed.time : null;
};

export function rulesGuest(guest: GuestDraft): Guest {
  return {
    no: guest.no,
    name: guest.name,
    start: { onsen: minutesOrNull(guest.start.onsen), spa: minutesOrNull(guest.start.spa) },
    treatments: guest.treatments,
  };
}

export function deriveGuest(guest: GuestDraft, catalog: Catalog): GuestDerived | null {
  const result = guestDerived(rulesGuest(guest), catalog);
  return result.ok ? result.derived : null;
}

/** The rule problems of a guest, leaving out those the picker shows another way (nothing chosen yet). */
export function guestProblems(guest: GuestDraft, catalog: Catalog): readonly Problem[] {
  const result = validateGuest(rulesGuest(guest), catalog);
  return result.ok ? [] : result.problems;
}

// Adding an item that would break one of these is refused up front, with the reason shown on the item.
const BLOCKING = new Set(['onsen_fee_disabled', 'onsen_fee_repeated']);

/** Why `productId` cannot be added to the guest's list now, or null when it can. */
export function addBlocker(guest: GuestDraft, productId: string, catalog: Catalog): Problem | null {
  const before = new Set(guestProblems(guest, catalog).map((p) => p.code));
  const after = guestProblems({ ...guest, treatments: [...guest.treatments, productId] }, catalog);
  return after.find((p) => BLOCKING.has(p.code) && !before.has(p.code)) ?? null;
}
