// leaveWaitlist (docs/product-rules.md, Waitlist): who joined (the entry's token) leaves the list. A waiting entry
// simply ends; an offered one also gives up the places its offer holds, as the offer's lapse would (the pending
// booking expires under its row lock), so they free up for the next entry at once. Leaving twice answers the
// same; an entry already booked or lapsed is no longer open.
import { timingSafeEqual } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { lockBooking, moveBooking } from '../booking/booking.repository';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { WaitlistEntryTable } from '../db/schema';

type Entry = Selectable<WaitlistEntryTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sameToken = (stored: string | null, given: string) =>
  stored !== null &&
  stored.length === given.length &&
  timingSafeEqual(Buffer.from(stored), Buffer.from(given));

export async function leaveWaitlist(scope: Scope, id: string, token: string): Promise<Entry> {
  if (!UUID.test(id)) throw new AppError('waitlist.notFound');
  return scope.db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('id', '=', id)
      .where('brand_id', '=', scope.brand.id)
      .forUpdate()
      .executeTakeFirst();
    if (!entry || !sameToken(entry.token, token)) throw new AppError('waitlist.notFound');
    if (entry.state === 'left') return entry;
    if (entry.state !== 'waiting' && entry.state !== 'offered') throw new AppError('waitlist.closed');
    if (entry.state === 'offered' && entry.booking_id) {
      const booking = await lockBooking(trx, entry.booking_id);
      // An offer already paid is a booking now: the settling job marks the entry booked.
      if (booking.state !== 'pending' && booking.state !== 'expired') throw new AppError('waitlist.closed');
      if (booking.state === 'pending')
        await moveBooking(trx, booking, 'expire', { hold_expires_at: sql<Date>`now()` });
    }
    return trx
      .updateTable('waitlist_entries')
      .set({ state: 'left' })
      .where('id', '=', entry.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
