// Registration with a code sent by SMS, and password recovery the same way (docs/product-rules.md, Members).
import { registerInputSchema, resetPasswordInputSchema, parseInput } from '@sabai/validation';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database, UserTable } from '../db/schema';
import type { Scope } from '../core/scope';
import { todayInThailand } from './member-guard';
import { consumeOtp } from './otp.service';
import { hashPassword } from './password';
import { claimIpAttempt, clearAccountFailures, forgiveIpAttempt } from './rate-limit';
import { revokeOtherSessions } from './session.repository';
import { AppError, inputRefused } from '../core/app-error';

const GENDER_OF_PREFIX: Record<string, string | null> = {
  'Mr.': 'male',
  'Mrs.': 'female',
  Miss: 'female',
  Other: null,
};

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function taken(db: Kysely<Database>, phone: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('phone', '=', phone), eb('email', '=', email)]))
    .executeTakeFirst();
  return Boolean(row);
}

export async function register(scope: Scope, raw: unknown): Promise<Selectable<UserTable>> {
  const parsed = parseInput(registerInputSchema(todayInThailand(scope.clock)), raw);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { ref_code, code, password, password_confirmation: _confirmation, ...profile } = parsed.value;
  const password_hash = await hashPassword(password);
  let outcome: 'duplicate' | 'otp' | Selectable<UserTable>;
  try {
    // One transaction: a registration that fails leaves the code usable for another try.
    outcome = await scope.db.transaction().execute(async (trx) => {
      if (await taken(trx, profile.phone, profile.email)) return 'duplicate' as const;
      const used = await consumeOtp(trx, {
        phone: profile.phone,
        purpose: 'register',
        refCode: ref_code,
        code,
      });
      if (!used) return 'otp' as const;
      return trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          ...profile,
          gender: GENDER_OF_PREFIX[profile.prefix] ?? null,
          password_hash,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    outcome = 'duplicate';
  }
  if (outcome === 'duplicate') throw new AppError('register.duplicate');
  if (outcome === 'otp') throw new AppError('otp.invalid');
  return outcome;
}

/** A new password by a 'recover' code; every session of the member ends and any lock is lifted. */
export async function resetPassword(scope: Scope, raw: unknown): Promise<void> {
  const parsed = parseInput(resetPasswordInputSchema, raw);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { username: phone, ref_code: refCode, code, password } = parsed.value;
  const { db, authSettings } = scope;
  const ip = scope.client.ip ?? 'unknown';
  const attempt = await claimIpAttempt(db, ip, authSettings.ipLimit);
  if (attempt === undefined) throw new AppError('login.tooManyAttempts');
  const used = await consumeOtp(db, { phone, purpose: 'recover', refCode, code });
  const user = used
    ? await db
        .selectFrom('users')
        .select(['id', 'phone', 'email'])
        .where('phone', '=', phone)
        .executeTakeFirst()
    : undefined;
  if (!user) throw new AppError('otp.invalid');
  await forgiveIpAttempt(db, attempt);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', user.id)
    .execute();
  await clearAccountFailures(db, user);
  await revokeOtherSessions(db, user.id);
}
