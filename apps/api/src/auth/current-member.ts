// Who is calling: the access JWT or the session token (Bearer header or cookie) resolved to an active
// session and its member. A revoked or expired session is no member, whatever the token says.
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import { findActiveSession, type AuthSession } from './session.repository';
import { isAccessToken, parseSessionToken, secretMatches, verifyAccessToken } from './tokens';

export interface CurrentMember {
  user: Selectable<UserTable>;
  session: AuthSession & { verified: boolean };
}

async function sessionIdOf(secret: string, token: string): Promise<string | null> {
  if (isAccessToken(token)) return (await verifyAccessToken(secret, token))?.sessionId ?? null;
  return parseSessionToken(token)?.sessionId ?? null;
}

export async function resolveMember(
  db: Kysely<Database>,
  secret: string,
  token: string | undefined,
): Promise<CurrentMember | null> {
  if (!token) return null;
  const sessionId = await sessionIdOf(secret, token);
  if (!sessionId) return null;
  const session = await findActiveSession(db, sessionId);
  if (!session) return null;
  const parsed = isAccessToken(token) ? null : parseSessionToken(token);
  if (parsed && !secretMatches(parsed.secret, session.refresh_hash)) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  return user ? { user, session } : null;
}
