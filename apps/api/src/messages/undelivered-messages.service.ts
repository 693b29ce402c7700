// Messages that did not go (docs/product-rules.md, Messages): staff of the brand see those failing and those
// given up after their last retry (the dead-letter state), with the provider's reason, and send a dead one
// again once the cause is mended. Sending again puts the row back in the outbox's queue, with its audit row;
// a sent message is never sent again.
import { sql, type Kysely } from 'kysely';
import { AppError } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { deskStaff } from '../staff-day/desk-scope';
import { appendAudit } from '../staff/audit.repository';

const SHOWN = 100;

export type UndeliveredMessageRow = Awaited<ReturnType<typeof undeliveredOf>>[number];

/** The brand's failing and given-up messages, newest first. */
export function undeliveredOf(db: Kysely<Database>, brandId: string, id?: string) {
  let query = db
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
      'outbox.booking_id',
      'bookings.booking_no',
    ])
    .where('outbox.brand_id', '=', brandId);
  query = id ? query.where('outbox.id', '=', id) : query.where('outbox.state', 'in', ['failed', 'dead']);
  return query.orderBy('outbox.created_at', 'desc').limit(SHOWN).execute();
}

export async function undeliveredMessages(scope: Scope): Promise<UndeliveredMessageRow[]> {
  guard(await deskStaff(scope), 'manage', 'message', { brandId: scope.brand.id });
  return undeliveredOf(scope.db, scope.brand.id);
}

/** Queues a dead message of the brand again; message.notResendable when it is not dead or not the brand's. */
export async function resendMessage(scope: Scope, id: string): Promise<UndeliveredMessageRow> {
  const principal = await deskStaff(scope);
  guard(principal, 'manage', 'message', { brandId: scope.brand.id });
  if (!/^\d{1,18}$/.test(id)) throw new AppError('message.notResendable');
  await scope.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('outbox')
      .set({ state: 'queued', dispatched_at: null, last_error: null, attempts: sql`0` })
      .where('id', '=', id)
      .where('brand_id', '=', scope.brand.id)
      .where('state', '=', 'dead')
      .returning(['id', 'booking_id'])
      .executeTakeFirst();
    if (!row) throw new AppError('message.notResendable');
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: 'message_resend',
      subjectType: 'message',
      subjectId: row.id,
      brandId: scope.brand.id,
    });
  });
  const [message] = await undeliveredOf(scope.db, scope.brand.id, id);
  if (!message) throw new AppError('message.notResendable');
  return message;
}
