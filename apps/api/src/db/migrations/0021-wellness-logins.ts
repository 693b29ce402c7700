// Login via a wellness membership (docs/product-rules.md, Members): each brand may name one outside
// OpenID Connect provider; a provider's subject is linked to one member; a login in progress keeps its
// PKCE verifier, state and nonce here until the provider sends the customer back.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wellness_providers')
    .addColumn('brand_id', 'text', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    // The issuer's URL, or 'sandbox' for this server's own stand-in (development only, docs/api.md).
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wellness_links')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('wellness_links_pkey', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('wellness_links_user_idx').on('wellness_links').column('user_id').execute();

  await db.schema
    .createTable('wellness_flows')
    // The OAuth state: random, also kept in the browser's cookie, so a callback only completes where it began.
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('return_path', 'text', (c) => c.notNull())
    // The provider's verified identity, once back, while the customer confirms a new member's details.
    .addColumn('identity', 'jsonb')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wellness_flows').execute();
  await db.schema.dropTable('wellness_links').execute();
  await db.schema.dropTable('wellness_providers').execute();
}
