// Messages that did not go (docs/product-rules.md, Messages): staff see those failing and those given up after
// their last retry (the dead-letter state), with the provider's reason, and send a dead one again once the
// cause is mended. Sending again puts the row back in the outbox's queue; a sent message is never sent again.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const SHOWN = 100;

export async function undeliveredMessages(db: Kysely<Database>) {
  return db
    .selectFrom('outbox')
    .leftJoin('bookings', 'bookings.id', 'outbox.booking_id')
    .select([
      'outbox.id',
      'outbox.channel',
      'outbox.kind',
      'outbox.recipient',
      'outbox.subject',
      'outbox.state',
      'outbox.attempts',
      'outbox.last_error',
      'outbox.created_at',
      'bookings.booking_no',
    ])
    .where('outbox.state', 'in', ['failed', 'dead'])
    .orderBy('outbox.created_at', 'desc')
    .limit(SHOWN)
    .execute();
}

/** Queues a dead message again; false when it is not dead (sent, still retrying, or unknown). */
export async function resendMessage(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const row = await db
    .updateTable('outbox')
    .set({ state: 'queued', dispatched_at: null, last_error: null, attempts: sql`0` })
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
