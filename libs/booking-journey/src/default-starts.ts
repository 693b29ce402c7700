// Start times proposed to a guest whose visit includes the onsen (they can be changed on the page).
import { formatTimeOfDay, parseTimeOfDay, type Catalog } from '@sabai/booking-rules';
import type { GuestDraft } from '@sabai/state';
import { deriveGuest } from './guest-rules';

const ceilTo = (minutes: number, step: number) => Math.ceil(minutes / step) * step;
export const toMinutes = (time: string) => {
  const parsed = parseTimeOfDay(time);
  return parsed.ok ? parsed.time : 0;
};

/** A guest who now has the onsen gets start times proposed: onsen at the booking time, spa right after. */
export function withDefaultStarts(guest: GuestDraft, catalog: Catalog, bookingTime: string): GuestDraft {
  const derived = deriveGuest(guest, catalog);
  if (!derived?.hasOnsenFee) return { ...guest, start: { onsen: null, spa: null } };
  if (guest.start.onsen !== null) return guest;
  const at = toMinutes(bookingTime);
  // Force-selected items (a locker set) take no time; the first item that does decides what starts.
  const onsenFirst = derived.items.find((item) => item.durationMin > 0)?.hasOnsenFee ?? true;
  const spaAt = onsenFirst ? at + ceilTo(derived.onsenDurationMin, 15) : at;
  const onsenAt = onsenFirst ? at : at + ceilTo(derived.spaDurationMin, 15);
  return {
    ...guest,
    start: {
      onsen: formatTimeOfDay(onsenAt),
      spa: derived.spaDurationMin > 0 ? formatTimeOfDay(spaAt) : null,
    },
  };
}
