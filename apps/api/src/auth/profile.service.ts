// The member's own account: re-entering the password for the 'verified' pages, the profile and the
// password (issue 6, parts 1 and 8).
import { parseInput, updatePasswordInputSchema, updateProfileInputSchema } from '@sabai/validation';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema';
import type { GraphQLContext } from '../graphql/context';
import { inputError, userError } from '../graphql/user-error';
import type { CurrentMember } from './current-member';
import { requireMember, todayInThailand } from './member-guard';
import { verifyPassword } from './password';
import { passwordLogin } from './password-login';
import { hashPassword } from './password';
import { ipBlocked, recordAccountFailure, recordIpFailure } from './rate-limit';
import { markSessionVerified, revokeOtherSessions } from './session.repository';

const clientIp = (context: GraphQLContext) => context.client.ip ?? 'unknown';

/** Same limits and same refusal as a login; the username must be the logged-in member's own. */
export async function reverifyPassword(
  context: GraphQLContext,
  username: string,
  password: string,
): Promise<CurrentMember> {
  const member = await requireMember(context);
  const outcome = await passwordLogin(context.db, context.authSettings.ipLimit, {
    username,
    password,
    ip: clientIp(context),
  });
  if (!outcome.ok) throw userError(context, outcome.code);
  if (outcome.user.id !== member.user.id) throw userError(context, 'login.failed');
  await markSessionVerified(context.db, member.session.id);
  return { user: outcome.user, session: { ...member.session, verified: true } };
}

export async function updateProfile(
  context: GraphQLContext,
  raw: { first_name: string; last_name: string; birthdate: string },
): Promise<Selectable<UserTable>> {
  const member = await requireMember(context);
  if (!member.session.verified) throw userError(context, 'login.notVerified');
  const parsed = parseInput(updateProfileInputSchema(todayInThailand()), raw);
  if (!parsed.ok) throw inputError(context, parsed.problems);
  return context.db
    .updateTable('users')
    .set(parsed.value)
    .where('id', '=', member.user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Needs the current password (a wrong one counts towards the lock); the member's other sessions end. */
export async function updatePassword(context: GraphQLContext, raw: unknown): Promise<void> {
  const member = await requireMember(context);
  const parsed = parseInput(updatePasswordInputSchema, raw);
  if (!parsed.ok) throw inputError(context, parsed.problems);
  const { db, authSettings } = context;
  const ip = clientIp(context);
  if (await ipBlocked(db, ip, authSettings.ipLimit)) throw userError(context, 'login.tooManyAttempts');
  const fresh = await db
    .selectFrom('users')
    .select(['password_hash'])
    .select((eb) => eb('locked_until', '>', eb.fn<Date>('now', [])).as('locked'))
    .where('id', '=', member.user.id)
    .executeTakeFirstOrThrow();
  const right = !fresh.locked && (await verifyPassword(fresh.password_hash, parsed.value.current_password));
  if (!right) {
    await recordIpFailure(db, ip, authSettings.ipLimit);
    if (!fresh.locked) await recordAccountFailure(db, member.user.id);
    throw userError(context, 'login.wrongPassword');
  }
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(parsed.value.password) })
    .where('id', '=', member.user.id)
    .execute();
  await revokeOtherSessions(db, member.user.id, member.session.id);
}
