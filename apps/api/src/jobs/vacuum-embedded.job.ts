// The embedded database's autovacuum (docs/operations.md, The database): PGlite runs PostgreSQL as a
// single process, without the autovacuum workers, so rows deleted or updated (holds replaced at every prebook,
// bookings moving through their states) would stay as dead space for good and the planner would keep the
// statistics of the demo data. Once a night, in the quiet hours, VACUUM ANALYZE does what autovacuum would.
// PostgreSQL has its own workers and never runs this.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function vacuumEmbedded(db: Kysely<Database>): Promise<void> {
  await sql`vacuum analyze`.execute(db);
}
