// Logging a member in: a new session, its cookie, and a 15-minute access token; and the guard that
// resolvers use when only a member may call them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AuthConfig } from '../config';
import type { Database, UserTable } from '../db/schema';
import { requestClient } from '../http/request-info';
import { setAuthCookie } from './auth-cookie';
import type { IpLimit } from './rate-limit';
import { createSession } from './session.repository';
import { ACCESS_TOKEN_TTL_SEC, signAccessToken } from './tokens';

export interface AuthSettings {
  secret: string;
  ipLimit: IpLimit;
  /** A session's lifetime from its start or its last renewal (refreshToken). */
  sessionTtlSec: number;
  /** A staff session's idle timeout, and whether owners and brand admins must have TOTP. */
  staffIdleSec: number;
  staffTotpRequired: boolean;
}

export function authSettingsOf(config: AuthConfig): AuthSettings {
  return {
    secret: config.secret,
    ipLimit: { maxFailures: config.ipMaxFailures, windowSec: config.ipWindowSec },
    sessionTtlSec: config.sessionTtlSec,
    staffIdleSec: config.staffIdleSec,
    staffTotpRequired: config.staffTotpRequired,
  };
}

export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

export async function accessTokenFor(
  secret: string,
  claims: { userId: string; sessionId: string },
): Promise<TokenAnswer> {
  return {
    access_token: await signAccessToken(secret, claims),
    expires_in: ACCESS_TOKEN_TTL_SEC,
    token_type: 'Bearer',
  };
}

export async function startSession(
  db: Kysely<Database>,
  settings: AuthSettings,
  user: Selectable<UserTable>,
  http: { req: FastifyRequest; reply: FastifyReply },
): Promise<TokenAnswer> {
  const session = await createSession(db, user.id, requestClient(http.req), settings.sessionTtlSec);
  setAuthCookie(http.req, http.reply, session.token, settings.sessionTtlSec);
  return accessTokenFor(settings.secret, { userId: user.id, sessionId: session.id });
}
