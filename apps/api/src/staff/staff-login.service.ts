// Staff sign-in (docs/api.md, Staff API): e-mail, password and, when the account has TOTP, a code. The
// members' limits apply as they are (auth/rate-limit.ts): the address's failures, and five attempts in a
// row per name and per account, counted before the check; staff keys carry the prefix `staff:` so a staff
// e-mail and a member's count apart. Attempts are forgiven only when the whole sign-in succeeds, so wrong
// codes count like wrong passwords.
import type { StaffGrant } from '@sabai/access';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { verifyPassword } from '../auth/password';
import {
  accountKey,
  claimIpAttempt,
  claimLoginAttempts,
  clearLoginAttempts,
  forgiveIpAttempt,
  nameKey,
  type IpLimit,
} from '../auth/rate-limit';
import { findStaffByEmail, grantsOf, type StaffAccount } from './staff-account.repository';
import { secondFactorMatches } from './staff-totp';

export type StaffLoginRefusal =
  'login.failed' | 'login.tooManyAttempts' | 'staff.codeRequired' | 'otp.invalid' | 'staff.totpSetupRequired';

export type StaffLoginOutcome =
  { ok: true; account: StaffAccount; grants: StaffGrant[] } | { ok: false; code: StaffLoginRefusal };

export interface StaffLoginInput {
  email: string;
  password: string;
  code?: string | undefined;
  ip: string;
}

export const staffNameKey = (email: string) => `staff:${nameKey(email.trim().toLowerCase())}`;
export const staffAccountKey = (staffId: string) => `staff:${accountKey(staffId)}`;

/** Roles whose accounts need TOTP where it is required (production): docs/decisions.md, "Staff sign-in". */
const needsTotp = (grants: readonly StaffGrant[]) => grants.some((g) => g.role !== 'branch_staff');

/** The password check, counted: the account when the password is right and no key is locked. */
async function checkPassword(
  db: Kysely<Database>,
  input: StaffLoginInput,
): Promise<{ ok: true; account: StaffAccount; keys: string[] } | { ok: false; code: StaffLoginRefusal }> {
  const name = staffNameKey(input.email);
  const found = await findStaffByEmail(db, input.email);
  const keys = found ? [name, staffAccountKey(found.id)] : [name];
  const open = await claimLoginAttempts(db, keys);
  if (!open.has(name)) return { ok: false, code: 'login.tooManyAttempts' };
  // A locked or inactive account refuses as a wrong password does, after the same work (the decoy hash).
  const usable = found && found.active && open.has(staffAccountKey(found.id)) ? found : undefined;
  const right = await verifyPassword(usable?.password_hash, input.password);
  return usable && right ? { ok: true, account: usable, keys } : { ok: false, code: 'login.failed' };
}

export async function staffLogin(
  db: Kysely<Database>,
  settings: { ipLimit: IpLimit; staffTotpRequired: boolean },
  input: StaffLoginInput,
): Promise<StaffLoginOutcome> {
  const ipAttempt = await claimIpAttempt(db, input.ip, settings.ipLimit);
  if (ipAttempt === undefined) return { ok: false, code: 'login.tooManyAttempts' };
  const checked = await checkPassword(db, input);
  if (!checked.ok) return checked;
  const { account, keys } = checked;
  const grants = await grantsOf(db, account.id);
  if (account.totp_enabled) {
    if (!input.code) {
      // A right password is no failure of the address (a desk behind one address signs in often); the
      // name's and account's counts stay, so asking again without a code never resets the code's count.
      await forgiveIpAttempt(db, ipAttempt);
      return { ok: false, code: 'staff.codeRequired' };
    }
    if (!(await secondFactorMatches(db, account, input.code))) return { ok: false, code: 'otp.invalid' };
  } else if (settings.staffTotpRequired && needsTotp(grants)) {
    return { ok: false, code: 'staff.totpSetupRequired' };
  }
  await clearLoginAttempts(db, keys);
  await forgiveIpAttempt(db, ipAttempt);
  return { ok: true, account, grants };
}
