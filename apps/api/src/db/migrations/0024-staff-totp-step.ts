// A TOTP code is accepted once (docs/decisions.md, "TOTP by otplib"): the time step of the last code an
// account signed in with, so the same code, seen over a shoulder or replayed, cannot sign in again.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').addColumn('totp_last_step', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('totp_last_step').execute();
}
