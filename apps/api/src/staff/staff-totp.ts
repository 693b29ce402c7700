// The staff's second factor (docs/api.md, Staff API): TOTP by otplib (RFC 6238, 30-second steps, six
// digits, a step either side for clock drift), or a recovery code, each of which works once.
import { generateSecret, generateURI, verify } from 'otplib';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret } from '../auth/tokens';
import type { StaffAccount } from './staff-account.repository';

const TOTP_ISSUER = 'Sabai';
const RECOVERY_CODES = 10;

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** A recovery code as typed: case, spaces and dashes do not matter. */
const recoveryHash = (code: string) => hashSecret(code.replace(/[\s-]/g, '').toLowerCase());

/** The time step a code belongs to, when it is the account's code now (a step of drift either side). */
async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  return verify({ secret, token: code, epochTolerance: 30 })
    .then((result) => (result.valid && 'timeStep' in result ? result.timeStep : null))
    .catch(() => null);
}

export async function totpMatches(secret: string, code: string): Promise<boolean> {
  return (await totpStep(secret, code)) !== null;
}

/**
 * A sign-in's TOTP code: right, and of a later step than the last one accepted, recorded in the same
 * statement, so one code signs in once even when sent twice at the same moment.
 */
async function useTotpCode(db: Kysely<Database>, account: StaffAccount, code: string): Promise<boolean> {
  const step = account.totp_secret ? await totpStep(account.totp_secret, code) : null;
  if (step === null) return false;
  const used = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', account.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

/** Uses a recovery code of the account: true once per code (removed in the same statement). */
export async function useRecoveryCode(db: Kysely<Database>, staffId: string, code: string): Promise<boolean> {
  const hash = recoveryHash(code);
  const used = await db
    .updateTable('staff_accounts')
    .set({ recovery_code_hashes: sql<string[]>`array_remove(recovery_code_hashes, ${hash})` })
    .where('id', '=', staffId)
    .where(sql<boolean>`${hash} = any(recovery_code_hashes)`)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

/** The second factor of a sign-in: a TOTP code or an unused recovery code. */
export async function secondFactorMatches(db: Kysely<Database>, account: StaffAccount, code: string) {
  if (!account.totp_secret) return false;
  if (isTotpCode(code)) return useTotpCode(db, account, code);
  return useRecoveryCode(db, account.id, code);
}

/**
 * Enrolment, step one: a new secret kept on the account (not in use until confirmed) and its otpauth URL;
 * null when the account has TOTP already (a second factor in use is never replaced this way).
 */
export async function beginTotp(db: Kysely<Database>, account: StaffAccount): Promise<string | null> {
  const secret = generateSecret();
  const kept = await db
    .updateTable('staff_accounts')
    .set({ totp_secret: secret })
    .where('id', '=', account.id)
    .where('totp_enabled', '=', false)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 0) return null;
  return generateURI({ issuer: TOTP_ISSUER, label: account.email, secret });
}

/** Enrolment, step two: a right code turns TOTP on and answers new recovery codes (shown once). */
export async function confirmTotp(
  db: Kysely<Database>,
  account: StaffAccount,
  code: string,
): Promise<string[] | null> {
  if (account.totp_enabled || !account.totp_secret || !(await totpMatches(account.totp_secret, code)))
    return null;
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db
    .updateTable('staff_accounts')
    .set({ totp_enabled: true, recovery_code_hashes: codes.map(recoveryHash) })
    .where('id', '=', account.id)
    .where('totp_enabled', '=', false)
    .execute();
  return codes;
}
