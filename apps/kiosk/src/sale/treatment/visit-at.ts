import { withDefaultStarts } from '@sabai/booking-journey';
import type { Catalog } from '@sabai/booking-rules';
import { withVisitTime, type BookingDraft } from '@sabai/state';

/**
 * The draft moved to `date` and `time`, each guest's onsen and spa starts placed by the onsen order from there
 * (the kiosk has no start-time pickers: the rules engine's default plan is the visit).
 */
export function visitAt(booking: BookingDraft, date: string, time: string, catalog: Catalog): BookingDraft {
  const moved = withVisitTime(booking, { date, time });
  const guests = Object.fromEntries(
    Object.entries(moved.guests).map(([no, guest]) => [no, withDefaultStarts(guest, catalog, time)]),
  );
  return { ...moved, guests };
}
