// Staff accounts of the admin app (docs/access.md, Callers): the accounts, their grants (role and scope),
// their sessions, and the audit log every staff write appends to. The audit log is append-only: a trigger
// refuses UPDATE and DELETE, so a row once written stays as it was (docs/decisions.md, "Staff accounts").
import { sql, type Kysely } from 'kysely';

async function createAccounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // Base32 TOTP secret; set while enrolling, in use once totp_enabled.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    // SHA-256 hashes of the unused recovery codes; each is removed when used.
    .addColumn('recovery_code_hashes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_grants')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('staff_id', 'uuid', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('cascade'))
    .addColumn('branch_id', 'text', (c) => c.references('branches.id').onDelete('cascade'))
    // The role decides the scope columns: an owner has none, a brand admin a brand, branch staff a branch.
    .addCheckConstraint(
      'staff_grants_scope',
      sql`(role = 'owner' and brand_id is null and branch_id is null)
        or (role = 'brand_admin' and brand_id is not null and branch_id is null)
        or (role = 'branch_staff' and brand_id is null and branch_id is not null)`,
    )
    .execute();
  await db.schema.createIndex('staff_grants_staff_idx').on('staff_grants').column('staff_id').execute();
}

async function createSessions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('staff_id', 'uuid', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();
}

async function createAuditLog(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('staff_id', 'uuid', (c) => c.references('staff_accounts.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'text')
    .addColumn('branch_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'at'])
    .execute();
  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin raise exception 'audit_log is append-only'; end $$`.execute(db);
  await sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createAccounts(db);
  await createSessions(db);
  await createAuditLog(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_grants').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
