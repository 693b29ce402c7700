// Who calls the staff endpoint (docs/access.md, Callers): the cookie sabai_staff resolved to a live
// session of an active account, with its grants; anyone else is a guest there. Each resolution moves
// the session's idle end (docs/api.md, Staff API).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../core/app-error';
import { guestPrincipal, type Principal } from '../core/principal';
import type { Database } from '../db/schema';
import { grantsOf } from './staff-account.repository';
import { readStaffToken } from './staff-cookie';
import { touchStaffSession } from './staff-session.repository';

export async function resolveStaffPrincipal(
  db: Kysely<Database>,
  idleSec: number,
  req: FastifyRequest,
): Promise<Principal> {
  const session = await touchStaffSession(db, readStaffToken(req), idleSec);
  if (!session) return guestPrincipal;
  return { kind: 'staff', staffId: session.staffId, grants: await grantsOf(db, session.staffId) };
}

/** The staff principal's account id; the requirement check has already refused anyone else. */
export function staffIdOf(principal: Principal): string {
  if (principal.kind !== 'staff') throw new AppError('login.unauthenticated');
  return principal.staffId;
}
