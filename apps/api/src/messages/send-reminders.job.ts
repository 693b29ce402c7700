// Reminders before visits (docs/product-rules.md, Messages), a recurring job: for every paid booking whose
// brand's reminder time has come (its start, in the branch's time zone, minus the hours) and which was made
// before that time, one message, written with its `booking_reminders` rows in one transaction, so that each
// reminder goes once whatever runs the job. The clock is the job's, so tests move time instead of waiting.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../core/clock';
import type { Database } from '../db/schema';
import type { JobDefinition } from '../jobs/job-queue';
import { reminderMessage } from './booking-reminder';

const BATCH = 200;

/** Writes the reminders due at the clock's now; answers how many. */
export async function sendDueReminders(db: Kysely<Database>, clock: Clock): Promise<number> {
  const now = new Date(clock.now());
  const start = sql<Date>`((b.date + make_interval(mins => b.time_min)) at time zone br.time_zone)`;
  const due = await db
    .selectFrom('bookings as b')
    .innerJoin('branches as br', 'br.id', 'b.branch_id')
    .innerJoin('brands as bd', 'bd.id', 'b.brand_id')
    .innerJoinLateral(sql<{ hours: number }>`(select unnest(bd.reminder_hours) as hours)`.as('r'), (join) =>
      join.onTrue(),
    )
    .select(['b.id', 'r.hours'])
    .where('b.state', '=', 'paid')
    .where(start, '>', now)
    .where(sql<Date>`${start} - make_interval(hours => r.hours)`, '<=', now)
    .where('b.created_at', '<', sql<Date>`${start} - make_interval(hours => r.hours)`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('booking_reminders as s')
            .select('s.booking_id')
            .whereRef('s.booking_id', '=', 'b.id')
            .whereRef('s.hours', '=', 'r.hours'),
        ),
      ),
    )
    .limit(BATCH)
    .execute();
  // A job that ran late finds several reminders of a booking due at once: only the latest goes, the earlier
  // ones are recorded as passed.
  const dueHours = new Map<string, number[]>();
  for (const { id, hours } of due) dueHours.set(id, [...(dueHours.get(id) ?? []), hours]);
  let sent = 0;
  for (const [id, hours] of dueHours) {
    const wrote = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('booking_reminders')
        .values(hours.map((h) => ({ booking_id: id, hours: h })))
        .onConflict((oc) => oc.doNothing())
        .returning('hours')
        .execute();
      if (!claimed.some((row) => row.hours === Math.min(...hours))) return false;
      const booking = await trx
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const message = await reminderMessage(trx, booking);
      if (message) await trx.insertInto('outbox').values(message).execute();
      return true;
    });
    if (wrote) sent += 1;
  }
  return sent;
}

export function sendRemindersJob(db: Kysely<Database>, clock: Clock): JobDefinition {
  return { name: 'send-reminders', cron: '* * * * *', run: () => sendDueReminders(db, clock).then(() => {}) };
}
