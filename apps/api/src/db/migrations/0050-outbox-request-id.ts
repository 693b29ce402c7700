// The request that wrote a message (docs/architecture.md, Operations): its id, carried to the delivery job's log
// lines. Null for a message a job wrote, and for every message written before.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('request_id').execute();
}
