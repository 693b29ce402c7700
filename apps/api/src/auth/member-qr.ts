// The member's personal QR code (docs/product-rules.md, Members): a 60-second JWT (HS256, AUTH_SECRET) naming the member
// and a random jti, drawn in the member area and refreshed while shown. A kiosk exchanges it once at
// POST /api/auth/qr: the jti is recorded in member_qr_uses, so a photographed code cannot log in again.
import { sql, type Kysely, type Selectable } from 'kysely';
import { jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Database, UserTable } from '../db/schema';

export const MEMBER_QR_TTL_SEC = 60;

const ISSUER = 'sabai';
// Its own audience: an access token is no QR code, and a QR code no access token (it has no session).
const AUDIENCE = 'sabai:member-qr';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export interface MemberQr {
  token: string;
  expires_in: number;
}

/** A QR token for the member, issued at `issuedAtSec` (the scope's clock; tests pass one already expired). */
export async function signMemberQr(secret: string, userId: string, issuedAtSec: number): Promise<MemberQr> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAtSec)
    .setExpirationTime(issuedAtSec + MEMBER_QR_TTL_SEC)
    .sign(keyOf(secret));
  return { token, expires_in: MEMBER_QR_TTL_SEC };
}

async function verifyMemberQr(secret: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const { sub, jti, exp } = payload;
    return typeof sub === 'string' && typeof jti === 'string' && typeof exp === 'number'
      ? { userId: sub, jti, expiresAt: new Date(exp * 1000) }
      : null;
  } catch {
    return null;
  }
}

/**
 * The member a valid, unused QR token names, marking it used; undefined for a forged, expired or
 * replayed one. Two kiosks posting the same code at once: the primary key lets only one in.
 */
export async function exchangeMemberQr(
  db: Kysely<Database>,
  secret: string,
  token: string,
): Promise<Selectable<UserTable> | undefined> {
  const claims = await verifyMemberQr(secret, token);
  if (!claims) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', claims.userId).executeTakeFirst();
  if (!user) return undefined;
  // Used codes are kept only while they could still verify; each exchange clears the lapsed ones.
  await db
    .deleteFrom('member_qr_uses')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  const claimed = await db
    .insertInto('member_qr_uses')
    .values({ jti: claims.jti, user_id: claims.userId, expires_at: claims.expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  return claimed ? user : undefined;
}
