// A booking's guests as the desk reads them (docs/product-rules.md, The day at the branch): each guest's
// products named in the staff's language, and when the last guest's last treatment ends. Course items
// ('R<product>:C<course>') are named and timed as the product they are.
import {
  guestCapacityNeeds,
  guestDerived,
  isCourseItemId,
  parseCourseItemId,
  type Catalog,
} from '@sabai/booking-rules';
import type { Scope } from '../core/scope';
import type { StoredGuest, Translated } from '../db/schema';
import { rulesCatalog } from '../booking/rules-adapters';
import type { BookingRow } from '../booking/booking.repository';
import { pick } from '../i18n/translated-text';

export interface DeskGuest {
  no: number;
  name: string | null;
  /** Product names in the booking's order, in the staff's language. */
  treatments: string[];
}

export interface DeskGuests {
  guests: DeskGuest[];
  /** Minute of the day the last guest's last treatment ends. */
  endMin: number;
}

type BookingGuests = Pick<BookingRow, 'id' | 'guests' | 'time_min'>;

const productIdOf = (id: string): string => {
  if (!isCourseItemId(id)) return id;
  const ref = parseCourseItemId(id);
  return ref.ok ? ref.itemId : id;
};

/** The guests and end time of each booking (all of one branch), by booking id. */
export async function deskGuests(
  scope: Pick<Scope, 'catalog' | 'db' | 'locale'>,
  branchId: string,
  bookings: readonly BookingGuests[],
): Promise<Map<string, DeskGuests>> {
  const products = await scope.catalog.productsAt(branchId);
  const names = new Map<string, Translated>(products.map((p) => [p.id, p.name]));
  await addRetiredNames(scope, names, bookings);
  const catalog = rulesCatalog(products);
  const name = (id: string) => {
    const text = names.get(productIdOf(id));
    return text ? pick(text, scope.locale) : id;
  };
  return new Map(
    bookings.map((booking) => [
      booking.id,
      {
        guests: booking.guests.map((g) => ({
          no: g.no,
          name: g.name ?? null,
          treatments: g.treatments.map(name),
        })),
        endMin: Math.max(
          booking.time_min,
          ...booking.guests.map((g) => guestEnd(g, catalog, booking.time_min)),
        ),
      },
    ]),
  );
}

/** Products no longer sold at the branch are still named (a booking keeps what it was made with). */
async function addRetiredNames(
  scope: Pick<Scope, 'db'>,
  names: Map<string, Translated>,
  bookings: readonly BookingGuests[],
): Promise<void> {
  const missing = [
    ...new Set(bookings.flatMap((b) => b.guests.flatMap((g) => g.treatments.map(productIdOf)))),
  ].filter((id) => !names.has(id));
  if (missing.length === 0) return;
  const rows = await scope.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('id', 'in', missing)
    .execute();
  for (const row of rows) names.set(row.id, row.name);
}

/**
 * When a guest's last treatment ends: the end of the places the guest takes (onsen and bed), by the
 * booking rules to the minute. A guest whose products the branch no longer sells ends at the start.
 */
function guestEnd(guest: StoredGuest, catalog: Catalog, bookingTime: number): number {
  const derived = guestDerived(
    { no: guest.no, start: guest.start, treatments: guest.treatments.map(productIdOf) },
    catalog,
  );
  if (!derived.ok) return bookingTime;
  const needs = guestCapacityNeeds(derived.derived, guest.start, bookingTime, 1);
  return Math.max(bookingTime, ...needs.map((need) => need.toMin));
}
