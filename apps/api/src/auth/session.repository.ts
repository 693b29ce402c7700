// Login sessions: the refresh side of the tokens. Expiry and revocation use the database's clock, so
// every server process agrees on them.
import { sql, type Kysely, type Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AuthSessionTable, Database } from '../db/schema';
import type { CallClient } from '../core/call';
import { hashSecret, newSessionSecret, sessionToken } from './tokens';

export type AuthSession = Selectable<AuthSessionTable>;

/** How long a re-entered password unlocks the 'verified' pages. */
export const VERIFIED_TTL_SEC = 15 * 60;

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  client: CallClient,
  ttlSec: number,
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const secret = newSessionSecret();
  await db
    .insertInto('auth_sessions')
    .values({
      id,
      user_id: userId,
      refresh_hash: hashSecret(secret),
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSec})`,
      revoked_at: null,
      user_agent: client.userAgent,
      ip: client.ip,
    })
    .execute();
  return { id, token: sessionToken(id, secret) };
}

/** The session when it is neither revoked nor expired, with whether its password check still holds. */
export async function findActiveSession(
  db: Kysely<Database>,
  id: string,
): Promise<(AuthSession & { verified: boolean }) | undefined> {
  return db
    .selectFrom('auth_sessions')
    .selectAll()
    .select(sql<boolean>`coalesce(verified_until > now(), false)`.as('verified'))
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member but `keep` (after a password change or reset). */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: string,
  keep?: string,
): Promise<void> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

export async function markSessionVerified(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ verified_until: sql<Date>`now() + make_interval(secs => ${VERIFIED_TTL_SEC})` })
    .where('id', '=', id)
    .execute();
}

/**
 * Moves a live session's end to `ttlSec` from now (refreshToken), so a member who keeps using the site is
 * never logged out in the middle of a booking (docs/product-rules.md, Members). False when it already ended.
 */
export async function renewSession(db: Kysely<Database>, id: string, ttlSec: number): Promise<boolean> {
  const renewed = await db
    .updateTable('auth_sessions')
    .set({ expires_at: sql<Date>`now() + make_interval(secs => ${ttlSec})` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) > 0;
}
