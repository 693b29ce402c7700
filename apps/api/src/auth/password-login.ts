// Password login by phone or e-mail (docs/product-rules.md, Members). A name's answers depend only on that
// name's own count, never on whether a member has it: login.failed for five attempts in a row, then
// login.tooManyAttempts for 15 minutes, the right password included (docs/decisions.md, "Login refusals
// read the same").
import { normalizeThaiMobile } from '@sabai/validation';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import { verifyPassword } from './password';
import {
  accountKey,
  claimIpAttempt,
  claimLoginAttempts,
  clearLoginAttempts,
  forgiveIpAttempt,
  nameKey,
  type IpLimit,
} from './rate-limit';

export type LoginOutcome =
  { ok: true; user: Selectable<UserTable> } | { ok: false; code: 'login.failed' | 'login.tooManyAttempts' };

/** A username as counted: ten digits for a Thai mobile, lower case otherwise (an e-mail, or anything else). */
function normalisedUsername(username: string): string {
  const value = username.trim();
  return (value.includes('@') ? undefined : normalizeThaiMobile(value)) ?? value.toLowerCase();
}

/** The member a username names: an e-mail when it has an '@', otherwise a Thai mobile number. */
export async function findMemberByUsername(db: Kysely<Database>, username: string) {
  const value = username.trim();
  const phone = value.includes('@') ? undefined : normalizeThaiMobile(value);
  if (!value.includes('@') && !phone) return undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .$call((q) => (phone ? q.where('phone', '=', phone) : q.where('email', '=', value.toLowerCase())))
    .executeTakeFirst();
}

export async function passwordLogin(
  db: Kysely<Database>,
  limit: IpLimit,
  input: { username: string; password: string; ip: string },
): Promise<LoginOutcome> {
  const ipAttempt = await claimIpAttempt(db, input.ip, limit);
  if (ipAttempt === undefined) return { ok: false, code: 'login.tooManyAttempts' };
  const name = nameKey(normalisedUsername(input.username));
  const member = await findMemberByUsername(db, input.username);
  const keys = member ? [name, accountKey(member.id)] : [name];
  // Counted before the password is checked, in one statement for both keys.
  const open = await claimLoginAttempts(db, keys);
  if (!open.has(name)) return { ok: false, code: 'login.tooManyAttempts' };
  // An account locked under its other name refuses as a wrong password does, after the same work (the
  // decoy hash), so this name's answers still tell nothing.
  const checked = member && open.has(accountKey(member.id)) ? member.password_hash : undefined;
  const right = await verifyPassword(checked, input.password);
  if (!member || !right) return { ok: false, code: 'login.failed' };
  await clearLoginAttempts(db, keys);
  await forgiveIpAttempt(db, ipAttempt);
  return { ok: true, user: member };
}
