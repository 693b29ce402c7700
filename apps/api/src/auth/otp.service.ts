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
  request: { phone: string; purpose: OtpPurpose; i18n: I18n; brand: string },
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
        .values({ ...sms, sent_at: null })
        .execute();
    }
    return { ok: true, refCode };
  });
}

/**
 * Uses up a code when it is right, live and not tried too often; a wrong code costs one of its tries.
 * Pass a transaction to make the use part of a larger change (a registration).
 */
export async function consumeOtp(
  db: Kysely<Database>,
  input: { phone: string; purpose: OtpPurpose; refCode: string; code: string },
): Promise<boolean> {
  // The row lock holds until the end of the transaction: concurrent tries of one code are counted in turn.
  return db.isTransaction ? consumeIn(db, input) : db.transaction().execute((trx) => consumeIn(trx, input));
}

async function consumeIn(
  trx: Kysely<Database>,
  input: { phone: string; purpose: OtpPurpose; refCode: string; code: string },
): Promise<boolean> {
  const row = await trx
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'attempts'])
    .select(sql<boolean>`expires_at > now()`.as('live'))
    .where('phone', '=', input.phone)
    .where('purpose', '=', input.purpose)
    .where('ref_code', '=', input.refCode)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !row.live || row.attempts >= OTP_MAX_TRIES) return false;
  const stored = Buffer.from(row.code_hash, 'hex');
  const presented = codeHash(row.id, input.code);
  const right = stored.length === presented.length && timingSafeEqual(stored, presented);
  await trx
    .updateTable('otp_codes')
    .set(right ? { consumed_at: sql<Date>`now()` } : { attempts: sql<number>`attempts + 1` })
    .where('id', '=', row.id)
    .execute();
  return right;
}
