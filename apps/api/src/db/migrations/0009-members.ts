// Members (docs/product-rules.md, Members), their tiers with a discount per brand, login sessions, one-time codes sent by
// SMS, and login attempts per address for the per-IP limit (docs/product-rules.md, Members).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createMembers(db);
  await createAuthTables(db);
}

async function createMembers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    // The basic tier has no colour of its own (docs/product-rules.md, Tiers: silver, gold and platinum have colours).
    .addColumn('colour', 'text')
    .execute();

  await db.schema
    .createTable('tier_discounts')
    .addColumn('tier_id', 'text', (c) => c.notNull().references('tiers.id'))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 0 and 100`))
    .addPrimaryKeyConstraint('tier_discounts_pkey', ['tier_id', 'brand_id'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('prefix', 'text', (c) => c.notNull().check(sql`prefix in ('Mr.', 'Mrs.', 'Miss', 'Other')`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('birthdate', 'date')
    // Normalised: ten digits for the phone, lower case for the e-mail, so each is unique as written.
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_subscribe', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tier_id', 'text', (c) => c.notNull().defaultTo('basic').references('tiers.id'))
    .addColumn('member_since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

async function createAuthTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // sha256 of the session's secret; the secret itself lives only in the member's cookie.
    .addColumn('refresh_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    // Until when the password was re-entered (verifyPassword), for the 'verified' pages.
    .addColumn('verified_until', 'timestamptz')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute();

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login', 'register', 'recover')`))
    .addColumn('ref_code', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('otp_codes_phone_created_idx')
    .on('otp_codes')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('auth_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_attempts_ip_at_idx').on('auth_attempts').columns(['ip', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['auth_attempts', 'otp_codes', 'auth_sessions', 'users', 'tier_discounts', 'tiers'])
    await db.schema.dropTable(table).execute();
}
