// A brand's own kiosk idle durations (docs/product-rules.md, Kiosk): a JSON object with any of defaultSec,
// paymentSec, confirmSec and showAdAfterSec, over the server's defaults; null keeps the defaults.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').addColumn('kiosk_idle', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('kiosk_idle').execute();
}
