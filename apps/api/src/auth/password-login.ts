// Password login by phone or e-mail (docs/product-rules.md, Members). Every refusal but the per-address limit reads the same,
// so a caller cannot tell an unknown account, a wrong password and a locked account apart.
import { normalizeThaiMobile } from '@sabai/validation';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import { verifyPassword } from './password';
import {
  clearAccountFailures,
  ipBlocked,
  recordAccountFailure,
  recordIpFailure,
  type IpLimit,
} from './rate-limit';

export type LoginOutcome =
  { ok: true; user: Selectable<UserTable> } | { ok: false; code: 'login.failed' | 'login.tooManyAttempts' };

/** The member a username names: an e-mail when it has an '@', otherwise a Thai mobile number. */
export async function findMemberByUsername(db: Kysely<Database>, username: string) {
  const value = username.trim();
  const phone = value.includes('@') ? undefined : normalizeThaiMobile(value);
  if (!value.includes('@') && !phone) return undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .select(sql<boolean>`coalesce(locked_until > now(), false)`.as('locked'))
    .$call((q) => (phone ? q.where('phone', '=', phone) : q.where('email', '=', value.toLowerCase())))
    .executeTakeFirst();
}

export async function passwordLogin(
  db: Kysely<Database>,
  limit: IpLimit,
  input: { username: string; password: string; ip: string },
): Promise<LoginOutcome> {
  if (await ipBlocked(db, input.ip, limit)) return { ok: false, code: 'login.tooManyAttempts' };
  const member = await findMemberByUsername(db, input.username);
  // A locked account is not even checked: the right password is refused too until the lock ends.
  const checked = member && !member.locked ? member.password_hash : undefined;
  const ok = await verifyPassword(checked, input.password);
  if (!ok || !member) {
    await recordIpFailure(db, input.ip, limit);
    if (member && !member.locked) await recordAccountFailure(db, member.id);
    return { ok: false, code: 'login.failed' };
  }
  if (member.failed_logins > 0 || member.locked_until) await clearAccountFailures(db, member.id);
  const { locked: _locked, ...user } = member;
  return { ok: true, user: { ...user, failed_logins: 0, locked_until: null } };
}
