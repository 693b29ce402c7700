// Hold expiry: a pending booking whose hold has lapsed stops counting at once (capacity reads compare
// hold_expires_at with the database's now()); this job writes the state so that lists and reports agree.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Marks lapsed holds expired; they stopped counting already, this keeps the states truthful. */
export async function expireLapsedHolds(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('bookings')
    .set({ state: 'expired', updated_at: sql`now()` })
    .where('state', '=', 'pending')
    .where('hold_expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
