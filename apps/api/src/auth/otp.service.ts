// One-time codes by SMS (docs/product-rules.md, Members): 6 digits, valid 5 minutes, 5 tries per code; a phone may ask at
// most once per 60 s and 5 times per hour. An unknown phone gets a reference too, but no SMS, so the
// answer does not tell whether a member has that number. Times come from the database's clock.
import type { I18n } from '@lingui/core';
import type { OtpPurpose } from '@sabai/validation';
import { sql, type Kysely } from 'kysely';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/schema';
import { otpSms } from './otp-sms';

export const OTP_TTL_SEC = 5 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SEC = 60;
export const OTP_MAX_PER_HOUR = 5;

export type OtpRequestOutcome =
  | { ok: true; refCode: string }
  | { ok: false; code: 'otp.tooSoon'; seconds: number }
  | { ok: false; code: 'otp.tooMany' | 'register.duplicate' };

// No 0/O or 1/I: the reference is read off a phone screen.
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newRefCode = () =>
  Array.from({ length: 4 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
const codeHash = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

export async function requestOtp(
  db: Kysely<Database>,
  /** `brand` is the brand's name in the request's language, `brandId` its id. */
  request: { phone: string; purpose: OtpPurpose; i18n: I18n; brand: string; brandId: string },
): Promise<OtpRequestOutcome> {
  const { phone, purpose } = request;
  return db.transaction().execute(async (trx) => {
    // One request per phone at a time, so two quick requests cannot both pass the limits.
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('otp_codes')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        sql<string | null>`ceil(extract(epoch from max(created_at)
          + make_interval(secs => ${OTP_RESEND_SEC}) - now()))`.as('wait'),
      ])
      .where('phone', '=', phone)
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    const wait = Number(recent.wait ?? 0);
    if (wait > 0) return { ok: false, code: 'otp.tooSoon', seconds: wait };
    if (Number(recent.n) >= OTP_MAX_PER_HOUR) return { ok: false, code: 'otp.tooMany' };

    const member = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    // Registration may say the number is taken (docs/product-rules.md, Members); logins and recovery never say either way.
    if (purpose === 'register' && member) return { ok: false, code: 'register.duplicate' };
    const send = purpose === 'register' ? !member : Boolean(member);

    const id = randomUUID();
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const refCode = newRefCode();
    await trx
      .insertInto('otp_codes')
      .values({
        id,
        phone,
        purpose,
        ref_code: refCode,
        code_hash: codeHash(id, code).toString('hex'),
        expires_at: sql<Date>`now() + make_interval(secs => ${OTP_TTL_SEC})`,
        consumed_at: null,
      })
      .execute();
    if (send) {
      const sms = otpSms(request.i18n, { phone, code, ref: refCode, brand: request.brand });
      await trx
        .insertInto('outbox')
        .values({
          ...sms,
          sent_at: null,
          kind: 'otp',
          brand_id: request.brandId,
          locale: request.i18n.locale,
        })
        .execute();
    }
    return { ok: true, refCode };
  });
}

/**
 * Uses up a code when it is right, live and not tried too often. Each try is counted before the code is
 * compared, in one statement, so simultaneous tries of one code cannot pass its 5 (docs/decisions.md,
 * "Login limits hold under simultaneous attempts"). Pass a transaction to make the use part of a larger
 * change (a registration): a registration that fails then gives the try back.
 */
export async function consumeOtp(
  db: Kysely<Database>,
  input: { phone: string; purpose: OtpPurpose; refCode: string; code: string },
): Promise<boolean> {
  const newest = db
    .selectFrom('otp_codes as newest')
    .select('newest.id')
    .where('newest.phone', '=', input.phone)
    .where('newest.purpose', '=', input.purpose)
    .where('newest.ref_code', '=', input.refCode)
    .where('newest.consumed_at', 'is', null)
    .orderBy('newest.created_at', 'desc')
    .limit(1);
  const tried = await db
    .updateTable('otp_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', newest)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', OTP_MAX_TRIES)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!tried) return false;
  const stored = Buffer.from(tried.code_hash, 'hex');
  const presented = codeHash(tried.id, input.code);
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return false;
  // Of simultaneous tries with the right code, the first to mark it used wins.
  const used = await db
    .updateTable('otp_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', tried.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
