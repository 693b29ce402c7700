// Places taken at a branch on a day, and the holds of a booking. "Taken" is decided by the database's
// clock, so every server process agrees on which holds have expired.
import {
  BOOKING_STATES,
  holdsPlaces,
  needBuckets,
  usageKey,
  type Capacity,
  type CapacityNeed,
  type Usage,
} from '@sabai/booking-rules';
import { sql, type InsertObject, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { lockBetweenConnections } from '../db/pglite-dialect';

/** States whose places count whatever the hold's time (libs/booking-rules: holdsPlaces). */
const HOLDING_STATES = BOOKING_STATES.filter(
  (state): state is 'paid' | 'checked_in' => state !== 'pending' && holdsPlaces(state, { holdLapsed: true }),
);

type Db = Kysely<Database> | Transaction<Database>;

/** Sum of places held per resource and bucket, by paid or checked-in bookings and unexpired pending ones. */
export async function usedPlaces(
  db: Db,
  branchId: string,
  day: string,
  exceptBookingId?: string,
): Promise<Usage> {
  return toUsage(await usedPlacesQuery(db, branchId, day, exceptBookingId).execute());
}

function usedPlacesQuery(
  db: Db,
  branchId: string,
  day: string,
  exceptBookingId?: string,
  window?: { fromMin: number; toMin: number },
) {
  let query = placeTakingHolds(db)
    .select(['h.resource', 'h.minute', sql<string>`sum(h.places)`.as('places')])
    .where('h.branch_id', '=', branchId)
    .where('h.day', '=', day)
    .groupBy(['h.resource', 'h.minute']);
  if (exceptBookingId) query = query.where('h.booking_id', '<>', exceptBookingId);
  if (window) query = query.where('h.minute', '>=', window.fromMin).where('h.minute', '<=', window.toMin);
  return query;
}

/**
 * The holds (`h`, joined to their booking `b`) that take places now: the lifecycle's place-holding states
 * (a checked-in guest is on the bed), and a pending booking whose hold has not lapsed by the database's
 * clock, so every process agrees. Prebook's count and the availability read share it.
 */
export function placeTakingHolds(db: Db) {
  // Each hold looks its booking up by primary key (a lateral subquery with a limit is never flattened into a
  // join): as a plain join the planner hashed every booking ever made, a scan that grew with the bookings and
  // became most of a prebook's time (docs/decisions.md, "A hold finds its own booking").
  return db.selectFrom('capacity_holds as h').innerJoinLateral(
    (eb) =>
      eb
        .selectFrom('bookings as held')
        .select(['held.id', 'held.state'])
        .whereRef('held.id', '=', 'h.booking_id')
        .where((where) =>
          where.or([
            where('held.state', 'in', HOLDING_STATES),
            where.and([
              where('held.state', '=', 'pending'),
              where('held.hold_expires_at', '>', sql<Date>`now()`),
            ]),
          ]),
        )
        .limit(1)
        .as('b'),
    (join) => join.onTrue(),
  );
}

function toUsage(
  rows: readonly { resource: string | null; minute: number | null; places: string | null }[],
): Usage {
  const usage = new Map<string, number>();
  for (const row of rows)
    if (row.resource !== null && row.minute !== null)
      usage.set(usageKey(row.resource as CapacityNeed['resource'], row.minute), Number(row.places));
  return usage;
}

/** Replaces a booking's holds with the buckets of its guests' needs. */
export async function replaceHolds(
  trx: Transaction<Database>,
  booking: { id: string; branchId: string; day: string },
  needs: readonly CapacityNeed[],
): Promise<void> {
  await trx.deleteFrom('capacity_holds').where('booking_id', '=', booking.id).execute();
  const rows = holdRows(booking, needs);
  if (rows.length > 0) await trx.insertInto('capacity_holds').values(rows).execute();
}

/** The hold rows of a booking: one per resource and bucket, with the number of its guests there. */
export function holdRows(
  booking: { id: string; branchId: string; day: string },
  needs: readonly CapacityNeed[],
) {
  const places = new Map<string, { resource: CapacityNeed['resource']; minute: number; places: number }>();
  for (const need of needs) {
    for (const minute of needBuckets(need)) {
      const key = usageKey(need.resource, minute);
      const entry = places.get(key) ?? { resource: need.resource, minute, places: 0 };
      entry.places += 1;
      places.set(key, entry);
    }
  }
  return [...places.values()].map((p) => ({
    booking_id: booking.id,
    branch_id: booking.branchId,
    day: booking.day,
    ...p,
  }));
}

/**
 * Serialises bookings that could compete for the same places: whoever holds the locks of a branch's day's
 * hours sees every committed hold in those hours and adds its own before anyone else can count them.
 * Transaction-scoped advisory locks work across processes on PostgreSQL and let other hours and days
 * proceed in parallel; on PGlite the single connection already serialises transactions. The locks are
 * taken in ascending hour order (unnest keeps the array's order), so two bookings cannot deadlock.
 * Answers the window of minutes to count: the count must be a statement of its own, after this one,
 * because a statement's snapshot is taken when it starts.
 */
async function lockHours(
  trx: Transaction<Database>,
  booking: { branchId: string; day: string },
  buckets: Iterable<number>,
): Promise<{ fromMin: number; toMin: number }> {
  const minutes = [...buckets];
  const hours = [...new Set(minutes.map((minute) => Math.floor(minute / 60)))].sort((a, b) => a - b);
  const keys = hours.map((hour) => `capacity:${booking.branchId}:${booking.day}:${hour}`);
  const lock = sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${keys}::text[]) as k`;
  await trx.executeQuery(lockBetweenConnections(lock.compile(trx)));
  // Only the buckets between the first and the last wanted are counted (the others are not ours to judge).
  return minutes.length > 0
    ? { fromMin: Math.min(...minutes), toMin: Math.max(...minutes) }
    : { fromMin: 0, toMin: -1 };
}

interface CountRow {
  spa_beds: number;
  onsen_places: number;
  resource: string | null;
  minute: number | null;
  places: string | null;
}

function toCount(rows: readonly CountRow[], branchId: string): { capacity: Capacity; used: Usage } {
  const branch = rows[0];
  if (!branch) throw new Error(`branch ${branchId} vanished`);
  return { capacity: { spa: branch.spa_beds, onsen: branch.onsen_places }, used: toUsage(rows) };
}

/**
 * Takes the hour locks (lockHours), then answers the branch's places and those already taken, in one round
 * trip. The locks are held until the transaction ends.
 */
export async function lockAndCount(
  trx: Transaction<Database>,
  booking: { branchId: string; day: string; exceptBookingId?: string | undefined },
  buckets: Iterable<number>,
): Promise<{ capacity: Capacity; used: Usage }> {
  const window = await lockHours(trx, booking, buckets);
  const rows = await trx
    .selectFrom('branches as br')
    .leftJoinLateral(
      () => usedPlacesQuery(trx, booking.branchId, booking.day, booking.exceptBookingId, window).as('u'),
      (join) => join.onTrue(),
    )
    .select(['br.spa_beds', 'br.onsen_places', 'u.resource', 'u.minute', 'u.places'])
    .where('br.id', '=', booking.branchId)
    .execute();
  return toCount(rows, booking.branchId);
}

/**
 * lockAndCount for a new booking, which the counting statement also writes with its holds: one round trip
 * less while the locks are held, the time other bookings of those hours wait (docs/decisions.md, "A new
 * booking is written as its places are counted"). A statement reads the snapshot it started with, so the count
 * never includes the rows written beside it: it is the places others hold. When this booking does not fit,
 * the caller rolls the transaction back, and with it the rows.
 */
export async function lockCountAndInsert(
  trx: Transaction<Database>,
  booking: { branchId: string; day: string },
  buckets: Iterable<number>,
  row: InsertObject<Database, 'bookings'>,
  holds: readonly InsertObject<Database, 'capacity_holds'>[],
): Promise<{ capacity: Capacity; used: Usage; holdExpiresAt: Date | null }> {
  const window = await lockHours(trx, booking, buckets);
  const saved = trx.with('saved', (db) => db.insertInto('bookings').values(row).returning('hold_expires_at'));
  // Data-modifying CTEs run once whether or not the query reads them.
  const creator =
    holds.length === 0
      ? saved
      : saved.with('holds', (db) => db.insertInto('capacity_holds').values([...holds]));
  const rows = await creator
    .selectFrom('branches as br')
    .innerJoin('saved', (join) => join.onTrue())
    .leftJoinLateral(
      () => usedPlacesQuery(trx, booking.branchId, booking.day, undefined, window).as('u'),
      (join) => join.onTrue(),
    )
    .select(['br.spa_beds', 'br.onsen_places', 'u.resource', 'u.minute', 'u.places', 'saved.hold_expires_at'])
    .where('br.id', '=', booking.branchId)
    .execute();
  return { ...toCount(rows, booking.branchId), holdExpiresAt: rows[0]?.hold_expires_at ?? null };
}

/** The buckets of a set of needs, each once. */
export function bucketsOf(needs: readonly CapacityNeed[]): number[] {
  return [...new Set(needs.flatMap((need) => needBuckets(need)))];
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
