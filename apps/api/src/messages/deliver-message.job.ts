// One message's delivery, as a job of the queue `deliver-message` (docs/architecture.md, Background jobs). The
// row records each attempt: `sending` while the provider is asked, then `sent`, or `failed` with the reason
// (the queue retries with backoff), or `dead` when the last retry failed too (staff see it in admin and may
// send it again). A message already sent is never sent again, whatever job asks.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobDefinition } from '../jobs/job-queue';
import { DeliveryError, type MessageSender } from './message-senders';

export const DELIVER_MESSAGE = 'deliver-message';

export interface Senders {
  email: MessageSender;
  sms: MessageSender;
}

export function deliverMessageJob(
  db: Kysely<Database>,
  senders: Senders,
  retry: { limit: number; delaySec: number },
): JobDefinition {
  return {
    name: DELIVER_MESSAGE,
    retry,
    batchSize: 10,
    run: async (data, { attempt }) => {
      const id = String((data as { id?: unknown }).id ?? '');
      if (!/^\d{1,18}$/.test(id)) return;
      await deliverMessage(db, senders, id, attempt.retryCount >= attempt.retryLimit);
    },
  };
}

export async function deliverMessage(
  db: Kysely<Database>,
  senders: Senders,
  id: string,
  lastAttempt: boolean,
): Promise<void> {
  const message = await db
    .updateTable('outbox')
    .set({ state: 'sending', attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'failed', 'sending'])
    .returningAll()
    .executeTakeFirst();
  if (!message) return;
  try {
    const ref = await senders[message.channel].send(message);
    await db
      .updateTable('outbox')
      .set({ state: 'sent', sent_at: sql`now()`, provider_ref: ref.slice(0, 200), last_error: null })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    const reason = error instanceof DeliveryError ? error.message : 'delivery failed';
    await db
      .updateTable('outbox')
      .set({ state: lastAttempt ? 'dead' : 'failed', last_error: reason.slice(0, 200) })
      .where('id', '=', id)
      .execute();
    throw error;
  }
}
