// Login limits (docs/product-rules.md, Members): failed logins per address within a window, and per account, where
// five failures in a row lock the account for 15 minutes. Times come from the database's clock.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const MAX_FAILED_LOGINS = 5;
export const ACCOUNT_LOCK_SEC = 15 * 60;

export interface IpLimit {
  maxFailures: number;
  windowSec: number;
}

export async function ipBlocked(db: Kysely<Database>, ip: string, limit: IpLimit): Promise<boolean> {
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip', '=', ip)
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${limit.windowSec})`)
    .executeTakeFirstOrThrow();
  return Number(row.n) >= limit.maxFailures;
}

/** Records a failure from `ip` and forgets that address's failures older than the window. */
export async function recordIpFailure(db: Kysely<Database>, ip: string, limit: IpLimit): Promise<void> {
  await db
    .deleteFrom('auth_attempts')
    .where('ip', '=', ip)
    .where('at', '<=', sql<Date>`now() - make_interval(secs => ${limit.windowSec})`)
    .execute();
  await db.insertInto('auth_attempts').values({ ip }).execute();
}

/** One more failure; the fifth locks the account and starts the count again. */
export async function recordAccountFailure(db: Kysely<Database>, userId: string): Promise<void> {
  const locks = sql<boolean>`failed_logins + 1 >= ${MAX_FAILED_LOGINS}`;
  await db
    .updateTable('users')
    .set({
      failed_logins: sql<number>`case when ${locks} then 0 else failed_logins + 1 end`,
      locked_until: sql<Date | null>`case when ${locks}
        then now() + make_interval(secs => ${ACCOUNT_LOCK_SEC}) else locked_until end`,
    })
    .where('id', '=', userId)
    .execute();
}

export async function clearAccountFailures(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', userId)
    .execute();
}
