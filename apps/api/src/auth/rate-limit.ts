// Login limits (docs/product-rules.md, Members): failed logins per address within a window, and five
// password attempts in a row per name and per account, which lock it for 15 minutes. Every attempt is
// counted before it is checked and forgiven when it succeeds, so simultaneous attempts cannot all slip past
// the count (docs/decisions.md, "Login limits hold under simultaneous attempts"). Times come from the
// database's clock.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const MAX_FAILED_LOGINS = 5;
export const ACCOUNT_LOCK_SEC = 15 * 60;

export interface IpLimit {
  maxFailures: number;
  windowSec: number;
}

/** An attempt from an address, counted until forgiven; undefined when the address has had its failures. */
export async function claimIpAttempt(
  db: Kysely<Database>,
  ip: string,
  limit: IpLimit,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    // One claim per address at a time: no other request can count between this count and this insert.
    await sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))`.execute(trx);
    await trx
      .deleteFrom('auth_attempts')
      .where('ip', '=', ip)
      .where('at', '<=', sql<Date>`now() - make_interval(secs => ${limit.windowSec})`)
      .execute();
    const row = await trx
      .selectFrom('auth_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= limit.maxFailures) return undefined;
    const attempt = await trx
      .insertInto('auth_attempts')
      .values({ ip })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(attempt.id);
  });
}

/** A login that succeeded is no failure: its address's attempt no longer counts. */
export async function forgiveIpAttempt(db: Kysely<Database>, attemptId: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('id', '=', attemptId).execute();
}

export const nameKey = (normalisedUsername: string) => `name:${normalisedUsername}`;
export const accountKey = (userId: string) => `account:${userId}`;

/**
 * Counts one password attempt under each key and answers the keys that may be checked: a key not locked
 * (or whose lock has ended, which starts its count again). The fifth attempt in a row locks its key for
 * 15 minutes at once; a success clears it. One statement, so simultaneous attempts are counted in turn.
 */
export async function claimLoginAttempts(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Set<string>> {
  // Past the WHERE below, a lock still on the row is one that has ended.
  const lockEnded = sql<boolean>`login_attempts.locked_until is not null`;
  const rows = await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ key, attempts: 1, locked_until: null })))
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          attempts: sql<number>`case when ${lockEnded} then 1 else login_attempts.attempts + 1 end`,
          locked_until: sql<Date | null>`case when not ${lockEnded}
            and login_attempts.attempts + 1 >= ${MAX_FAILED_LOGINS}
            then now() + make_interval(secs => ${ACCOUNT_LOCK_SEC}) end`,
        })
        .where((eb) =>
          eb.or([
            eb('login_attempts.locked_until', 'is', null),
            eb('login_attempts.locked_until', '<=', sql<Date>`now()`),
          ]),
        ),
    )
    .returning('key')
    .execute();
  return new Set(rows.map((row) => row.key));
}

export async function clearLoginAttempts(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
}

/** The member proved the phone (a code) or set a new password: every lock of the account and its names ends. */
export async function clearAccountFailures(
  db: Kysely<Database>,
  user: { id: string; phone: string; email: string },
): Promise<void> {
  await clearLoginAttempts(db, [accountKey(user.id), nameKey(user.phone), nameKey(user.email)]);
}
