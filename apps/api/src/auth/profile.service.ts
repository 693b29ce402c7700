// The member's own account: re-entering the password for the 'verified' pages, the profile and the
// password (docs/product-rules.md, Members).
import { parseInput, updatePasswordInputSchema, updateProfileInputSchema } from '@sabai/validation';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema';
import type { Scope } from '../core/scope';
import type { CurrentMember } from './current-member';
import { requireMember, todayInThailand } from './member-guard';
import { verifyPassword } from './password';
import { findMemberByUsername, passwordLogin } from './password-login';
import { hashPassword } from './password';
import {
  accountKey,
  claimIpAttempt,
  claimLoginAttempts,
  clearLoginAttempts,
  forgiveIpAttempt,
} from './rate-limit';
import { markSessionVerified, revokeOtherSessions } from './session.repository';
import { AppError, inputRefused } from '../core/app-error';

const clientIp = (scope: Scope) => scope.client.ip ?? 'unknown';

/** Same limits and same refusal as a login; the username must be the logged-in member's own. */
export async function reverifyPassword(
  scope: Scope,
  username: string,
  password: string,
): Promise<CurrentMember> {
  const member = await requireMember(scope);
  // Only the member's own name is tried: another account's attempts are neither counted nor cleared here.
  const named = await findMemberByUsername(scope.db, username);
  if (named?.id !== member.user.id) throw new AppError('login.failed');
  const outcome = await passwordLogin(scope.db, scope.authSettings.ipLimit, {
    username,
    password,
    ip: clientIp(scope),
  });
  if (!outcome.ok) throw new AppError(outcome.code);
  await markSessionVerified(scope.db, member.session.id);
  return { user: outcome.user, session: { ...member.session, verified: true } };
}

export async function updateProfile(
  scope: Scope,
  raw: { first_name: string; last_name: string; birthdate: string },
): Promise<Selectable<UserTable>> {
  const member = await requireMember(scope);
  if (!member.session.verified) throw new AppError('login.notVerified');
  const parsed = parseInput(updateProfileInputSchema(todayInThailand(scope.clock)), raw);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  // A write that fails (the account gone meanwhile, the database refusing) is said as such, never leaked.
  const saved = await scope.db
    .updateTable('users')
    .set(parsed.value)
    .where('id', '=', member.user.id)
    .returningAll()
    .executeTakeFirst()
    .catch(() => undefined);
  if (!saved) throw new AppError('profile.updateFailed');
  return saved;
}

/**
 * Needs the current password, counted towards the account's lock like a login's (docs/product-rules.md,
 * Members); the member's other sessions end. password.updateFailed when the new password is the current one
 * or the write fails.
 */
export async function updatePassword(scope: Scope, raw: unknown): Promise<void> {
  const member = await requireMember(scope);
  const parsed = parseInput(updatePasswordInputSchema, raw);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { db, authSettings } = scope;
  const ip = clientIp(scope);
  const attempt = await claimIpAttempt(db, ip, authSettings.ipLimit);
  if (attempt === undefined) throw new AppError('login.tooManyAttempts');
  // The member is known here: a lock may say so.
  const account = accountKey(member.user.id);
  if (!(await claimLoginAttempts(db, [account])).has(account)) throw new AppError('login.tooManyAttempts');
  const fresh = await db
    .selectFrom('users')
    .select(['password_hash'])
    .where('id', '=', member.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(fresh.password_hash, parsed.value.current_password)))
    throw new AppError('login.wrongPassword');
  await clearLoginAttempts(db, [account]);
  await forgiveIpAttempt(db, attempt);
  // The same password again changes nothing and would not end the other sessions' reason to end.
  if (await verifyPassword(fresh.password_hash, parsed.value.password))
    throw new AppError('password.updateFailed');
  const saved = await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(parsed.value.password) })
    .where('id', '=', member.user.id)
    .executeTakeFirst()
    .catch(() => undefined);
  if (!saved || Number(saved.numUpdatedRows) === 0) throw new AppError('password.updateFailed');
  await revokeOtherSessions(db, member.user.id, member.session.id);
}
