// The operator's TOTP set-up for a staff account (docs/decisions.md, "Production asks owners and brand admins
// for TOTP"): in production an owner or brand admin without TOTP cannot sign in to enrol, so the operator
// runs the same two steps as staffTotpBegin and staffTotpConfirm from a shell, beside the account's holder.
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../db/schema';
import { findStaffByEmail } from './staff-account.repository';
import { beginTotp, confirmTotp } from './staff-totp';

export const TOTP_SETUP_USAGE =
  'usage: staff-totp-setup <e-mail>           (prints the otpauth URL and its QR code)\n' +
  '       staff-totp-setup <e-mail> <code>    (turns TOTP on, prints the recovery codes)';

/** Runs one step; answers the text to print and whether it succeeded. */
export async function staffTotpSetup(
  db: Kysely<Database>,
  args: readonly string[],
): Promise<{ ok: boolean; text: string }> {
  const [email, code, ...extra] = args;
  if (!email || extra.length > 0) return { ok: false, text: TOTP_SETUP_USAGE };
  const account = await findStaffByEmail(db, email);
  if (!account || !account.active) return { ok: false, text: `No active staff account ${email}.` };
  if (account.totp_enabled) return { ok: false, text: `${account.email} has TOTP already.` };
  if (code === undefined) {
    const url = await beginTotp(db, account);
    if (!url) return { ok: false, text: `${account.email} has TOTP already.` };
    const qr = await QRCode.toString(url, { type: 'terminal', small: true });
    return {
      ok: true,
      text: `${qr}\n${url}\n\nScan it with the authenticator app, then run again with the code it shows.`,
    };
  }
  const recovery = await confirmTotp(db, account, code.trim());
  if (!recovery) return { ok: false, text: 'Wrong code (or no set-up begun): TOTP stays off.' };
  return {
    ok: true,
    text: `TOTP is on for ${account.email}. Recovery codes, each usable once (hand them over now):\n${recovery.join('\n')}`,
  };
}
