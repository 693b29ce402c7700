// The operator's pairing code (docs/access.md, Kiosk devices): `npm run kiosk:pair -- --branch <id>
// [--name <name>]` makes a device of the branch in the server's database and prints its one-time code, for a
// branch whose admin has no devices screen at hand. Development prints a demo code at start-up the same way.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createPairingCode, PAIRING_CODE_SEC } from './kiosk-device.repository';

/** A demo code lasts a working day, so a developer can pair the kiosk whenever they open it. */
export const DEMO_CODE_SEC = 24 * 3600;

function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

/** "1234 5678": two groups read more easily off a screen. */
export const showCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

export async function pairingCodeFor(
  db: Kysely<Database>,
  branchId: string,
  name: string,
  validSec: number,
): Promise<{ ok: true; text: string; code: string } | { ok: false; text: string }> {
  const branch = await db
    .selectFrom('branches')
    .select(['id', 'brand_id'])
    .where('id', '=', branchId)
    .executeTakeFirst();
  if (!branch) return { ok: false, text: `No branch ${branchId}.` };
  const made = await createPairingCode(
    db,
    { brandId: branch.brand_id, branchId, name, createdBy: null },
    validSec,
  );
  return {
    ok: true,
    code: made.code,
    text: `Kiosk pairing code for ${branchId}: ${showCode(made.code)} (until ${made.expiresAt.toISOString()}). Enter it at /kiosk/pair on the brand's host.`,
  };
}

export async function kioskPairCommand(
  db: Kysely<Database>,
  argv: readonly string[],
): Promise<{ ok: boolean; text: string }> {
  const branchId = option(argv, 'branch');
  if (!branchId)
    return { ok: false, text: 'Usage: npm run kiosk:pair -- --branch <branch id> [--name <name>]' };
  return pairingCodeFor(db, branchId, option(argv, 'name') ?? 'Kiosk', PAIRING_CODE_SEC);
}
