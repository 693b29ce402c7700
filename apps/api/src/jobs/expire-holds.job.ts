// Hold expiry: a pending booking whose hold has lapsed stops counting at once (capacity reads compare
// hold_expires_at with the database's now()); this job writes the state so that lists and reports agree.
import { transition } from '@sabai/booking-rules';
import { sql, type Kysely } from 'kysely';
import type { BookingState, Database } from '../db/schema';

// The lifecycle's move of a lapsed hold, written for every lapsed booking in one statement.
const lapse = transition('pending', 'expire');
const EXPIRED = (lapse.ok ? lapse.state : 'expired') as BookingState;

/** Marks lapsed holds expired; they stopped counting already, this keeps the states truthful. */
export async function expireLapsedHolds(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('bookings')
    .set({ state: EXPIRED, updated_at: sql`now()` })
    .where('state', '=', 'pending')
    .where('hold_expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
