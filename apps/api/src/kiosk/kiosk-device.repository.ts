// Kiosk devices (docs/access.md, Kiosk devices). A device row is made with a one-time code for a branch;
// the first browser that enters the code in time becomes the device and gets a credential
// `<device id>.<secret>` (the database keeps the secret's hash, never the code or the secret). The code
// cannot be used twice: pairing clears it in the same statement that checks it. Times are the database's.
import { sql, type Kysely } from 'kysely';
import { randomInt, randomUUID } from 'node:crypto';
import { hashSecret, newSessionSecret, parseSessionToken, secretMatches, sessionToken } from '../auth/tokens';
import type { Database } from '../db/schema';

/** Eight digits: typed on a touch screen's keypad, guessed only by someone who tries 10^8 codes. */
export const PAIRING_CODE_DIGITS = 8;
/** A code made in admin or by the operator's command is good for 15 minutes. */
export const PAIRING_CODE_SEC = 15 * 60;

export interface PairingCode {
  deviceId: string;
  code: string;
  expiresAt: Date;
}

export interface KioskDevice {
  deviceId: string;
  brandId: string;
  branchId: string;
  name: string;
}

/** Spaces and dashes that a person types or a screen shows between digit groups are not part of the code. */
export const normalisePairingCode = (code: string) => code.replace(/[\s-]/g, '');

function newPairingCode(): string {
  return String(randomInt(0, 10 ** PAIRING_CODE_DIGITS)).padStart(PAIRING_CODE_DIGITS, '0');
}

/** A new device of `branchId` waiting for its code. */
export async function createPairingCode(
  db: Kysely<Database>,
  device: { brandId: string; branchId: string; name: string; createdBy: string | null },
  validSec = PAIRING_CODE_SEC,
): Promise<PairingCode> {
  const id = randomUUID();
  const code = newPairingCode();
  const row = await db
    .insertInto('kiosk_devices')
    .values({
      id,
      brand_id: device.brandId,
      branch_id: device.branchId,
      name: device.name,
      pairing_code_hash: hashSecret(code),
      pairing_expires_at: sql<Date>`now() + make_interval(secs => ${validSec})`,
      secret_hash: null,
      paired_at: null,
      last_seen_at: null,
      revoked_at: null,
      created_by: device.createdBy,
    })
    .returning('pairing_expires_at')
    .executeTakeFirstOrThrow();
  return { deviceId: id, code, expiresAt: row.pairing_expires_at as Date };
}

/**
 * Pairs the device whose live code this is, at this brand: answers the device and its credential, or
 * null for a wrong, used, lapsed or revoked code. One statement, so two browsers with one code cannot both pair.
 */
export async function pairWithCode(
  db: Kysely<Database>,
  brandId: string,
  code: string,
): Promise<{ device: KioskDevice; credential: string } | null> {
  const secret = newSessionSecret();
  const row = await db
    .updateTable('kiosk_devices')
    .set({
      pairing_code_hash: null,
      pairing_expires_at: null,
      secret_hash: hashSecret(secret),
      paired_at: sql<Date>`now()`,
      last_seen_at: sql<Date>`now()`,
    })
    .where('pairing_code_hash', '=', hashSecret(normalisePairingCode(code)))
    .where('brand_id', '=', brandId)
    .where('pairing_expires_at', '>', sql<Date>`now()`)
    .where('revoked_at', 'is', null)
    .returning(['id', 'brand_id', 'branch_id', 'name'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    device: { deviceId: row.id, brandId: row.brand_id, branchId: row.branch_id, name: row.name },
    credential: sessionToken(row.id, secret),
  };
}

// A device is seen on every request; writing that down once a minute is enough for "last seen".
const SEEN_EVERY_SEC = 60;

/** The paired, unrevoked device behind a credential, at this brand; null otherwise. */
export async function deviceOfCredential(
  db: Kysely<Database>,
  brandId: string,
  credential: string | undefined,
): Promise<KioskDevice | null> {
  const parsed = credential ? parseSessionToken(credential) : null;
  if (!parsed) return null;
  const row = await db
    .selectFrom('kiosk_devices')
    .select(['id', 'brand_id', 'branch_id', 'name', 'secret_hash', 'last_seen_at'])
    .where('id', '=', parsed.sessionId)
    .where('brand_id', '=', brandId)
    .where('revoked_at', 'is', null)
    .where('secret_hash', 'is not', null)
    .executeTakeFirst();
  if (!row?.secret_hash || !secretMatches(parsed.secret, row.secret_hash)) return null;
  await db
    .updateTable('kiosk_devices')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where((eb) =>
      eb.or([
        eb('last_seen_at', 'is', null),
        eb('last_seen_at', '<', sql<Date>`now() - make_interval(secs => ${SEEN_EVERY_SEC})`),
      ]),
    )
    .execute();
  return { deviceId: row.id, brandId: row.brand_id, branchId: row.branch_id, name: row.name };
}

/** Ends a device: its next request is a stranger's. Answers whether it was live. */
export async function revokeDevice(db: Kysely<Database>, deviceId: string): Promise<boolean> {
  const result = await db
    .updateTable('kiosk_devices')
    .set({ revoked_at: sql<Date>`now()`, pairing_code_hash: null, pairing_expires_at: null })
    .where('id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
