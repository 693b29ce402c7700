// Messages are delivered by jobs (docs/architecture.md, Background jobs): each outbox row records its delivery
// (queued, sending, sent, failed with its reason, dead once its retries are spent) and what it is about, and
// a row's insert (or its return to the queue) wakes the relay that hands it to the job queue. The job queue's own tables (pg-boss, schema
// `pgboss`) are made here too, so that every database, the embedded one's snapshot included, starts with them.
import PgBoss from 'pg-boss';
import { sql, type Kysely } from 'kysely';
import { scriptQuery } from '../pglite-dialect';

export const JOB_SCHEMA = 'pgboss';

/** pg-boss's construction script, without its own transaction: the migration runs in one already. */
function jobQueueTables(): string {
  return PgBoss.getConstructionPlans(JOB_SCHEMA)
    .replace(/^\s*BEGIN;/, '')
    .replace(/COMMIT;\s*$/, '');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'sending', 'sent', 'failed', 'dead')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('dispatched_at', 'timestamptz')
    .addColumn('provider_ref', 'text')
    .addColumn('kind', 'text')
    .addColumn('brand_id', 'text')
    .addColumn('booking_id', 'uuid')
    .addColumn('locale', 'text')
    .addColumn('html', 'text')
    .addColumn('attachments', 'jsonb')
    .execute();
  // Rows written before delivery existed were delivered by the sandbox, the only deliverer there was.
  await sql`update outbox set state = 'sent', dispatched_at = created_at, sent_at = coalesce(sent_at, created_at)`.execute(
    db,
  );
  await sql`create index outbox_undispatched on outbox (id) where dispatched_at is null`.execute(db);
  await sql`create index outbox_undelivered on outbox (created_at) where state in ('failed', 'dead')`.execute(
    db,
  );
  await db.executeQuery(
    scriptQuery(`
      create function outbox_wake() returns trigger language plpgsql as $$
      begin
        perform pg_notify('sabai_outbox', '');
        return null;
      end $$;
      create trigger outbox_wake after insert on outbox for each statement execute function outbox_wake();
      create trigger outbox_wake_again after update of dispatched_at on outbox
        for each row when (new.dispatched_at is null) execute function outbox_wake();
    `),
  );
  await db.executeQuery(scriptQuery(jobQueueTables()));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema ${sql.id(JOB_SCHEMA)} cascade`.execute(db);
  await sql`drop trigger outbox_wake_again on outbox`.execute(db);
  await sql`drop trigger outbox_wake on outbox`.execute(db);
  await sql`drop function outbox_wake()`.execute(db);
  await db.schema
    .alterTable('outbox')
    .dropColumn('state')
    .dropColumn('attempts')
    .dropColumn('last_error')
    .dropColumn('dispatched_at')
    .dropColumn('provider_ref')
    .dropColumn('kind')
    .dropColumn('brand_id')
    .dropColumn('booking_id')
    .dropColumn('locale')
    .dropColumn('html')
    .dropColumn('attachments')
    .execute();
}
