// Wellness logins started and never finished (docs/api.md, Wellness login): a flow row lives until its
// callback or confirmation takes it, so one abandoned at the provider or on the confirm page would stay
// forever. The database's now() decides, as takeFlow does, so every process agrees on what has lapsed.
import { sql, type Kysely } from 'kysely';
import type { WellnessDatabase } from '../auth/wellness/wellness.tables';
import type { Database } from '../db/schema';

/**
 * How long a lapsed flow is kept: a customer coming back late from the provider still gets
 * "this login has expired" (takeFlow's 'expired') rather than a failed login.
 */
export const FLOW_GRACE = '1 hour';

/** Deletes the flows lapsed for longer than the grace; returns how many. Run twice, deletes once. */
export async function removeStaleWellnessFlows(db: Kysely<Database>): Promise<number> {
  const result = await db
    .withTables<WellnessDatabase>()
    .deleteFrom('wellness_flows')
    .where('expires_at', '<', sql<Date>`now() - ${FLOW_GRACE}::interval`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
