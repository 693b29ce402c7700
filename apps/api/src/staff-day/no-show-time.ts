// The no-show rule (docs/product-rules.md, The day at the branch): a paid booking becomes a no-show only
// once its start plus the brand's grace period has passed, by the injected clock in the branch's zone.
import { minutesBetween, minutesPerDay, toBranchLocal, type LocalDateTime } from '@sabai/booking-rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The brand's grace in minutes (migration 0023: 15 unless set). */
export async function noShowGraceOf(db: Db, brandId: string): Promise<number> {
  const row = await db
    .selectFrom('brands')
    .select('no_show_grace_min')
    .where('id', '=', brandId)
    .executeTakeFirstOrThrow();
  return row.no_show_grace_min;
}

const DAY_MS = 86_400_000;

/** A branch-local moment `minutes` later; pure calendar arithmetic (dates carry no zone). */
export function addMinutes(at: LocalDateTime, minutes: number): LocalDateTime {
  const total = at.time + minutes;
  const days = Math.floor(total / minutesPerDay);
  const date = new Date(Date.parse(`${at.date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return { date, time: total - days * minutesPerDay };
}

/** From when a booking may be marked a no-show, in the branch's wall-clock time. */
export function noShowFrom(booking: { date: string; time_min: number }, graceMin: number): LocalDateTime {
  return addMinutes({ date: booking.date, time: booking.time_min }, graceMin);
}

/** Whether `nowMs` (the injected clock) has reached `from` at a branch in `timeZone`. */
export function reached(from: LocalDateTime, nowMs: number, timeZone: string): boolean {
  return minutesBetween(from, toBranchLocal(nowMs, timeZone)) >= 0;
}
