// Offering freed places to the waitlist (docs/product-rules.md, Waitlist). First the offers already made are
// settled: paid ones are booked, unused ones lapse (their places are free again). Then each waiting entry, oldest
// first, gets the earliest start of its window at which its whole party fits now: the places are taken as a
// pending booking held for the offer's time, under the branch's capacity locks (so nobody is offered places
// someone else holds), and the customer is sent the link that pays it. Entries whose window has passed lapse.
import {
  allocateGuests,
  brandBookingOptions,
  toBranchLocal,
  validateBookingTime,
  WAITLIST_OFFER_LEAD_MIN,
  type BrandBookingLimits,
  type CapacityNeed,
  type LocalDateTime,
} from '@sabai/booking-rules';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { guestsPlan } from '../availability/party-plan';
import { bucketsOf, holdRows, lockAndCount } from '../booking/capacity.repository';
import { rulesBranch, rulesCatalog } from '../booking/rules-adapters';
import { guestsAt } from '../booking/stored-guests';
import type { CatalogReader } from '../catalog/catalog-reader';
import type { Clock } from '../core/clock';
import type { BookingState, Database } from '../db/schema';
import type { WaitlistEntryTable } from '../db/tables/booking.tables';
import { waitlistOfferMessage } from './waitlist-offer-message';

type Entry = Selectable<WaitlistEntryTable>;

export interface OfferDeps {
  db: Kysely<Database>;
  catalog: CatalogReader;
  clock: Clock;
  /** How long an offer holds its places. */
  offerSeconds: number;
  /** The brand's online booking limits (its advance time), as the web books. */
  bookingLimits(brandId: string): Promise<BrandBookingLimits>;
}

/** Offers made before: paid ones booked, unused ones (expired, cancelled or past their hold) lapsed. */
async function settleOffers(db: Kysely<Database>): Promise<void> {
  const offered = (states: BookingState[], orLapsedHold: boolean) =>
    db
      .selectFrom('bookings as b')
      .select('b.id')
      // Only the offers' bookings are read, however many bookings there are.
      .where(
        'b.id',
        'in',
        db.selectFrom('waitlist_entries').select('booking_id').where('state', '=', 'offered'),
      )
      .where((eb) =>
        orLapsedHold
          ? eb.or([
              eb('b.state', 'in', states),
              eb.and([eb('b.state', '=', 'pending'), eb('b.hold_expires_at', '<=', sql<Date>`now()`)]),
            ])
          : eb('b.state', 'in', states),
      );
  await db
    .updateTable('waitlist_entries')
    .set({ state: 'booked' })
    .where('state', '=', 'offered')
    .where('booking_id', 'in', offered(['paid', 'checked_in', 'completed'], false))
    .execute();
  await db
    .updateTable('waitlist_entries')
    .set({ state: 'lapsed' })
    .where('state', '=', 'offered')
    .where('booking_id', 'in', offered(['expired', 'cancelled'], true))
    .execute();
}

type BranchRow = NonNullable<Awaited<ReturnType<CatalogReader['branch']>>>;

/** The catalogue an entry is offered from, read before its transaction. */
interface EntryCatalog {
  branchRow: BranchRow;
  products: Awaited<ReturnType<CatalogReader['productsAt']>>;
  limits: BrandBookingLimits;
}

/**
 * The earliest start of the window (at least WAITLIST_OFFER_LEAD_MIN ahead today) that the branch takes that day as the web
 * would (its hours and closed dates, checked again now) and at which the party fits, with its places.
 */
async function placesFor(
  trx: Transaction<Database>,
  entry: Entry,
  { branchRow, products, limits }: EntryCatalog,
  now: LocalDateTime,
) {
  const guests = guestsAt({ guests: entry.guests, time_min: entry.time_from }, entry.time_from);
  const plan = guestsPlan(guests, entry.time_from, rulesCatalog(products));
  const branch = rulesBranch(branchRow);
  const options = brandBookingOptions('web', limits);
  for (let time = entry.time_from; time <= entry.time_until; time += 15) {
    if (entry.date === now.date && time < now.time + WAITLIST_OFFER_LEAD_MIN) continue;
    const timed = { branch, date: entry.date, time, guests: plan.timedAt(time) };
    if (!validateBookingTime(timed, now, options).ok) continue;
    const needs = plan.needsAt(time);
    const day = { branchId: entry.branch_id, day: entry.date };
    const { capacity, used } = await lockAndCount(trx, day, bucketsOf(needs.flat()));
    if (allocateGuests(needs, used, capacity).every(Boolean)) return { time, needs };
  }
  return null;
}

/** The offer: the places held as a pending booking of the entry's party, the entry marked, the link sent. */
async function makeOffer(
  trx: Transaction<Database>,
  deps: OfferDeps,
  entry: Entry,
  found: { time: number; needs: CapacityNeed[][] },
): Promise<void> {
  const booking = { id: randomUUID(), token: randomBytes(24).toString('base64url') };
  const guests = guestsAt({ guests: entry.guests, time_min: entry.time_from }, found.time);
  const saved = await trx
    .insertInto('bookings')
    .values({
      ...booking,
      brand_id: entry.brand_id,
      branch_id: entry.branch_id,
      channel: 'isbs',
      state: 'pending',
      date: entry.date,
      time_min: found.time,
      guest_count: entry.guest_count,
      guests: JSON.stringify(guests),
      contact_name: entry.contact_name,
      contact_email: entry.contact_email,
      contact_phone: entry.contact_phone,
      locale: entry.locale,
      user_id: entry.user_id,
      hold_expires_at: sql<Date>`now() + make_interval(secs => ${deps.offerSeconds})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const holds = holdRows({ id: booking.id, branchId: entry.branch_id, day: entry.date }, found.needs.flat());
  if (holds.length > 0) await trx.insertInto('capacity_holds').values(holds).execute();
  await trx
    .updateTable('waitlist_entries')
    .set({ state: 'offered', booking_id: booking.id, offered_at: sql<Date>`now()` })
    .where('id', '=', entry.id)
    .execute();
  const message = await waitlistOfferMessage(trx, entry, saved);
  if (message) await trx.insertInto('outbox').values(message).execute();
}

/** One entry's turn, in its own transaction; answers whether it got an offer. */
async function offerOne(deps: OfferDeps, entryId: string): Promise<boolean> {
  const peek = await deps.db
    .selectFrom('waitlist_entries')
    .select(['brand_id', 'branch_id'])
    .where('id', '=', entryId)
    .executeTakeFirst();
  if (!peek) return false;
  // Read before the transaction: PGlite's single connection cannot answer a query from outside it.
  const [branchRow, products, limits] = await Promise.all([
    deps.catalog.branch(peek.brand_id, peek.branch_id),
    deps.catalog.productsAt(peek.branch_id),
    deps.bookingLimits(peek.brand_id),
  ]);
  return deps.db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('id', '=', entryId)
      .where('state', '=', 'waiting')
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!entry) return false;
    const today = toBranchLocal(deps.clock.now(), branchRow?.time_zone ?? 'Asia/Bangkok');
    const nowMin = entry.date === today.date ? today.time : null;
    if (
      !branchRow ||
      entry.date < today.date ||
      (nowMin !== null && entry.time_until < nowMin + WAITLIST_OFFER_LEAD_MIN)
    ) {
      await trx.updateTable('waitlist_entries').set({ state: 'lapsed' }).where('id', '=', entry.id).execute();
      return false;
    }
    const found = await placesFor(trx, entry, { branchRow, products, limits }, today);
    if (!found) return false;
    await makeOffer(trx, deps, entry, found);
    return true;
  });
}

/** Settles the offers made and offers freed places to the waiting entries; answers the offers made. */
export async function offerFreedPlaces(deps: OfferDeps): Promise<number> {
  await settleOffers(deps.db);
  const waiting = await deps.db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('state', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id')
    .limit(200)
    .execute();
  let offers = 0;
  for (const { id } of waiting) if (await offerOne(deps, id)) offers += 1;
  return offers;
}
