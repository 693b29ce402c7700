// Two kinds of token (docs/api.md, Authentication). The access token is a JWT (HS256, 15 minutes) naming the member
// and the session. The session token `<session id>.<secret>` is the long-lived side: it lives in the
// HttpOnly cookie, and the database keeps only a hash of its secret, so a session can be revoked.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SEC = 15 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = 'sabai';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SEC}s`)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired access token; null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return null;
    return { userId: payload.sub, sessionId: payload['sid'] };
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sessionToken(sessionId: string, secret: string): string {
  return `${sessionId}.${secret}`;
}

export function parseSessionToken(token: string): { sessionId: string; secret: string } | null {
  const [sessionId, secret, extra] = token.split('.');
  if (extra !== undefined || !sessionId || !secret || !UUID.test(sessionId)) return null;
  return { sessionId, secret };
}

/** Compares a presented secret with the stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** A JWT has three parts; a session token two. */
export function isAccessToken(token: string): boolean {
  return token.split('.').length === 3;
}
