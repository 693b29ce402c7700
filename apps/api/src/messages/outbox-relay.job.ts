// The outbox's relay: services write a message row in their own transaction (so a message exists if and only if
// what it tells happened), and this job hands each new row to the delivery queue in a transaction of its own.
// An insert into the outbox NOTIFYs `sabai_outbox`, which runs the relay at once; its schedule catches any
// notify that no process heard. SKIP LOCKED lets relays in several processes share the rows, each row once.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobDefinition } from '../jobs/job-queue';
import { DELIVER_MESSAGE } from './deliver-message.job';

const BATCH = 100;

export function outboxRelayJob(db: Kysely<Database>): JobDefinition {
  return {
    name: 'relay-outbox',
    cron: '* * * * *',
    wakeOn: 'sabai_outbox',
    run: async (_data, context) => {
      for (;;) {
        const handed = await db.transaction().execute(async (trx) => {
          const rows = await trx
            .selectFrom('outbox')
            .select(['id', 'request_id'])
            .where('dispatched_at', 'is', null)
            .orderBy('id')
            .limit(BATCH)
            .forUpdate()
            .skipLocked()
            .execute();
          // The request that wrote the message goes with it, for the delivery's log lines.
          for (const row of rows)
            await context.sendIn(trx, DELIVER_MESSAGE, {
              id: row.id,
              ...(row.request_id ? { requestId: row.request_id } : {}),
            });
          if (rows.length > 0) {
            await trx
              .updateTable('outbox')
              .set({ dispatched_at: sql`now()` })
              .where(
                'id',
                'in',
                rows.map((r) => r.id),
              )
              .execute();
          }
          return rows.length;
        });
        if (handed > 0) context.wake(DELIVER_MESSAGE);
        if (handed < BATCH) return;
      }
    },
  };
}
