// Photos uploaded in admin (docs/product-rules.md, Photos): an image is named by its content's hash and kept with
// its variants, AVIF and WebP at a few widths made once at upload, in the database, so every server process serves
// them and a backup holds them. A product and a branch may show one.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('image_variants')
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('avif', 'webp')`))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('image_variants_pkey', ['image_id', 'format', 'width'])
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('image_id', 'text', (c) => c.references('images.id'))
    .execute();
  await db.schema
    .alterTable('branches')
    .addColumn('image_id', 'text', (c) => c.references('images.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('branches').dropColumn('image_id').execute();
  await db.schema.alterTable('products').dropColumn('image_id').execute();
  await db.schema.dropTable('image_variants').execute();
  await db.schema.dropTable('images').execute();
}
