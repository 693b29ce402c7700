// Kiosk devices (docs/access.md, Kiosk devices): a device bound to one branch, paired once with a one-time
// code and known afterwards by a long-lived credential whose secret only the device holds (the database
// keeps its hash). Revoking a device ends it at its next request; its row stays for the audit log.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kiosk_devices')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The one-time code's hash until the device pairs (or the code lapses); then the credential's.
    .addColumn('pairing_code_hash', 'text', (c) => c.unique())
    .addColumn('pairing_expires_at', 'timestamptz')
    .addColumn('secret_hash', 'text')
    .addColumn('paired_at', 'timestamptz')
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('staff_accounts.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Waiting for its code, or paired, or revoked: a live device is never both nor neither.
  await sql`alter table kiosk_devices add constraint kiosk_devices_pairing_check check (
    revoked_at is not null
    or (pairing_code_hash is not null and pairing_expires_at is not null and secret_hash is null)
    or (pairing_code_hash is null and secret_hash is not null and paired_at is not null)
  )`.execute(db);
  await db.schema.createIndex('kiosk_devices_branch').on('kiosk_devices').columns(['branch_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kiosk_devices').execute();
}
