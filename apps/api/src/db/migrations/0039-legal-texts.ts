// Legal texts as a brand publishes them in admin (docs/product-rules.md, Legal texts): each version of a rule's text
// in the three languages, kept forever (a consent names the version it was given to); the newest is the one shown.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legal_texts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('rule', 'text', (c) => c.notNull().check(sql`rule in ('terms', 'privacy', 'cookies')`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('staff_id', 'uuid')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('legal_texts_version_key', ['brand_id', 'rule', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('legal_texts').execute();
}
