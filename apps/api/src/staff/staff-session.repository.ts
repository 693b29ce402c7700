// Staff sessions (docs/api.md, Staff API): the token `<session id>.<secret>` lives in the cookie, the
// database keeps the secret's hash. A session ends after its idle time without a request (each request
// moves its end), at logout, and when its account is deactivated. Times come from the database's clock.
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/schema';
import { hashSecret, newSessionSecret, parseSessionToken, secretMatches, sessionToken } from '../auth/tokens';

export async function createStaffSession(
  db: Kysely<Database>,
  staffId: string,
  ip: string | null,
  idleSec: number,
): Promise<string> {
  const id = randomUUID();
  const secret = newSessionSecret();
  await db
    .insertInto('staff_sessions')
    .values({
      id,
      staff_id: staffId,
      secret_hash: hashSecret(secret),
      expires_at: sql<Date>`now() + make_interval(secs => ${idleSec})`,
      revoked_at: null,
      ip,
    })
    .execute();
  return sessionToken(id, secret);
}

/**
 * The account behind a live session, the session's end moved `idleSec` ahead (sliding). A session of an
 * account deactivated since is revoked here, so it never comes back.
 */
export async function touchStaffSession(
  db: Kysely<Database>,
  token: string | undefined,
  idleSec: number,
): Promise<{ staffId: string; sessionId: string } | null> {
  const parsed = token ? parseSessionToken(token) : null;
  if (!parsed) return null;
  const session = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.staff_id', 'staff_sessions.secret_hash', 'staff_accounts.active'])
    .where('staff_sessions.id', '=', parsed.sessionId)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!session || !secretMatches(parsed.secret, session.secret_hash)) return null;
  if (!session.active) {
    await revokeStaffSession(db, parsed.sessionId);
    return null;
  }
  const moved = await db
    .updateTable('staff_sessions')
    .set({
      last_seen_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(secs => ${idleSec})`,
    })
    .where('id', '=', parsed.sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0 ? { staffId: session.staff_id, sessionId: parsed.sessionId } : null;
}

export async function revokeStaffSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logout: ends the session the token names, when its secret is right (an id alone ends nothing). */
export async function revokeStaffSessionOfToken(
  db: Kysely<Database>,
  token: string | undefined,
): Promise<void> {
  const parsed = token ? parseSessionToken(token) : null;
  if (!parsed) return;
  const session = await db
    .selectFrom('staff_sessions')
    .select('secret_hash')
    .where('id', '=', parsed.sessionId)
    .executeTakeFirst();
  if (session && secretMatches(parsed.secret, session.secret_hash))
    await revokeStaffSession(db, parsed.sessionId);
}
