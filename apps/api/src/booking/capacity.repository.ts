// Places taken at a branch on a day, and the holds of a booking. "Taken" is decided by the database's
// clock, so every server process agrees on which holds have expired.
import { needBuckets, usageKey, type Capacity, type CapacityNeed, type Usage } from '@sabai/booking-rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Sum of places held per resource and bucket, by paid bookings and unexpired pending ones. */
export async function usedPlaces(
  db: Db,
  branchId: string,
  day: string,
  exceptBookingId?: string,
): Promise<Usage> {
  let query = db
    .selectFrom('capacity_holds as h')
    .innerJoin('bookings as b', 'b.id', 'h.booking_id')
    .select(['h.resource', 'h.minute', sql<string>`sum(h.places)`.as('places')])
    .where('h.branch_id', '=', branchId)
    .where('h.day', '=', day)
    .where((eb) =>
      eb.or([
        eb('b.state', '=', 'paid'),
        eb.and([eb('b.state', '=', 'pending'), eb('b.hold_expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .groupBy(['h.resource', 'h.minute']);
  if (exceptBookingId) query = query.where('h.booking_id', '<>', exceptBookingId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [usageKey(row.resource, row.minute), Number(row.places)]));
}

/** Replaces a booking's holds with the buckets of its guests' needs. */
export async function replaceHolds(
  trx: Transaction<Database>,
  booking: { id: string; branchId: string; day: string },
  needs: readonly CapacityNeed[],
): Promise<void> {
  await trx.deleteFrom('capacity_holds').where('booking_id', '=', booking.id).execute();
  const places = new Map<string, { resource: CapacityNeed['resource']; minute: number; places: number }>();
  for (const need of needs) {
    for (const minute of needBuckets(need)) {
      const key = usageKey(need.resource, minute);
      const entry = places.get(key) ?? { resource: need.resource, minute, places: 0 };
      entry.places += 1;
      places.set(key, entry);
    }
  }
  if (places.size === 0) return;
  await trx
    .insertInto('capacity_holds')
    .values(
      [...places.values()].map((p) => ({
        booking_id: booking.id,
        branch_id: booking.branchId,
        day: booking.day,
        ...p,
      })),
    )
    .execute();
}

/**
 * Serialises bookings of one branch on one day (places are counted per day): whoever holds this lock sees
 * every committed hold of that day and adds its own before anyone else can count. A transaction-scoped
 * advisory lock works across processes on PostgreSQL and lets other days proceed in parallel; on PGlite
 * the single connection already serialises transactions.
 */
export async function lockBranchDay(
  trx: Transaction<Database>,
  branchId: string,
  day: string,
): Promise<Capacity> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`capacity:${branchId}:${day}`}, 0))`.execute(trx);
  return branchCapacity(trx, branchId);
}

/** A branch's places as they are now (not from the catalogue cache: capacity is decided fresh). */
export async function branchCapacity(db: Db, branchId: string): Promise<Capacity> {
  const row = await db
    .selectFrom('branches')
    .select(['spa_beds', 'onsen_places'])
    .where('id', '=', branchId)
    .executeTakeFirstOrThrow();
  return { spa: row.spa_beds, onsen: row.onsen_places };
}

/** Marks lapsed holds expired; they stopped counting already, this keeps the states truthful. */
export async function expireLapsedHolds(db: Db): Promise<number> {
  const result = await db
    .updateTable('bookings')
    .set({ state: 'expired', updated_at: sql`now()` })
    .where('state', '=', 'pending')
    .where('hold_expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
